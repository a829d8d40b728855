import { sql } from "drizzle-orm";
import { check, customType, index, integer, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { id, ref, timestamps } from "./columns";
import { campsites, campsiteTypes } from "./inventory";
import { parks } from "./parks";

/**
 * Binary bytes as a Buffer on both drivers: node-postgres answers a Buffer, PGlite a Uint8Array, and a driver
 * without a bytea parser the text form `\x89504e…`.
 */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array | string }>({
  dataType: () => "bytea",
  toDriver: (value) => value,
  fromDriver: (value) => {
    if (Buffer.isBuffer(value)) return value;
    if (typeof value === "string") return Buffer.from(value.replace(/^\\x/, ""), "hex");
    return Buffer.from(value.buffer, value.byteOffset, value.byteLength);
  },
});

/**
 * A photo staff uploaded for a park, a campsite type or one site (staff console "Photos"). The bytes live in
 * `photo_variants`, resized to the image widths of spec §9, so every app process serves the same files
 * (nothing on one machine's disk). `sortOrder` orders a gallery; the first photo is the cover.
 */
export const photos = pgTable(
  "photos",
  {
    id: id(),
    parkId: ref(() => parks.id, "cascade"),
    campsiteTypeId: uuid().references(() => campsiteTypes.id, { onDelete: "cascade" }),
    campsiteId: uuid().references(() => campsites.id, { onDelete: "cascade" }),
    alt: text().notNull(),
    width: integer().notNull(),
    height: integer().notNull(),
    sortOrder: integer().notNull().default(0),
    ...timestamps,
  },
  (table) => [
    index("photos_park_idx").on(table.parkId, table.campsiteTypeId, table.sortOrder),
    check("photos_size_positive", sql`${table.width} > 0 and ${table.height} > 0`),
  ],
);

/** One resized copy of a photo (WebP), by width. */
export const photoVariants = pgTable(
  "photo_variants",
  {
    photoId: ref(() => photos.id, "cascade"),
    width: integer().notNull(),
    height: integer().notNull(),
    contentType: text().notNull(),
    bytes: bytea().notNull(),
  },
  (table) => [primaryKey({ columns: [table.photoId, table.width] })],
);
