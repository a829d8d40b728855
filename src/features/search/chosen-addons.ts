import type { StayQuote } from "@/features/availability/stay-quote";
import { formatUsd, sumCents } from "@/lib/money";

/** A park's add-on as the park page lists it (`ParkDetail["addons"]`). */
export type ParkAddonOffer = {
  id: string;
  kind: "daily_rate" | "online_store";
  name: string;
  description: string;
  priceCents: number;
  maxQuantity: number;
  categories: readonly string[];
  mandatory: boolean;
};

/** How many of each add-on the camper picked, by add-on id (0 or missing: none). */
export type AddonQuantities = Readonly<Record<string, number>>;

export type ChosenAddonLine = {
  id: string;
  name: string;
  quantity: number;
  /** How the amount comes about: "2 × $8.00 a night × 3 nights", "2 × $7.00". */
  detail: string;
  totalCents: number;
};

type AddonChoice = { addonId: string; quantity: number };

/**
 * The add-ons a camper may pick with a site of this category: the optional ones offered for it (none listed = every
 * category). Mandatory fees are already in every price shown and are never a choice.
 */
export function optionalAddonsFor<Addon extends ParkAddonOffer>(
  addons: readonly Addon[],
  category: string,
): Addon[] {
  return addons.filter(
    (addon) => !addon.mandatory && (addon.categories.length === 0 || addon.categories.includes(category)),
  );
}

/** "$8.00 a night" or "$7.00 each". */
export function addonUnitText(addon: Pick<ParkAddonOffer, "kind" | "priceCents">): string {
  return `${formatUsd(addon.priceCents)} ${addon.kind === "daily_rate" ? "a night" : "each"}`;
}

const quantityOf = (quantities: AddonQuantities, addon: ParkAddonOffer) =>
  Math.min(Math.max(0, Math.trunc(quantities[addon.id] ?? 0)), addon.maxQuantity);

/**
 * The picked add-ons priced as the cart prices them (domain.md "Pricing"): a daily-rate add-on is price × nights ×
 * quantity, an online-store one price × quantity. In the offer's order; none for a quantity of 0.
 */
export function chosenAddonLines(
  offered: readonly ParkAddonOffer[],
  quantities: AddonQuantities,
  nights: number,
): ChosenAddonLine[] {
  return offered.flatMap((addon) => {
    const quantity = quantityOf(quantities, addon);
    if (quantity === 0) return [];
    const daily = addon.kind === "daily_rate";
    const nightsText = `${nights} night${nights === 1 ? "" : "s"}`;
    return [
      {
        id: addon.id,
        name: addon.name,
        quantity,
        detail: `${quantity} × ${addonUnitText(addon)}${daily ? ` × ${nightsText}` : ""}`,
        totalCents: addon.priceCents * quantity * (daily ? nights : 1),
      },
    ];
  });
}

export const addonLinesTotal = (lines: readonly ChosenAddonLine[]) =>
  sumCents(lines.map((line) => line.totalCents));

/** The picked add-ons as `booking.cart.addItem` takes them. */
export function addonChoices(
  offered: readonly ParkAddonOffer[],
  quantities: AddonQuantities,
): { dailyRateAddons: AddonChoice[]; onlineStoreAddons: AddonChoice[] } {
  const of = (kind: ParkAddonOffer["kind"]) =>
    offered
      .filter((addon) => addon.kind === kind && quantityOf(quantities, addon) > 0)
      .map((addon) => ({ addonId: addon.id, quantity: quantityOf(quantities, addon) }));
  return { dailyRateAddons: of("daily_rate"), onlineStoreAddons: of("online_store") };
}

/** The stay's total before taxes as the cart will have it: the quoted nights and site lock, plus the add-ons. */
export function stayTotals(
  quote: Pick<StayQuote, "totalBeforeTaxesCents" | "memberTotalBeforeTaxesCents">,
  addons: readonly ChosenAddonLine[],
) {
  const addonsCents = addonLinesTotal(addons);
  return {
    totalCents: sumCents([quote.totalBeforeTaxesCents, addonsCents]),
    // The member discount is off the nights only: add-ons cost a member what they cost anyone.
    memberTotalCents:
      quote.memberTotalBeforeTaxesCents === null
        ? null
        : sumCents([quote.memberTotalBeforeTaxesCents, addonsCents]),
  };
}
