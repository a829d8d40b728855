import "server-only";
import type { Db } from "@/server/db/client";
import { reservationAddons } from "@/server/db/schema";

export type PricedAddon = {
  id: string;
  kind: "daily_rate" | "online_store";
  name: string;
  quantity: number;
  unitPriceCents: number;
  mandatory: boolean;
  /** What the add-on costs for the whole stay, as the stay was priced. */
  totalCents: number;
};

/** A stay's add-ons as priced, written onto its reservation (checkout, a walk-in, a re-priced stay). */
export async function insertReservationAddons(
  tx: Db,
  reservationId: string,
  addons: readonly PricedAddon[],
): Promise<void> {
  if (addons.length === 0) return;
  await tx.insert(reservationAddons).values(
    addons.map((addon) => ({
      reservationId,
      addonId: addon.id,
      kind: addon.kind,
      name: addon.name,
      quantity: addon.quantity,
      unitPriceCents: addon.unitPriceCents,
      totalCents: addon.totalCents,
      mandatory: addon.mandatory,
    })),
  );
}
