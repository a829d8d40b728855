/**
 * Generators for the scale seed (`scale.ts`): time-ordered ids, the campsite types and sites of a synthetic park,
 * and its year of reservations.
 */
import { randomBytes } from "node:crypto";
import type { Random } from "@/lib/seeded-random";
import type {
  CancellationPolicy,
  GuestDetails,
  orderParks,
  orders,
  reservations,
  siteAllocations,
} from "../schema";
import type { DemoType } from "./demo-types";

/** The days from `today` on: date string, Friday/Saturday night, and season index of each day offset. */
export type ScaleCalendar = {
  today: string;
  dates: string[];
  weekendNight: boolean[];
  seasonOfDay: number[];
};

/** Makers of ids for the scale seed's rows; see orderedUuids. */
export type ScaleIds = { next: () => string; spaced: () => string };

/**
 * UUIDs in increasing order, in the version 7 layout: a millisecond count from the run's start, a 12-bit sequence
 * within it, then bits drawn at random once per run. Rows inserted in id order append to their indexes instead of
 * landing on random pages. `spaced` ids (parks and sites) take a millisecond each: btree_gist reads a uuid as a
 * double, its first 53 bits, to choose where a claim goes in the exclusion constraint's GiST index, and only ids
 * that differ there keep each park's and each site's claims together (at 2,000 parks, ids sharing milliseconds
 * made each insert's overlap check read ~900 pages of that index instead of a handful). The count never runs
 * ahead of the clock: 4,096 ids or one spaced id a millisecond is far more than the seed makes.
 */
export function orderedUuids(startedAt = Date.now()): ScaleIds {
  const tail = randomBytes(8).toString("hex");
  const runBits = `${((Number.parseInt(tail[0]!, 16) & 0x3) | 0x8).toString(16)}${tail.slice(1, 4)}-${tail.slice(4)}`;
  let millisecond = startedAt;
  let sequence = -1;
  const format = () => {
    const time = millisecond.toString(16).padStart(12, "0");
    return `${time.slice(0, 8)}-${time.slice(8)}-7${sequence.toString(16).padStart(3, "0")}-${runBits}`;
  };
  return {
    next: () => {
      sequence += 1;
      if (sequence > 0xfff) {
        millisecond += 1;
        sequence = 0;
      }
      return format();
    },
    spaced: () => {
      millisecond += 1;
      sequence = 0;
      return format();
    },
  };
}

/** A whole number in [min, max], both inclusive. */
export function randomInt(random: Random, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}

const RIGS = ["Van", "Truck Camper", "Motorhome", "Travel Trailer", "Pop-Up", "Fifth-Wheel"];

type Template = Pick<
  DemoType,
  | "slug"
  | "name"
  | "category"
  | "amenities"
  | "maxGuests"
  | "maxAdults"
  | "maxChildren"
  | "maxPets"
  | "lockFeeCents"
> & {
  prefix: string;
  /** Base nightly rate range in cents, before a per-season spread. */
  rate: [number, number];
};

const TEMPLATES: Template[] = [
  {
    slug: "tent-site",
    name: "Tent Site",
    category: "tent",
    prefix: "T",
    amenities: ["fire-ring", "picnic-table"],
    maxGuests: 6,
    maxAdults: 4,
    maxChildren: 4,
    maxPets: 2,
    lockFeeCents: 1_000,
    rate: [3_500, 5_500],
  },
  {
    slug: "rv-full-hookup",
    name: "Full Hookup RV Site",
    category: "rv",
    prefix: "P",
    amenities: ["electric-50a", "water", "sewer"],
    maxGuests: 8,
    maxAdults: 6,
    maxChildren: 6,
    maxPets: 2,
    lockFeeCents: 1_000,
    rate: [6_500, 8_500],
  },
  {
    slug: "rv-water-electric",
    name: "RV Water & Electric Site",
    category: "rv",
    prefix: "E",
    amenities: ["electric-30a", "water"],
    maxGuests: 6,
    maxAdults: 4,
    maxChildren: 4,
    maxPets: 2,
    lockFeeCents: 1_000,
    rate: [5_500, 7_000],
  },
  {
    slug: "cabin",
    name: "Cabin",
    category: "lodging",
    prefix: "C",
    amenities: ["kitchen", "air-conditioning"],
    maxGuests: 6,
    maxAdults: 4,
    maxChildren: 4,
    maxPets: 0,
    lockFeeCents: 1_500,
    rate: [12_000, 22_000],
  },
  {
    slug: "glamping-tent",
    name: "Glamping Tent",
    category: "other",
    prefix: "G",
    amenities: ["fire-ring"],
    maxGuests: 4,
    maxAdults: 2,
    maxChildren: 2,
    maxPets: 0,
    lockFeeCents: 1_000,
    rate: [13_000, 17_000],
  },
];

const round100 = (cents: number) => Math.round(cents / 100) * 100;

/** Five types over all categories and exactly 100 sites (the RV water & electric type takes the rest). */
export function scaleTypes(random: Random) {
  const counts = [
    randomInt(random, 20, 30),
    randomInt(random, 20, 30),
    0,
    randomInt(random, 10, 15),
    randomInt(random, 5, 10),
  ];
  counts[2] = 100 - counts.reduce((sum, count) => sum + count, 0);
  return TEMPLATES.map((template, t) => {
    const base = randomInt(random, template.rate[0], template.rate[1]);
    return {
      slug: template.slug,
      name: template.name,
      category: template.category,
      description: `Synthetic ${template.name.toLowerCase()} for benchmarks.`,
      amenities: template.amenities,
      maxGuests: template.maxGuests,
      maxAdults: template.maxAdults,
      maxChildren: template.maxChildren,
      maxPets: template.maxPets,
      lockFeeCents: template.lockFeeCents,
      // Early, Middle, Late seasons: the middle one is the peak.
      rates: [round100(base * 0.85), round100(base * 1.15), base],
      sites: Array.from({ length: counts[t]! }, (_, n) => {
        const rv = template.category === "rv";
        return {
          name: `${template.prefix}${n + 1}`,
          amenities: template.amenities,
          rvTypes: rv ? [...(random() < 0.3 ? ["Tent"] : []), ...RIGS.filter(() => random() < 0.8)] : null,
          rvLengthMax: rv ? randomInt(random, 25, 45) : null,
          rvSlideoutValue: rv ? randomInt(random, 0, 2) : null,
          accessible: random() < 0.05,
          mapX: Math.round((5 + random() * 90) * 10) / 10,
          mapY: Math.round((5 + random() * 90) * 10) / 10,
        };
      }),
    };
  });
}

const FIRST_NAMES = [
  "Ava",
  "Ben",
  "Carmen",
  "Dev",
  "Elena",
  "Frank",
  "Grace",
  "Hiro",
  "Ines",
  "Jack",
  "Kira",
  "Luis",
];
const LAST_NAMES = [
  "Adler",
  "Brooks",
  "Chen",
  "Diaz",
  "Evans",
  "Fischer",
  "Garcia",
  "Hughes",
  "Ito",
  "Jensen",
];

type ReservationInput = {
  parkId: string;
  parkNumber: string;
  /** The park's terms, the one object every reservation of the park is booked under. */
  cancellationPolicy: CancellationPolicy;
  random: Random;
  calendar: ScaleCalendar;
  horizonDays: number;
  weekendFactorBp: number;
  taxesBp: number[];
  sites: { id: string; campsiteTypeId: string; rates: number[]; maxChildren: number }[];
  taxOf: (amountCents: number, bp: number) => number;
  nextId: () => string;
};

/**
 * Walks each site through the year: a random gap of 0–5 nights, then a stay of 1–7 nights, and so on; a mean
 * stay of 4 and a mean gap of 2.5 fill about 60 % of the nights, and a site's stays never overlap.
 */
export function buildReservations(input: ReservationInput) {
  const { random, calendar } = input;
  const orderRows: (typeof orders.$inferInsert)[] = [];
  const orderParkRows: (typeof orderParks.$inferInsert)[] = [];
  const reservationRows: (typeof reservations.$inferInsert)[] = [];
  const allocationRows: (typeof siteAllocations.$inferInsert)[] = [];
  for (const site of input.sites) {
    let day = randomInt(random, 0, 3);
    for (;;) {
      const nights = randomInt(random, 1, 7);
      if (day + nights > input.horizonDays) break;
      const nightlyPricesCents = Array.from({ length: nights }, (_, n) => {
        const base = site.rates[calendar.seasonOfDay[day + n]!]!;
        return calendar.weekendNight[day + n] ? Math.round((base * input.weekendFactorBp) / 10_000) : base;
      });
      const subtotalCents = nightlyPricesCents.reduce((sum, cents) => sum + cents, 0);
      const taxesCents = input.taxesBp.reduce((sum, bp) => sum + input.taxOf(subtotalCents, bp), 0);
      const sequence = String(orderRows.length + 1).padStart(6, "0");
      const orderId = input.nextId();
      const reservationId = input.nextId();
      const arrival = calendar.dates[day]!;
      const departure = calendar.dates[day + nights]!;
      orderRows.push({
        id: orderId,
        invoiceUuid: input.nextId(),
        orderConfirmation: `SCALE-${input.parkNumber}-${sequence}`,
        idempotencyKey: `scale-seed:${input.parkNumber}:${sequence}`,
        requestHash: `scale-seed:${input.parkNumber}:${sequence}`,
        guest: guest(random, sequence),
        subtotalCents,
        taxesCents,
        totalCents: subtotalCents + taxesCents,
      });
      orderParkRows.push({
        id: input.nextId(),
        orderId,
        parkId: input.parkId,
        subtotalCents,
        taxesCents,
        totalCents: subtotalCents + taxesCents,
      });
      reservationRows.push({
        id: reservationId,
        orderId,
        parkId: input.parkId,
        campsiteTypeId: site.campsiteTypeId,
        campsiteId: site.id,
        arrival,
        departure,
        adults: randomInt(random, 1, 4),
        children: randomInt(random, 0, Math.min(2, site.maxChildren)),
        nightlyPricesCents,
        subtotalCents,
        taxesCents,
        cancellationPolicy: input.cancellationPolicy,
      });
      allocationRows.push({
        id: input.nextId(),
        parkId: input.parkId,
        campsiteId: site.id,
        stay: `[${arrival},${departure})`,
        kind: "reservation",
        reservationId,
      });
      day += nights + randomInt(random, 0, 5);
    }
  }
  return {
    orders: orderRows,
    orderParks: orderParkRows,
    reservations: reservationRows,
    allocations: allocationRows,
  };
}

/** Every generated guest's address. */
export const SAMPLE_ADDRESS: GuestDetails["address"] = {
  line1: "1 Sample Street",
  city: "Sampletown",
  state: "NY",
  postalCode: "12776",
  country: "US",
};

function guest(random: Random, sequence: string): GuestDetails {
  const firstName = FIRST_NAMES[randomInt(random, 0, FIRST_NAMES.length - 1)]!;
  const lastName = LAST_NAMES[randomInt(random, 0, LAST_NAMES.length - 1)]!;
  return {
    firstName,
    lastName,
    email: `${firstName}.${lastName}.${sequence}@guest.example`.toLowerCase(),
    phone: "555-0100",
    address: SAMPLE_ADDRESS,
  };
}
