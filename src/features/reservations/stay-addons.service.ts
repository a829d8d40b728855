import "server-only";
import { eq } from "drizzle-orm";
import { type AddonChoice, chooseAddons, parkAddonsOf } from "@/features/cart/server";
import type { Db } from "@/server/db/client";
import { parkTaxes } from "@/server/db/schema";
import { AppError } from "@/server/errors";
import type { StayAddon } from "./stay-pricing";

/** The park's tax rates in basis points. */
export async function parkTaxRates(db: Db, parkId: string): Promise<number[]> {
  const rows = await db
    .select({ rateBp: parkTaxes.rateBp })
    .from(parkTaxes)
    .where(eq(parkTaxes.parkId, parkId));
  return rows.map((row) => row.rateBp);
}

/**
 * A stay's add-ons as the cart chooses them: the chosen ones checked against the park's add-ons for the type's
 * category, and every mandatory fee for this party (a pet fee per pet). `unitPrices` keeps what a guest already
 * paid per unit for an add-on they had; anything else is at today's price.
 */
export async function stayAddons(
  db: Db,
  stay: { parkId: string; category: string; party: { pets: number } },
  choices: readonly AddonChoice[],
  unitPrices: ReadonlyMap<string, number> = new Map(),
): Promise<StayAddon[]> {
  const offered = await parkAddonsOf(db, stay.parkId);
  const ofKind = (kind: "daily_rate" | "online_store") =>
    choices.filter((choice) => offered.find((addon) => addon.id === choice.addonId)?.kind === kind);
  if (choices.some((choice) => !offered.some((addon) => addon.id === choice.addonId))) {
    throw new AppError("INVALID_INPUT", "One of the add-ons is not offered at this park.");
  }
  const chosen = chooseAddons(offered, stay.category, stay.party, {
    dailyRateAddons: ofKind("daily_rate"),
    onlineStoreAddons: ofKind("online_store"),
  });
  return chosen.map((choice) => {
    const addon = offered.find((candidate) => candidate.id === choice.addonId)!;
    return {
      id: addon.id,
      kind: addon.kind,
      name: addon.name,
      quantity: choice.quantity,
      mandatory: addon.mandatory,
      unitPriceCents: (!addon.mandatory && unitPrices.get(addon.id)) || addon.priceCents,
    };
  });
}
