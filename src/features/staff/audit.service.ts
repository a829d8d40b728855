import "server-only";
import { and, desc, eq, gte, inArray, lt, lte, or, type SQL, sql } from "drizzle-orm";
import { formatStayWithYear, PARKS_TIME_ZONE } from "@/lib/date-format";
import type { TeamRole } from "@/lib/team-roles";
import type { Db } from "@/server/db/client";
import {
  addons,
  auditEntries,
  banners,
  bookingRules,
  campsites,
  campsiteTypes,
  closures,
  contentPages,
  membershipEvents,
  orders,
  parks,
  photos,
  promoCodes,
  ratePeriods,
  rates,
  reservations,
  seasons,
  users,
} from "@/server/db/schema";

export type AuditRow = {
  id: string;
  at: Date;
  actor: string | null;
  role: TeamRole;
  action: string;
  entity: string;
  entityId: string;
  parkId: string | null;
  before: unknown;
  after: unknown;
  reason: string | null;
  /** The clock the entry is told on: its park's, else the parks' own. */
  timeZone: string;
  /** The names of the ids the entry mentions (its own and those in before and after). */
  names: Record<string, string>;
};

/** `admin.audit.list`: newest first, filtered, a page at a time (the cursor is the last entry's time and id). */
export async function listAudit(
  db: Db,
  filters: {
    parkId?: string;
    /** Only entries of these parks (null or absent: every entry). */
    parkIds?: readonly string[] | null;
    entity?: string;
    entityId?: string;
    actorUserId?: string;
    from?: Date;
    to?: Date;
    cursor?: { at: Date; id: string };
    limit: number;
  },
): Promise<{ items: AuditRow[]; nextCursor: { at: Date; id: string } | null }> {
  const conditions: SQL[] = [];
  if (filters.parkId) conditions.push(eq(auditEntries.parkId, filters.parkId));
  if (filters.parkIds) conditions.push(inArray(auditEntries.parkId, [...filters.parkIds]));
  if (filters.entity) conditions.push(eq(auditEntries.entity, filters.entity));
  if (filters.entityId) conditions.push(eq(auditEntries.entityId, filters.entityId));
  if (filters.actorUserId) conditions.push(eq(auditEntries.actorUserId, filters.actorUserId));
  if (filters.from) conditions.push(gte(auditEntries.at, filters.from));
  if (filters.to) conditions.push(lte(auditEntries.at, filters.to));
  if (filters.cursor) {
    const { at, id } = filters.cursor;
    conditions.push(or(lt(auditEntries.at, at), and(eq(auditEntries.at, at), lt(auditEntries.id, id)))!);
  }
  const rows = await db
    .select({
      id: auditEntries.id,
      at: auditEntries.at,
      actor: users.email,
      role: auditEntries.actorRole,
      action: auditEntries.action,
      entity: auditEntries.entity,
      entityId: auditEntries.entityId,
      parkId: auditEntries.parkId,
      before: auditEntries.before,
      after: auditEntries.after,
      reason: auditEntries.reason,
      parkTimeZone: parks.timeZone,
    })
    .from(auditEntries)
    .leftJoin(users, eq(users.id, auditEntries.actorUserId))
    .leftJoin(parks, eq(parks.id, auditEntries.parkId))
    .where(and(...conditions))
    .orderBy(desc(auditEntries.at), desc(auditEntries.id))
    .limit(filters.limit + 1);
  const page = rows.slice(0, filters.limit);
  const names = await namesOf(db, page);
  const items = page.map(({ parkTimeZone, ...row }) => ({
    ...row,
    timeZone: parkTimeZone ?? PARKS_TIME_ZONE,
    names: namesOfEntry(row, names),
  }));
  const last = items.at(-1);
  return { items, nextCursor: rows.length > filters.limit && last ? { at: last.at, id: last.id } : null };
}

/** The kinds of things an audit entry names by id, each with the table its names are read from. */
type Kind =
  | "park"
  | "campsite"
  | "campsiteType"
  | "season"
  | "addon"
  | "user"
  | "reservation"
  | "promoCode"
  | "photo"
  | "ratePeriod"
  | "rate"
  | "bookingRule"
  | "closure"
  | "banner"
  | "contentPage"
  | "memberEvent";

/** A before/after key's stem (`campsiteId`, `parkIds` → `campsite`, `park`) and the kind of its ids. */
const KEY_KINDS: Record<string, Kind> = {
  park: "park",
  parentPark: "park",
  campsite: "campsite",
  campsiteType: "campsiteType",
  season: "season",
  addon: "addon",
  user: "user",
  reservation: "reservation",
  promoCode: "promoCode",
  photo: "photo",
  event: "memberEvent",
};

/** The kinds an entry's own id may be of (a photo gallery is named for its site, its type or its park). */
const ENTITY_KINDS: Record<string, Kind[]> = {
  park: ["park"],
  campsite: ["campsite"],
  campsite_type: ["campsiteType"],
  season: ["season"],
  addon: ["addon"],
  teamMember: ["user"],
  reservation: ["reservation"],
  promo_code: ["promoCode"],
  photo: ["photo"],
  photo_gallery: ["campsite", "campsiteType", "park"],
  rate_period: ["ratePeriod"],
  rate: ["rate"],
  booking_rule: ["bookingRule"],
  closure: ["closure"],
  banner: ["banner"],
  content_page: ["contentPage"],
  membership_event: ["memberEvent"],
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `campsiteId` → campsite, `parkIds` → park, `invitedByUserId` → user; null for a key that holds no ids. */
function kindOfKey(key: string): Kind | null {
  const stem = /^(.+?)Ids?$/.exec(key)?.[1];
  if (!stem) return null;
  return KEY_KINDS[stem] ?? (stem.endsWith("User") ? "user" : null);
}

type Wanted = Map<Kind, Set<string>>;

function want(wanted: Wanted, kind: Kind, id: unknown) {
  // Users have text ids; every other table's ids are uuids (anything else would be refused by the query).
  if (typeof id !== "string" || (kind !== "user" && !UUID.test(id))) return;
  const ids = wanted.get(kind) ?? new Set<string>();
  wanted.set(kind, ids.add(id));
}

/** Every id under an id key of a before or after, however deep (arrays of ids included). */
function wantValues(wanted: Wanted, value: unknown, kind: Kind | null = null) {
  if (Array.isArray(value)) {
    for (const element of value) wantValues(wanted, element, kind);
  } else if (typeof value === "object" && value !== null) {
    for (const [key, inner] of Object.entries(value)) wantValues(wanted, inner, kindOfKey(key));
  } else if (kind) {
    want(wanted, kind, value);
  }
}

type Named = { id: string; name: string };

/** One query per kind: the names of some ids. */
const LOADERS: Record<Kind, (db: Db, ids: string[]) => Promise<Named[]>> = {
  park: (db, ids) =>
    db.select({ id: parks.id, name: parks.displayName }).from(parks).where(inArray(parks.id, ids)),
  campsite: (db, ids) =>
    db.select({ id: campsites.id, name: campsites.name }).from(campsites).where(inArray(campsites.id, ids)),
  campsiteType: (db, ids) =>
    db
      .select({ id: campsiteTypes.id, name: campsiteTypes.name })
      .from(campsiteTypes)
      .where(inArray(campsiteTypes.id, ids)),
  season: (db, ids) =>
    db.select({ id: seasons.id, name: seasons.name }).from(seasons).where(inArray(seasons.id, ids)),
  addon: (db, ids) =>
    db.select({ id: addons.id, name: addons.name }).from(addons).where(inArray(addons.id, ids)),
  // A member by their name, or their e-mail until they have one.
  user: (db, ids) =>
    db
      .select({ id: users.id, name: sql<string>`coalesce(nullif(trim(${users.name}), ''), ${users.email})` })
      .from(users)
      .where(inArray(users.id, ids)),
  // A stay by its order's confirmation code and its guest.
  reservation: (db, ids) =>
    db
      .select({
        id: reservations.id,
        name: sql<string>`${orders.orderConfirmation} || ', ' || trim((${orders.guest} ->> 'firstName') || ' ' || (${orders.guest} ->> 'lastName'))`,
      })
      .from(reservations)
      .innerJoin(orders, eq(orders.id, reservations.orderId))
      .where(inArray(reservations.id, ids)),
  promoCode: (db, ids) =>
    db
      .select({ id: promoCodes.id, name: promoCodes.code })
      .from(promoCodes)
      .where(inArray(promoCodes.id, ids)),
  photo: (db, ids) =>
    db
      .select({
        id: photos.id,
        name: sql<string>`coalesce(nullif(trim(${photos.alt}), ''), 'untitled photo')`,
      })
      .from(photos)
      .where(inArray(photos.id, ids)),
  ratePeriod: (db, ids) =>
    db
      .select({
        id: ratePeriods.id,
        name: sql<string>`${campsiteTypes.name} || coalesce(', ' || nullif(trim(${ratePeriods.label}), ''), '')`,
      })
      .from(ratePeriods)
      .innerJoin(campsiteTypes, eq(campsiteTypes.id, ratePeriods.campsiteTypeId))
      .where(inArray(ratePeriods.id, ids)),
  rate: (db, ids) =>
    db
      .select({ id: rates.id, name: sql<string>`${campsiteTypes.name} || ', ' || ${seasons.name}` })
      .from(rates)
      .innerJoin(campsiteTypes, eq(campsiteTypes.id, rates.campsiteTypeId))
      .innerJoin(seasons, eq(seasons.id, rates.seasonId))
      .where(inArray(rates.id, ids)),
  bookingRule: (db, ids) =>
    db
      .select({
        id: bookingRules.id,
        name: sql<string>`coalesce(concat_ws(', ', ${campsiteTypes.name}, ${seasons.name}), '')`,
      })
      .from(bookingRules)
      .leftJoin(campsiteTypes, eq(campsiteTypes.id, bookingRules.campsiteTypeId))
      .leftJoin(seasons, eq(seasons.id, bookingRules.seasonId))
      .where(inArray(bookingRules.id, ids))
      .then((rows) => rows.map((row) => ({ id: row.id, name: row.name || "whole park" }))),
  closure: (db, ids) =>
    db
      .select({ id: closures.id, type: campsiteTypes.name, start: closures.startDate, end: closures.endDate })
      .from(closures)
      .leftJoin(campsiteTypes, eq(campsiteTypes.id, closures.campsiteTypeId))
      .where(inArray(closures.id, ids))
      .then((rows) =>
        rows.map((row) => ({
          id: row.id,
          name: `${row.type ?? "whole park"}, ${formatStayWithYear(row.start, row.end)}`,
        })),
      ),
  banner: (db, ids) =>
    db
      .select({ id: banners.id, name: sql<string>`left(${banners.description}, 60)` })
      .from(banners)
      .where(inArray(banners.id, ids)),
  contentPage: (db, ids) =>
    db
      .select({ id: contentPages.id, name: contentPages.title })
      .from(contentPages)
      .where(inArray(contentPages.id, ids)),
  memberEvent: (db, ids) =>
    db
      .select({ id: membershipEvents.id, name: membershipEvents.name })
      .from(membershipEvents)
      .where(inArray(membershipEvents.id, ids)),
};

/** A thing deleted since the entry was written: its id's first characters, said to be gone. */
const removedName = (id: string) => `${id.slice(0, 8)} (removed)`;

/**
 * The names of every id a page of entries mentions: one query per kind of thing (sites, types, seasons, parks,
 * members, add-ons, promo codes, stays…). An id of a known kind that no longer exists reads as removed.
 */
/** The ids an entry mentions, by kind: its own, its park's, and those under the id keys of its before and after. */
function idsOfEntry(entry: MentioningEntry, wanted: Wanted = new Map()): Wanted {
  for (const kind of ENTITY_KINDS[entry.entity] ?? []) want(wanted, kind, entry.entityId);
  want(wanted, "park", entry.parkId);
  wantValues(wanted, entry.before);
  wantValues(wanted, entry.after);
  return wanted;
}

type MentioningEntry = Pick<AuditRow, "entity" | "entityId" | "parkId" | "before" | "after">;

/**
 * The names of every id a page of entries mentions: one query per kind of thing (sites, types, seasons, parks,
 * members, add-ons, promo codes, stays…). An id of a known kind that no longer exists reads as removed.
 */
async function namesOf(db: Db, entries: readonly MentioningEntry[]): Promise<Map<string, string>> {
  const wanted: Wanted = new Map();
  for (const entry of entries) idsOfEntry(entry, wanted);
  const found = await Promise.all([...wanted].map(([kind, ids]) => LOADERS[kind](db, [...ids])));
  const names = new Map(found.flat().map((row) => [row.id, row.name] as const));
  for (const ids of wanted.values()) {
    for (const id of ids) if (!names.has(id)) names.set(id, removedName(id));
  }
  return names;
}

/** The names one entry needs; a block is named for its site, which its before or after holds. */
function namesOfEntry(entry: MentioningEntry, names: ReadonlyMap<string, string>): Record<string, string> {
  const own: Record<string, string> = {};
  for (const ids of idsOfEntry(entry).values()) {
    for (const id of ids) {
      const name = names.get(id);
      if (name !== undefined) own[id] = name;
    }
  }
  if (entry.entity === "block") {
    const side = (entry.after ?? entry.before) as { campsiteId?: unknown } | null;
    const site = typeof side?.campsiteId === "string" ? names.get(side.campsiteId) : undefined;
    if (site) own[entry.entityId] = site;
  }
  return own;
}
