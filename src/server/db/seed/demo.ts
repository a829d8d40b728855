/**
 * Seeds the demo parks, their inventory, calendar, prices, promotions and content when the database has no
 * park yet. One transaction: a failed seed leaves nothing behind, and the next start tries again.
 */
import { and, inArray, isNull, sql } from "drizzle-orm";
import { todayIn } from "../../../lib/stay-dates";
import type { Db } from "../client";
import {
  addons,
  banners,
  bookingRules,
  campsites,
  campsiteTypes,
  closedDates,
  contentPages,
  features,
  holidays,
  membershipEventParks,
  membershipEvents,
  menuLinks,
  parkFeatures,
  parkImages,
  parks,
  parkTaxes,
  pricingRules,
  promoCodes,
  rates,
  seasons,
  siteSettings,
} from "../schema";
import {
  DEMAND_TIERS,
  DEMO_RULES,
  demoClosedDates,
  demoHolidays,
  demoMembershipEvent,
  demoPromoCodes,
  demoSeasons,
  HOLIDAY_FACTOR_BP,
  PARK_DEFAULT_RULE,
  SEASON_RATE,
} from "./demo-calendar";
import { DEMO_BANNER, DEMO_PAGES_ABOUT_US, DEMO_SETTINGS } from "./demo-content";
import { DEMO_PAGES_LEGAL } from "./demo-legal";
import { DEMO_ADDONS, DEMO_FEATURES, DEMO_LOCALITY, DEMO_PARKS, DEMO_TAXES, parkArt } from "./demo-parks";
import { DEMO_PAGES_PLACES } from "./demo-places";
import { insertDemoStaff } from "./demo-staff";
import { DEMO_TYPES, typePhoto } from "./demo-types";
import { sitePositions } from "./site-map-layout";

/** An arbitrary constant: two processes starting on one empty PostgreSQL database seed one after the other. */
const SEED_LOCK_ID = 7_241_002;

export async function seedDemoData(db: Db, options: { today?: string } = {}): Promise<{ seeded: boolean }> {
  const today = options.today ?? todayIn("America/New_York", new Date());
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    const [anyPark] = await tx.select({ id: parks.id }).from(parks).limit(1);
    if (anyPark) {
      // The footer's policy pages came later than the rest: a database seeded before gets them too.
      await tx
        .insert(contentPages)
        .values(DEMO_PAGES_LEGAL)
        .onConflictDoNothing({ target: contentPages.key });
      // So did the demo staff.
      await insertDemoStaff(tx);
      return { seeded: false };
    }

    const parkIds = await insertParks(tx);
    const featureIds = await insertFeatures(tx);
    await insertParkDetails(tx, parkIds, featureIds);
    const typeIds = await insertTypesAndSites(tx, parkIds);
    await insertCalendarAndPrices(tx, today, parkIds, typeIds);
    await insertPromotions(tx, today, parkIds);
    await insertContent(tx);
    await insertDemoStaff(tx);
    return { seeded: true };
  });
}

/** Parents first, so an outpost can point at its parent. Returns park id by slug. */
async function insertParks(tx: Db): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  const parents = DEMO_PARKS.filter((park) => !park.parentSlug);
  const outposts = DEMO_PARKS.filter((park) => park.parentSlug);
  for (const group of [parents, outposts]) {
    const rows = await tx
      .insert(parks)
      .values(
        group.map((park) => {
          const art = parkArt(park.slug);
          return {
            slug: park.slug,
            name: park.name,
            displayName: park.displayName,
            parentParkId: park.parentSlug ? ids.get(park.parentSlug) : null,
            tagline: park.tagline,
            description: park.description,
            addressLine1: park.addressLine1,
            ...DEMO_LOCALITY,
            phone: park.phone,
            email: park.email,
            timeZone: "America/New_York",
            latitude: park.latitude,
            longitude: park.longitude,
            checkInTime: park.checkInTime,
            checkOutTime: park.checkOutTime,
            heroImage: art.heroImage,
            logoImage: art.logoImage,
            siteMapImage: art.siteMapImage,
            pageOverrides: park.pageOverrides ?? {},
            auxiliaryPricing: park.auxiliaryPricing ?? {},
            cancellationPolicy: park.cancellationPolicy,
            policies: park.policies,
            sortOrder: park.sortOrder,
          };
        }),
      )
      .returning({ id: parks.id, slug: parks.slug });
    for (const row of rows) ids.set(row.slug, row.id);
  }
  return ids;
}

/** Features may survive an emptied parks table; reuse them by key. Returns feature id by key. */
async function insertFeatures(tx: Db): Promise<Map<string, string>> {
  await tx
    .insert(features)
    .values(DEMO_FEATURES.map((feature) => ({ ...feature })))
    .onConflictDoNothing({ target: features.key });
  const rows = await tx
    .select({ id: features.id, key: features.key })
    .from(features)
    .where(
      inArray(
        features.key,
        DEMO_FEATURES.map((feature) => feature.key),
      ),
    );
  return new Map(rows.map((row) => [row.key, row.id]));
}

async function insertParkDetails(tx: Db, parkIds: Map<string, string>, featureIds: Map<string, string>) {
  const parkId = (slug: string) => parkIds.get(slug)!;
  await tx
    .insert(parkFeatures)
    .values(
      DEMO_PARKS.flatMap((park) =>
        park.features.map((key) => ({ parkId: parkId(park.slug), featureId: featureIds.get(key)! })),
      ),
    );
  await tx.insert(parkImages).values(
    DEMO_PARKS.flatMap((park) =>
      park.photoAlts.map((alt, index) => ({
        parkId: parkId(park.slug),
        url: parkArt(park.slug).photo(index + 1),
        alt,
        sortOrder: index + 1,
      })),
    ),
  );
  await tx
    .insert(parkTaxes)
    .values(DEMO_PARKS.flatMap((park) => DEMO_TAXES.map((tax) => ({ parkId: parkId(park.slug), ...tax }))));
  await tx.insert(addons).values(
    DEMO_PARKS.flatMap((park) =>
      park.addons.map((key) => {
        const addon: (typeof DEMO_ADDONS)[keyof typeof DEMO_ADDONS] = DEMO_ADDONS[key];
        return {
          parkId: parkId(park.slug),
          kind: addon.kind,
          name: addon.name,
          description: addon.description,
          priceCents: addon.priceCents,
          maxQuantity: addon.maxQuantity,
          categories: "categories" in addon ? [...addon.categories] : [],
          mandatory: "mandatory" in addon ? addon.mandatory : false,
          chargedPer: "chargedPer" in addon ? addon.chargedPer : ("site" as const),
        };
      }),
    ),
  );
  await tx.insert(pricingRules).values(
    DEMO_PARKS.map((park) => ({
      parkId: parkId(park.slug),
      weekendFactorBp: park.weekendFactorBp,
      holidayFactorBp: HOLIDAY_FACTOR_BP,
      demandTiers: DEMAND_TIERS,
    })),
  );
}

/** Returns type id by `${parkSlug}/${typeSlug}`. */
async function insertTypesAndSites(tx: Db, parkIds: Map<string, string>): Promise<Map<string, string>> {
  const typeRows = Object.entries(DEMO_TYPES).flatMap(([parkSlug, types]) =>
    types.map((type, index) => ({
      parkId: parkIds.get(parkSlug)!,
      slug: type.slug,
      name: type.name,
      category: type.category,
      description: type.description,
      photos: [typePhoto(parkSlug, type.slug)],
      amenities: type.amenities,
      maxGuests: type.maxGuests,
      maxAdults: type.maxAdults,
      maxChildren: type.maxChildren,
      maxPets: type.maxPets,
      bookableOnline: type.bookableOnline ?? true,
      lockFeeCents: type.lockFeeCents,
      sortOrder: index + 1,
    })),
  );
  const inserted = await tx
    .insert(campsiteTypes)
    .values(typeRows)
    .returning({ id: campsiteTypes.id, parkId: campsiteTypes.parkId, slug: campsiteTypes.slug });
  const slugByParkId = new Map([...parkIds].map(([slug, id]) => [id, slug]));
  const typeIds = new Map(inserted.map((row) => [`${slugByParkId.get(row.parkId)}/${row.slug}`, row.id]));

  const siteRows = Object.entries(DEMO_TYPES).flatMap(([parkSlug, types]) => {
    const positions = sitePositions(types.map((type) => type.sites.count));
    return types.flatMap((type, typeIndex) =>
      Array.from({ length: type.sites.count }, (_, index) => {
        const number = index + 1;
        const rv = type.sites.rv;
        const withTent = rv?.tentEvery !== undefined && number % rv.tentEvery === 0;
        return {
          parkId: parkIds.get(parkSlug)!,
          campsiteTypeId: typeIds.get(`${parkSlug}/${type.slug}`)!,
          name: `${type.sites.prefix}${number}`,
          amenities: type.sites.amenities,
          // All three RV fields or none (CHECK campsites_rv_info_complete).
          rvTypes: rv ? (withTent ? ["Tent", ...rv.rvTypes] : rv.rvTypes) : null,
          rvLengthMax: rv ? rv.lengths[index % rv.lengths.length]! : null,
          rvSlideoutValue: rv ? rv.slideouts[index % rv.slideouts.length]! : null,
          accessible: type.sites.accessible?.includes(number) ?? false,
          mapX: positions[typeIndex]![index]!.x,
          mapY: positions[typeIndex]![index]!.y,
        };
      }),
    );
  });
  await tx.insert(campsites).values(siteRows);
  return typeIds;
}

async function insertCalendarAndPrices(
  tx: Db,
  today: string,
  parkIds: Map<string, string>,
  typeIds: Map<string, string>,
) {
  const seasonRows = DEMO_PARKS.flatMap((park) =>
    demoSeasons(today, park.winterLodging ?? false).map((season) => ({
      parkId: parkIds.get(park.slug)!,
      ...season,
    })),
  );
  const insertedSeasons = await tx
    .insert(seasons)
    .values(seasonRows)
    .returning({ id: seasons.id, parkId: seasons.parkId, name: seasons.name });

  const rateRows = Object.entries(DEMO_TYPES).flatMap(([parkSlug, types]) => {
    const parkSeasons = insertedSeasons.filter((season) => season.parkId === parkIds.get(parkSlug));
    return types.flatMap((type) =>
      parkSeasons.flatMap((season) => {
        // A type without a rate for a season (tents in winter) cannot be booked in it.
        const nightlyCents = type.rates[SEASON_RATE[season.name as keyof typeof SEASON_RATE]];
        if (nightlyCents === undefined) return [];
        return [
          {
            parkId: season.parkId,
            campsiteTypeId: typeIds.get(`${parkSlug}/${type.slug}`)!,
            seasonId: season.id,
            nightlyCents,
          },
        ];
      }),
    );
  });
  await tx.insert(rates).values(rateRows);

  const ruleRows = [
    ...DEMO_PARKS.map((park) => ({ parkId: parkIds.get(park.slug)!, ...PARK_DEFAULT_RULE })),
    ...DEMO_RULES.flatMap(({ parkSlug, typeSlug, season, rule }) => {
      const parkId = parkIds.get(parkSlug)!;
      const campsiteTypeId = typeSlug ? typeIds.get(`${parkSlug}/${typeSlug}`)! : null;
      const seasonIds = season
        ? insertedSeasons.filter((row) => row.parkId === parkId && row.name === season).map((row) => row.id)
        : [null];
      return seasonIds.map((seasonId) => ({ parkId, campsiteTypeId, seasonId, ...rule }));
    }),
  ];
  await tx.insert(bookingRules).values(ruleRows);

  await tx.insert(closedDates).values(
    demoClosedDates(today).map(({ parkSlug, ...closed }) => ({
      parkId: parkIds.get(parkSlug)!,
      ...closed,
    })),
  );

  // Holidays are shared by every park and may outlive the parks; add only the missing ones.
  const wanted = demoHolidays(today);
  const existing = await tx
    .select({ date: holidays.date, name: holidays.name })
    .from(holidays)
    .where(
      and(
        isNull(holidays.parkId),
        inArray(
          holidays.date,
          wanted.map((holiday) => holiday.date),
        ),
      ),
    );
  const missing = wanted.filter(
    (holiday) => !existing.some((row) => row.date === holiday.date && row.name === holiday.name),
  );
  if (missing.length > 0)
    await tx.insert(holidays).values(missing.map((holiday) => ({ ...holiday, parkId: null })));
}

async function insertPromotions(tx: Db, today: string, parkIds: Map<string, string>) {
  await tx
    .insert(promoCodes)
    .values(
      demoPromoCodes(today).map(({ parkSlug, ...promo }) => ({
        ...promo,
        parkId: parkSlug ? parkIds.get(parkSlug)! : null,
      })),
    )
    .onConflictDoNothing({ target: promoCodes.code });

  const { parkSlugs, ...event } = demoMembershipEvent(today, DEMO_PARKS);
  const [inserted] = await tx.insert(membershipEvents).values(event).returning({ id: membershipEvents.id });
  await tx
    .insert(membershipEventParks)
    .values(parkSlugs.map((slug) => ({ eventId: inserted!.id, parkId: parkIds.get(slug)! })));

  await tx.insert(banners).values({ ...DEMO_BANNER, startsAt: new Date(`${today}T00:00:00Z`) });
}

async function insertContent(tx: Db) {
  await insertLocationLinks(tx);
  await tx
    .insert(contentPages)
    .values([...DEMO_PAGES_ABOUT_US, ...DEMO_PAGES_PLACES, ...DEMO_PAGES_LEGAL])
    .onConflictDoNothing({ target: contentPages.key });
  await tx.insert(siteSettings).values(DEMO_SETTINGS).onConflictDoNothing({ target: siteSettings.key });
}

/**
 * The Locations dropdown (menu_links, group `locations`): every park with its hero image, each parent followed by
 * its outposts. The site's other menus come with the migration that created the table.
 */
async function insertLocationLinks(tx: Db) {
  const parents = DEMO_PARKS.filter((park) => !park.parentSlug);
  const ordered = parents.flatMap((parent) => [
    parent,
    ...DEMO_PARKS.filter((park) => park.parentSlug === parent.slug),
  ]);
  await tx
    .insert(menuLinks)
    .values(
      ordered.map((park, index) => ({
        group: "locations" as const,
        position: index + 1,
        text: park.displayName,
        url: `/${park.slug}`,
        image: parkArt(park.slug).heroImage,
      })),
    )
    .onConflictDoNothing();
}
