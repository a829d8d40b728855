import { z } from "zod";
import { EQUIPMENT_TYPES } from "@/features/availability/engine-types";
import { ZAffectedReservation } from "@/lib/affected-reservation";
import { CAMPSITE_CATEGORIES } from "@/lib/campsites/categories";

const ZName = (max: number) =>
  z.string().trim().min(1, "Enter a name.").max(max, `Keep the name under ${max} characters.`);

/**
 * Site and type amenities as codes ("fire-ring", "electric-30a"): the guest site labels the known ones and the
 * search filters by them; another code reads as its words ("outdoor-shower" → "Outdoor shower"). Each once.
 */
const ZAmenities = z
  .array(
    z
      .string()
      .max(40, "Keep each amenity under 40 characters.")
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "Write amenities in lower case with dashes, like outdoor-shower."),
  )
  .max(30, "List at most 30 amenities.")
  .refine((list) => new Set(list).size === list.length, "List each amenity once.");

const count = (min: number, max: number, what: string) =>
  z
    .number(`Enter the ${what}.`)
    .int(`Enter a whole number for the ${what}.`)
    .min(min, `The ${what} is at least ${min}.`)
    .max(max, `The ${what} is at most ${max}.`);

/** `admin.campsiteTypes.upsert`: a new type of the park (no `id`) or the type `id` of the park, all its fields. */
export const ZCampsiteTypeUpsertInput = z
  .object({
    parkId: z.uuid(),
    id: z.uuid().optional(),
    name: ZName(80),
    /** Left out for a new type: made from the name. */
    slug: z
      .string()
      .trim()
      .max(80)
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "Use lower-case letters, digits and dashes, like orchard-tent-site.")
      .optional(),
    category: z.enum(CAMPSITE_CATEGORIES, "Choose tent, RV, lodging or other."),
    description: z.string().trim().max(4000, "Keep the description under 4,000 characters."),
    amenities: ZAmenities,
    maxGuests: count(1, 50, "number of guests"),
    maxAdults: count(1, 50, "number of adults"),
    maxChildren: count(0, 50, "number of children"),
    maxPets: count(0, 10, "number of pets"),
    bookableOnline: z.boolean(),
    /** What a guest pays to pick a specific site, in cents. */
    lockFeeCents: count(0, 100_000, "site lock fee"),
    sortOrder: count(0, 9999, "position"),
    active: z.boolean(),
    /** Deactivating a type with future reservations saves only with `confirm` (decision 0027). */
    confirm: z.boolean().default(false),
  })
  .superRefine((type, context) => {
    if (type.maxAdults > type.maxGuests)
      context.addIssue({
        code: "custom",
        path: ["maxAdults"],
        message: "The adults cannot be more than the guests in all.",
      });
    if (type.maxChildren > type.maxGuests)
      context.addIssue({
        code: "custom",
        path: ["maxChildren"],
        message: "The children cannot be more than the guests in all.",
      });
  });
export type TCampsiteTypeUpsertInput = z.infer<typeof ZCampsiteTypeUpsertInput>;

const ZSlideOut = z.union([z.literal(0), z.literal(1), z.literal(2)], "Choose none, one side or both sides.");
const ZMapPercent = z
  .number("Enter a position in percent.")
  .min(0, "Use a position from 0 to 100 %.")
  .max(100, "Use a position from 0 to 100 %.");

const RV_FIELDS = ["rvTypes", "rvLengthMax", "rvSlideoutValue"] as const;

/**
 * `admin.campsites.upsert`: a new site of the park (no `id`) or the site `id`, all its fields. The RV fields go
 * together (all three or none: a site that takes no RV), like the map position (both or neither).
 */
export const ZCampsiteUpsertInput = z
  .object({
    parkId: z.uuid(),
    id: z.uuid().optional(),
    campsiteTypeId: z.uuid("Choose the site's type."),
    name: ZName(20),
    amenities: ZAmenities,
    rvTypes: z
      .array(z.enum(EQUIPMENT_TYPES, "Choose rigs from the list."))
      .min(1, "Choose at least one rig, or clear the RV details.")
      .max(EQUIPMENT_TYPES.length)
      .refine((list) => new Set(list).size === list.length, "Choose each rig once.")
      .nullable(),
    rvLengthMax: count(1, 100, "longest rig in feet").nullable(),
    rvSlideoutValue: ZSlideOut.nullable(),
    accessible: z.boolean(),
    mapX: ZMapPercent.nullable(),
    mapY: ZMapPercent.nullable(),
    /** Moving a site with future reservations to another type saves only with `confirm` (decision 0027). */
    confirm: z.boolean().default(false),
  })
  .superRefine((site, context) => {
    // An empty rig list is its own problem (at least one rig), not a missing field.
    const given = (field: (typeof RV_FIELDS)[number]) => site[field] !== null && site[field] !== undefined;
    const isSet = (field: (typeof RV_FIELDS)[number]) =>
      field === "rvTypes" ? (site.rvTypes?.length ?? 0) > 0 : given(field);
    const setCount = RV_FIELDS.filter(isSet).length;
    if (setCount > 0 && setCount < RV_FIELDS.length) {
      for (const field of RV_FIELDS.filter((candidate) => !given(candidate)))
        context.addIssue({
          code: "custom",
          path: [field],
          message: "Give the rigs, the longest length and the slide-outs together, or none of them.",
        });
    }
    if ((site.mapX === null) !== (site.mapY === null))
      context.addIssue({
        code: "custom",
        path: [site.mapX === null ? "mapX" : "mapY"],
        message: "Give both map positions, or neither.",
      });
  });
export type TCampsiteUpsertInput = z.infer<typeof ZCampsiteUpsertInput>;

export const ZSetCampsiteActiveInput = z.object({
  campsiteId: z.uuid(),
  active: z.boolean(),
  /** Deactivating a site with future reservations saves only with `confirm`. */
  confirm: z.boolean().default(false),
});

export const ZCampsiteTypeRow = z.object({
  id: z.uuid(),
  parkId: z.uuid(),
  slug: z.string(),
  name: z.string(),
  category: z.enum(CAMPSITE_CATEGORIES),
  description: z.string(),
  amenities: z.array(z.string()),
  maxGuests: z.number().int(),
  maxAdults: z.number().int(),
  maxChildren: z.number().int(),
  maxPets: z.number().int(),
  bookableOnline: z.boolean(),
  lockFeeCents: z.number().int(),
  sortOrder: z.number().int(),
  active: z.boolean(),
});
export type TCampsiteTypeRow = z.infer<typeof ZCampsiteTypeRow>;

export const ZCampsiteRow = z.object({
  id: z.uuid(),
  parkId: z.uuid(),
  campsiteTypeId: z.uuid(),
  name: z.string(),
  amenities: z.array(z.string()),
  rvTypes: z.array(z.string()).nullable(),
  rvLengthMax: z.number().int().nullable(),
  rvSlideoutValue: z.number().int().nullable(),
  accessible: z.boolean(),
  mapX: z.number().nullable(),
  mapY: z.number().nullable(),
  active: z.boolean(),
});
export type TCampsiteRow = z.infer<typeof ZCampsiteRow>;

/** `admin.campsiteTypes.list`: the park's site map and every type with its sites, inactive ones included. */
export const ZInventory = z.object({
  park: z.object({
    id: z.uuid(),
    slug: z.string(),
    name: z.string(),
    siteMapImage: z.string().nullable(),
    /** Open to guests (a new park is closed until it is set up, decision 0062). */
    active: z.boolean(),
  }),
  types: z.array(
    ZCampsiteTypeRow.extend({
      /** Has a base rate in a season that has not ended: guests can be offered it. */
      priced: z.boolean(),
      sites: z.array(ZCampsiteRow),
    }),
  ),
});

/** A change that strands reservations answers `saved: false` with them listed; staff confirm to save. */
const confirmable = <Shape extends z.ZodRawShape>(row: z.ZodObject<Shape>) =>
  z.discriminatedUnion("saved", [
    z.object({ saved: z.literal(false), affected: z.array(ZAffectedReservation) }),
    row.extend({ saved: z.literal(true), affected: z.array(ZAffectedReservation) }),
  ]);

export const ZCampsiteTypeSaved = confirmable(ZCampsiteTypeRow);
export const ZCampsiteSaved = confirmable(ZCampsiteRow);
