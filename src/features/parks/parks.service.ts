import "server-only";
import { and, asc, eq, min, or } from "drizzle-orm";
import { featuresByPark, mandatoryNightlyFeeCents } from "@/features/availability/server";
import type { Db } from "@/server/db/client";
import {
  addons,
  campsites,
  campsiteTypes,
  parkImages,
  parks,
  parkTaxes,
  ratePeriods,
  rates,
} from "@/server/db/schema";
import { AppError } from "@/server/errors";
import { type GalleryPhoto, uploadedGalleries } from "./uploaded-photos.service";

const parkSummaryColumns = {
  id: parks.id,
  slug: parks.slug,
  name: parks.name,
  displayName: parks.displayName,
  city: parks.city,
  state: parks.state,
  latitude: parks.latitude,
  longitude: parks.longitude,
  heroImage: parks.heroImage,
  logoImage: parks.logoImage,
  parentParkId: parks.parentParkId,
};

/** Every active park, outposts included (they carry `parentParkId`), in the order staff set. */
export async function listParks(db: Db) {
  const rows = await db
    .select(parkSummaryColumns)
    .from(parks)
    .where(eq(parks.active, true))
    .orderBy(asc(parks.sortOrder), asc(parks.name));
  const featureMap = await featuresByPark(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({ ...row, parkFeatures: featureMap.get(row.id) ?? [] }));
}

type LowestRow = { campsiteTypeId: string; lowest: number | null };

/**
 * Each type's lowest base night over its season rates and its dated rate periods, as the search engine's
 * `lowestBaselinePrice` has it: a type without season rates is never open and has none.
 */
function lowestNightlyRates(seasonRates: LowestRow[], periods: LowestRow[]): Map<string, number> {
  const periodLowest = new Map(periods.map((row) => [row.campsiteTypeId, row.lowest]));
  const lowest = new Map<string, number>();
  for (const row of seasonRates) {
    if (row.lowest === null) continue;
    const period = periodLowest.get(row.campsiteTypeId) ?? null;
    lowest.set(row.campsiteTypeId, period === null ? row.lowest : Math.min(row.lowest, period));
  }
  return lowest;
}

/** A park page's data: the park with its page overrides resolved, types, add-ons, photos, outposts. */
export async function getParkBySlug(db: Db, slug: string) {
  const [park] = await db
    .select()
    .from(parks)
    .where(and(eq(parks.slug, slug), eq(parks.active, true)));
  if (!park) throw new AppError("NOT_FOUND", `No park has the address /${slug}.`);

  const [featureMap, types, lowestRates, lowestPeriods, parkAddons, photos, taxes, related, pins, uploaded] =
    await Promise.all([
      featuresByPark(db, [park.id]),
      db
        .select({
          id: campsiteTypes.id,
          slug: campsiteTypes.slug,
          name: campsiteTypes.name,
          category: campsiteTypes.category,
          description: campsiteTypes.description,
          photos: campsiteTypes.photos,
          amenities: campsiteTypes.amenities,
          maxGuests: campsiteTypes.maxGuests,
          maxPets: campsiteTypes.maxPets,
          bookableOnline: campsiteTypes.bookableOnline,
          lockFeeCents: campsiteTypes.lockFeeCents,
        })
        .from(campsiteTypes)
        .where(and(eq(campsiteTypes.parkId, park.id), eq(campsiteTypes.active, true)))
        .orderBy(asc(campsiteTypes.sortOrder), asc(campsiteTypes.name)),
      db
        .select({ campsiteTypeId: rates.campsiteTypeId, lowest: min(rates.nightlyCents) })
        .from(rates)
        .where(eq(rates.parkId, park.id))
        .groupBy(rates.campsiteTypeId),
      // Dated rate periods count too, as the search engine counts them (`lowestBaselinePrice`).
      db
        .select({ campsiteTypeId: ratePeriods.campsiteTypeId, lowest: min(ratePeriods.nightlyCents) })
        .from(ratePeriods)
        .where(eq(ratePeriods.parkId, park.id))
        .groupBy(ratePeriods.campsiteTypeId),
      db
        .select({
          id: addons.id,
          kind: addons.kind,
          name: addons.name,
          description: addons.description,
          priceCents: addons.priceCents,
          maxQuantity: addons.maxQuantity,
          categories: addons.categories,
          mandatory: addons.mandatory,
          chargedPer: addons.chargedPer,
        })
        .from(addons)
        .where(and(eq(addons.parkId, park.id), eq(addons.active, true)))
        .orderBy(asc(addons.kind), asc(addons.name)),
      db
        .select({ url: parkImages.url, alt: parkImages.alt })
        .from(parkImages)
        .where(eq(parkImages.parkId, park.id))
        .orderBy(asc(parkImages.sortOrder)),
      db
        .select({ name: parkTaxes.name, rateBp: parkTaxes.rateBp })
        .from(parkTaxes)
        .where(eq(parkTaxes.parkId, park.id)),
      // The parent of an outpost and the outposts of a park.
      db
        .select(parkSummaryColumns)
        .from(parks)
        .where(
          and(
            eq(parks.active, true),
            park.parentParkId
              ? or(eq(parks.id, park.parentParkId), eq(parks.parentParkId, park.id))
              : eq(parks.parentParkId, park.id),
          ),
        )
        .orderBy(asc(parks.sortOrder)),
      // Where each site is on the park's site map (the site chooser's pins).
      db
        .select({
          id: campsites.id,
          name: campsites.name,
          campsiteTypeId: campsites.campsiteTypeId,
          x: campsites.mapX,
          y: campsites.mapY,
        })
        .from(campsites)
        .where(and(eq(campsites.parkId, park.id), eq(campsites.active, true)))
        .orderBy(asc(campsites.name)),
      uploadedGalleries(db, park.id),
    ]);

  const lowestByType = lowestNightlyRates(lowestRates, lowestPeriods);
  const overrides = park.pageOverrides;
  const pageName = overrides.name ?? park.displayName;
  // Illustrations stand in until staff upload photos of the park or of a type (issue 15).
  const typeGallery = (type: (typeof types)[number]): GalleryPhoto[] =>
    uploaded.byType.get(type.id) ??
    type.photos.map((url, index) => ({
      url,
      alt: `${type.name} at ${pageName}${type.photos.length > 1 ? `, photo ${index + 1}` : ""}`,
    }));
  const address = `${park.addressLine1}, ${park.city}, ${park.state} ${park.postalCode}`;
  return {
    id: park.id,
    slug: park.slug,
    name: park.name,
    displayName: park.displayName,
    tagline: park.tagline,
    description: park.description,
    city: park.city,
    state: park.state,
    latitude: park.latitude,
    longitude: park.longitude,
    heroImage: park.heroImage,
    logoImage: park.logoImage,
    siteMapImage: park.siteMapImage,
    parentParkId: park.parentParkId,
    address: { line1: park.addressLine1, city: park.city, state: park.state, postalCode: park.postalCode },
    phone: park.phone,
    email: park.email,
    timeZone: park.timeZone,
    checkInTime: park.checkInTime,
    checkOutTime: park.checkOutTime,
    /** What the park page shows: the overrides of spec §2 where set. */
    page: {
      name: pageName,
      address: overrides.address ?? address,
      heroImage: overrides.heroImage ?? park.heroImage,
      logoImage: overrides.logoImage ?? park.logoImage,
    },
    parkFeatures: featureMap.get(park.id) ?? [],
    photos: uploaded.park.length > 0 ? uploaded.park : photos,
    campsiteTypes: types.map((type) => {
      const gallery = typeGallery(type);
      return {
        ...type,
        photos: gallery.map((photo) => photo.url),
        gallery,
        campsiteCategoryCode: type.category,
        // All-in: the lowest base night plus the mandatory nightly fees of the type's category.
        lowestBaselinePrice: lowestByType.has(type.id)
          ? (lowestByType.get(type.id) ?? 0) + mandatoryNightlyFeeCents(parkAddons, type.category)
          : null,
      };
    }),
    addons: parkAddons,
    taxes,
    policies: park.policies,
    cancellationPolicy: park.cancellationPolicy,
    auxiliaryPricing: park.auxiliaryPricing,
    parentPark: related.find((row) => row.id === park.parentParkId) ?? null,
    outposts: related.filter((row) => row.parentParkId === park.id),
    siteMapPins: pins.flatMap(({ x, y, ...pin }) => (x === null || y === null ? [] : [{ ...pin, x, y }])),
  };
}
