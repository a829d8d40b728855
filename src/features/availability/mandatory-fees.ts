type FeeAddon = {
  kind: "daily_rate" | "online_store";
  priceCents: number;
  mandatory: boolean;
  categories: readonly string[];
  /** `pet`: charged once per pet of the party; `site` and `vehicle` (one included with every site): once per site. */
  chargedPer: "site" | "pet" | "vehicle";
};

/** Who is staying, as far as fees care. Vehicles: one is included with every site (docs/decisions/0017). */
export type FeeParty = { pets: number };

/** The mandatory nightly fees a stay of this category pays for this party, each with its quantity. */
export function mandatoryNightlyFees<Addon extends FeeAddon>(
  addons: readonly Addon[],
  category: string,
  party: FeeParty,
): { addon: Addon; quantity: number }[] {
  return addons
    .filter((addon) => addon.kind === "daily_rate")
    .map((addon) => ({ addon, quantity: mandatoryQuantity(addon, category, party) }))
    .filter((fee) => fee.quantity > 0);
}

/** A "From" price is quoted before anyone said who comes: per-site fees only. */
const NO_PARTY: FeeParty = { pets: 0 };

const appliesTo = (addon: FeeAddon, category: string) =>
  addon.categories.length === 0 || addon.categories.includes(category);

/**
 * How many of a mandatory add-on a stay pays: one per site, or one per pet of the party (none without pets).
 * Zero for an optional add-on or one that is not offered for the category.
 */
export function mandatoryQuantity(addon: FeeAddon, category: string, party: FeeParty): number {
  if (!addon.mandatory || !appliesTo(addon, category)) return 0;
  return addon.chargedPer === "pet" ? Math.max(0, party.pets) : 1;
}

/**
 * Mandatory per-night fees a stay of this category pays for this party (domain.md "All-in prices": every price
 * a guest sees includes them) — e.g. a resort fee per site and a pet fee per pet. An add-on with no categories
 * applies to every category.
 */
export function mandatoryNightlyFeeCents(
  addons: readonly FeeAddon[],
  category: string,
  party: FeeParty = NO_PARTY,
): number {
  return addons
    .filter((addon) => addon.kind === "daily_rate")
    .reduce((total, addon) => total + addon.priceCents * mandatoryQuantity(addon, category, party), 0);
}
