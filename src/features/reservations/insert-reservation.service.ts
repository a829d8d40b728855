import "server-only";
import { randomUUID } from "node:crypto";
import type { SQL } from "drizzle-orm";
import { nightsBetween } from "@/lib/stay-dates";
import type { Db } from "@/server/db/client";
import { reservationAddons, reservations } from "@/server/db/schema";
import { chargeItemsOf } from "./folio";
import { type FolioEntry, postFolioCharges } from "./folio.service";

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

/** A new reservation's row, its id aside (the capability makes it: unguessable). */
type ReservationRow = Omit<typeof reservations.$inferInsert, "id" | "status">;
export type NewReservation = { [K in keyof ReservationRow]: ReservationRow[K] | SQL };

/**
 * A new booked stay, from a cart at checkout or at the park's desk, with its add-ons as priced and its folio opened
 * with its charges, in the caller's transaction; answers its id. The caller then turns its hold or claim into the
 * reservation's (the engine).
 */
export async function insertReservation(
  tx: Db,
  values: NewReservation & {
    arrival: string;
    departure: string;
    subtotalCents: number;
    lockFeeCents?: number;
    discountCents?: number;
    taxesCents: number;
  },
  addons: readonly PricedAddon[],
  entry: FolioEntry & { discountLabel?: string | null },
): Promise<string> {
  const id = randomUUID();
  await tx.insert(reservations).values({ ...values, id });
  await insertReservationAddons(tx, id, addons);
  // The folio opens with the charges just written, in one statement (checkout's latency: bench/README).
  await postFolioCharges(
    tx,
    id,
    chargeItemsOf({
      nights: nightsBetween(values.arrival, values.departure),
      subtotalCents: values.subtotalCents,
      lockFeeCents: values.lockFeeCents ?? 0,
      discountCents: values.discountCents ?? 0,
      taxesCents: values.taxesCents,
      discountLabel: entry.discountLabel ?? null,
      addons,
    }),
    entry,
  );
  return id;
}
