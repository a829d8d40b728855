import { type FeeParty, mandatoryQuantity } from "@/features/availability/mandatory-fees";
import { AppError } from "@/server/errors";

export type AddonChoice = { addonId: string; quantity: number };

export type ParkAddon = {
  id: string;
  kind: "daily_rate" | "online_store";
  name: string;
  maxQuantity: number;
  categories: string[];
  mandatory: boolean;
  chargedPer: "site" | "pet" | "vehicle";
  priceCents: number;
};

/**
 * The add-ons an item gets: the guest's choices, checked against the park's add-ons (kind, category, quantity),
 * plus every mandatory add-on of the category for this party — once per site, or once per pet for a pet fee
 * (it is part of the all-in price the guest was shown; the guest cannot choose it away or change it).
 */
export function chooseAddons(
  parkAddons: readonly ParkAddon[],
  category: string,
  party: FeeParty,
  choices: { dailyRateAddons?: AddonChoice[]; onlineStoreAddons?: AddonChoice[] },
): AddonChoice[] {
  const fits = (addon: ParkAddon) => addon.categories.length === 0 || addon.categories.includes(category);
  const chosen = new Map<string, number>();
  const check = (list: AddonChoice[] | undefined, kind: ParkAddon["kind"]) => {
    for (const choice of list ?? []) {
      const addon = parkAddons.find((candidate) => candidate.id === choice.addonId);
      if (!addon || addon.kind !== kind || !fits(addon)) {
        throw new AppError("INVALID_INPUT", "One of the add-ons is not offered with this site.", {
          addonId: choice.addonId,
        });
      }
      if (choice.quantity > addon.maxQuantity) {
        throw new AppError("INVALID_INPUT", `${addon.name}: at most ${addon.maxQuantity} per site.`, {
          addonId: choice.addonId,
        });
      }
      chosen.set(addon.id, choice.quantity);
    }
  };
  check(choices.dailyRateAddons, "daily_rate");
  check(choices.onlineStoreAddons, "online_store");
  for (const addon of parkAddons) {
    if (!addon.mandatory) continue;
    const quantity = mandatoryQuantity(addon, category, party);
    if (quantity > 0) chosen.set(addon.id, quantity);
    else chosen.delete(addon.id);
  }
  return [...chosen.entries()].map(([addonId, quantity]) => ({ addonId, quantity }));
}
