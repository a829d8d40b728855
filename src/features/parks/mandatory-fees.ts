type FeeAddon = {
  kind: "daily_rate" | "online_store";
  priceCents: number;
  mandatory: boolean;
  categories: readonly string[];
};

/**
 * Mandatory per-night fees a stay of this category always pays (domain.md "All-in prices": every price a guest
 * sees includes them). An add-on with no categories applies to every category.
 */
export function mandatoryNightlyFeeCents(addons: readonly FeeAddon[], category: string): number {
  return addons
    .filter((addon) => addon.mandatory && addon.kind === "daily_rate")
    .filter((addon) => addon.categories.length === 0 || addon.categories.includes(category))
    .reduce((total, addon) => total + addon.priceCents, 0);
}
