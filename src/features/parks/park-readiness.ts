/** What a park needs before guests can book it, each step true once done, and the missing ones in words. */
export type ParkSetup = {
  season: boolean;
  types: boolean;
  sites: boolean;
  rates: boolean;
  /** The missing steps as the console says them ("a season that has not ended", …), in checklist order. */
  missing: string[];
};

export type ParkSetupFacts = {
  /** A season of the park that is not over by the park's today. */
  seasonAhead: boolean;
  activeTypes: readonly { id: string; name: string }[];
  /** The type of each active site. */
  activeSiteTypeIds: readonly string[];
  /** The types with a base rate in a season that is not over. */
  pricedTypeIds: ReadonlySet<string>;
};

/** "a", "a and b", "a, b and c". */
export function listWords(words: readonly string[]): string {
  if (words.length <= 1) return words.join("");
  return `${words.slice(0, -1).join(", ")} and ${words.at(-1)}`;
}

/**
 * A park opens to guests once it has a season that has not ended, an active site type, an active site of an active
 * type, and a season rate for every active type (a type without one would show as unavailable forever).
 */
export function parkSetupOf(facts: ParkSetupFacts): ParkSetup {
  const typeIds = new Set(facts.activeTypes.map((type) => type.id));
  const unpriced = facts.activeTypes.filter((type) => !facts.pricedTypeIds.has(type.id));
  const setup = {
    season: facts.seasonAhead,
    types: facts.activeTypes.length > 0,
    sites: facts.activeSiteTypeIds.some((typeId) => typeIds.has(typeId)),
    rates: facts.activeTypes.length > 0 && unpriced.length === 0,
  };
  const missing = [
    setup.season ? null : "a season that has not ended",
    setup.types ? null : "an active site type",
    setup.sites ? null : "an active site",
    setup.rates
      ? null
      : unpriced.length === 0
        ? "a season rate for each site type"
        : `a season rate for ${listWords(unpriced.map((type) => type.name))}`,
  ].filter((step): step is string => step !== null);
  return { ...setup, missing };
}

/** Why a park cannot open yet, as the refusal and the checklist say it. */
export function notReadyMessage(parkName: string, setup: ParkSetup): string {
  return `${parkName} cannot open to guests yet: it needs ${listWords(setup.missing)}.`;
}
