import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { FreshReads } from "@/server/db/fresh-reads";
import { inventoryVersion } from "@/server/db/schema";
import { type ParkInventory, readInventory, type SiteInventory } from "./inventory.service";

/**
 * The inventory of every active park kept between searches (decision 0021). A search over every park would
 * otherwise read and map every site, type and rate on each call; they change only when staff edit them. Each call
 * first reads `inventory_version` (one row, bumped by triggers on every inventory table), and reads the inventory
 * again when it has moved on: a change shows on the next request, in every app process.
 */

type Cached = {
  stamp: string;
  parks: Promise<{ list: ParkInventory[]; byId: Map<string, ParkInventory>; sites: SiteInventory[] }>;
};

/** One cache per database handle (tests open many databases in one process). */
const caches = new WeakMap<Db, Cached>();

/** The stamp statement of each database handle, built once (unnamed, as `availability-index.service.ts`'s). */
const stampStatements = new WeakMap<Db, ReturnType<typeof stampStatement>>();

const stampStatement = (db: Db) =>
  db
    .select({ epoch: inventoryVersion.epoch, version: inventoryVersion.version })
    .from(inventoryVersion)
    .where(eq(inventoryVersion.id, 1))
    .prepare("");

function stampStatementOf(db: Db) {
  let statement = stampStatements.get(db);
  if (!statement) {
    statement = stampStatement(db);
    stampStatements.set(db, statement);
  }
  return statement;
}

/** The stamp, read once for all the calls that arrive together (never an answer older than the call). */
const stampReads = new FreshReads<Db, null, string | null>(
  async (db) => {
    const [row] = await stampStatementOf(db).execute();
    return row ? `${row.epoch}:${row.version}` : null;
  },
  () => null,
);

const readStamp = (db: Db) => stampReads.get(db, null);

/**
 * The inventory of the given parks (or every active park), from the cache when the stamp still matches, with every
 * site of the cached inventory (the index cache numbers its slots by them). The stamp
 * is read before the inventory, so a change committed in between makes the next call read again rather than keep
 * newer data under an older stamp. Pass the application's database handle, not a transaction's.
 */
export async function cachedInventory(
  db: Db,
  parkIds?: string[],
): Promise<{ stamp: string | null; parks: ParkInventory[]; sites: SiteInventory[] }> {
  const stamp = await readStamp(db);
  // A database without the stamp row (emptied): read everything each time until a trigger writes it again.
  if (stamp === null) {
    const parks = await readInventory(db, parkIds);
    return { stamp, parks, sites: parks.flatMap((park) => park.sites) };
  }
  let cached = caches.get(db);
  if (!cached || cached.stamp !== stamp) {
    const entry: Cached = {
      stamp,
      parks: readInventory(db).then((list) => ({
        list,
        byId: new Map(list.map((park) => [park.park.id, park])),
        sites: list.flatMap((park) => park.sites),
      })),
    };
    // A failed read is not kept: the next call tries again.
    entry.parks.catch(() => {
      if (caches.get(db) === entry) caches.delete(db);
    });
    caches.set(db, entry);
    cached = entry;
  }
  const { list, byId, sites } = await cached.parks;
  if (!parkIds) return { stamp, parks: list, sites };
  return {
    stamp,
    sites,
    parks: parkIds.flatMap((id) => {
      const park = byId.get(id);
      return park ? [park] : [];
    }),
  };
}
