/**
 * Campsite types and their sites for each demo park (plain data). Shared templates keep the common types
 * (RV back-in, cabins …) identical in spirit across parks; each park sets its own sites and rates.
 */

export type Category = "tent" | "rv" | "lodging" | "other";
type SlideOut = 0 | 1 | 2;

/** RV info of a row of sites; values cycle over the sites so rigs of every size find (or miss) a fit. */
export type RvPattern = {
  rvTypes: string[];
  lengths: number[];
  slideouts: SlideOut[];
  /** Every n-th site also takes a tent, so tent conversion (domain.md) has sites to offer. */
  tentEvery?: number;
};

export type DemoSites = {
  /** Sites are named prefix + number: "B1" … "B16". */
  prefix: string;
  count: number;
  amenities: string[];
  /** Site numbers that are accessible (level pad, paved path). */
  accessible?: number[];
  rv?: RvPattern;
};

export type DemoType = {
  slug: string;
  name: string;
  category: Category;
  description: string;
  amenities: string[];
  maxGuests: number;
  maxAdults: number;
  maxChildren: number;
  maxPets: number;
  lockFeeCents: number;
  bookableOnline?: boolean;
  /** Base nightly rates in cents per season; `winter` only where the park keeps the type open in winter. */
  rates: { spring: number; peak: number; fall: number; winter?: number };
  sites: DemoSites;
};

type Template = Omit<DemoType, "rates" | "sites">;

const RIGS_ALL = ["Van", "Truck Camper", "Motorhome", "Travel Trailer", "Pop-Up", "Fifth-Wheel"];
const RIGS_SMALL = ["Van", "Truck Camper", "Travel Trailer", "Pop-Up"];

const fullHookupPullThrough: Template = {
  slug: "full-hookup-rv-pull-through",
  name: "Full Hookup RV Pull-Through",
  category: "rv",
  description:
    "Long, level gravel pull-throughs with 30/50-amp power, water and sewer at the pedestal. Drive in, " +
    "plug in, and be at the fire ring before the coffee is cold.",
  amenities: [
    "electric-30a",
    "electric-50a",
    "water",
    "sewer",
    "wifi",
    "fire-ring",
    "picnic-table",
    "pets-allowed",
  ],
  maxGuests: 8,
  maxAdults: 6,
  maxChildren: 6,
  maxPets: 2,
  lockFeeCents: 1_000,
};

const backInWaterElectric: Template = {
  slug: "back-in-rv-water-electric",
  name: "Back-In RV Water & Electric",
  category: "rv",
  description:
    "Shaded back-in sites with 30-amp power and water; the dump station is on your way out. Some are " +
    "roomy enough for a tent beside the camper.",
  amenities: ["electric-30a", "water", "fire-ring", "picnic-table", "parking", "pets-allowed"],
  maxGuests: 6,
  maxAdults: 4,
  maxChildren: 4,
  maxPets: 2,
  lockFeeCents: 1_000,
};

const rusticCabin: Template = {
  slug: "rustic-cabin",
  name: "Rustic Cabin",
  category: "lodging",
  description:
    "A one-room log cabin with a double bed, a bunk bed, electric light and heat, a porch and a fire ring " +
    "outside. Bring your own bedding; the bathhouse is a short walk away.",
  amenities: ["parking", "fire-ring", "picnic-table"],
  maxGuests: 4,
  maxAdults: 4,
  maxChildren: 3,
  maxPets: 0,
  lockFeeCents: 1_500,
};

const deluxeCabin: Template = {
  slug: "deluxe-cabin",
  name: "Deluxe Cabin",
  category: "lodging",
  description:
    "Two bedrooms, a full kitchen, a bathroom with a hot shower, air conditioning and a screened porch. " +
    "Linens and towels are provided; you bring the marshmallows.",
  amenities: ["air-conditioning", "kitchen", "wifi", "parking", "fire-ring", "picnic-table"],
  maxGuests: 6,
  maxAdults: 4,
  maxChildren: 4,
  maxPets: 1,
  lockFeeCents: 1_500,
};

const glampingTent: Template = {
  slug: "glamping-tent",
  name: "Glamping Tent",
  category: "other",
  description:
    "A canvas safari tent on a wooden deck with a queen bed, real linens, lanterns and a wood stove for " +
    "cool nights. Camping without the tent poles.",
  amenities: ["parking", "fire-ring", "picnic-table"],
  maxGuests: 4,
  maxAdults: 2,
  maxChildren: 2,
  maxPets: 0,
  lockFeeCents: 1_000,
};

const TENT_SITE_AMENITIES = ["fire-ring", "picnic-table", "parking"];

export const DEMO_TYPES: Record<string, DemoType[]> = {
  "catskill-conestoga-wagon-outpost": [
    {
      slug: "conestoga-wagon",
      name: "Conestoga Wagon",
      category: "other",
      description:
        "A covered wagon built the old way, with oak bows and white canvas, but with a queen bed, two bunks, " +
        "electric lanterns and a porch. Arrivals in peak season are on Fridays.",
      amenities: ["parking", "fire-ring", "picnic-table"],
      maxGuests: 4,
      maxAdults: 2,
      maxChildren: 2,
      maxPets: 0,
      lockFeeCents: 1_000,
      rates: { spring: 13_500, peak: 15_500, fall: 14_500 },
      sites: { prefix: "W", count: 10, amenities: ["fire-ring", "picnic-table"], accessible: [1] },
    },
    {
      ...rusticCabin,
      rates: { spring: 12_000, peak: 14_000, fall: 13_000 },
      sites: { prefix: "C", count: 6, amenities: ["fire-ring", "picnic-table"], accessible: [2] },
    },
    {
      ...fullHookupPullThrough,
      rates: { spring: 6_500, peak: 8_500, fall: 7_500 },
      sites: {
        prefix: "P",
        count: 12,
        amenities: ["electric-30a", "electric-50a", "water", "sewer", "fire-ring", "picnic-table"],
        accessible: [1],
        rv: { rvTypes: RIGS_ALL, lengths: [45, 40, 42, 38, 45, 35], slideouts: [2, 2, 1] },
      },
    },
    {
      slug: "wooded-tent-site",
      name: "Wooded Tent Site",
      category: "tent",
      description:
        "A flat tent pad under oaks and maples at the edge of the meadow, with a fire ring and a picnic table. " +
        "Park beside your site; the bathhouse is a two-minute walk.",
      amenities: ["fire-ring", "picnic-table", "parking", "pets-allowed"],
      maxGuests: 6,
      maxAdults: 4,
      maxChildren: 4,
      maxPets: 2,
      lockFeeCents: 1_000,
      rates: { spring: 3_800, peak: 4_800, fall: 4_200 },
      sites: { prefix: "T", count: 10, amenities: TENT_SITE_AMENITIES },
    },
  ],
  "trout-town-farms": [
    {
      ...backInWaterElectric,
      rates: { spring: 5_500, peak: 7_000, fall: 6_200 },
      sites: {
        prefix: "B",
        count: 16,
        amenities: ["electric-30a", "water", "fire-ring", "picnic-table"],
        accessible: [1, 2],
        rv: {
          rvTypes: RIGS_ALL,
          lengths: [30, 35, 28, 40, 32, 25, 36],
          slideouts: [0, 1, 2, 1],
          tentEvery: 2,
        },
      },
    },
    {
      ...fullHookupPullThrough,
      rates: { spring: 6_800, peak: 8_500, fall: 7_600 },
      sites: {
        prefix: "P",
        count: 10,
        amenities: ["electric-30a", "electric-50a", "water", "sewer", "wifi", "fire-ring", "picnic-table"],
        rv: { rvTypes: RIGS_ALL, lengths: [45, 42, 40, 45], slideouts: [2, 1, 2] },
      },
    },
    {
      slug: "orchard-tent-site",
      name: "Orchard Tent Site",
      category: "tent",
      description:
        "Grassy sites between rows of old apple trees, close to the pool and the bathhouse. In September the " +
        "windfalls are yours.",
      amenities: ["fire-ring", "picnic-table", "parking", "pets-allowed", "pool-access"],
      maxGuests: 6,
      maxAdults: 4,
      maxChildren: 4,
      maxPets: 2,
      lockFeeCents: 1_000,
      rates: { spring: 3_900, peak: 5_500, fall: 4_500 },
      sites: { prefix: "T", count: 12, amenities: TENT_SITE_AMENITIES, accessible: [3] },
    },
    {
      ...deluxeCabin,
      amenities: [...deluxeCabin.amenities, "pool-access", "pets-allowed"],
      rates: { spring: 17_500, peak: 22_000, fall: 19_500 },
      sites: { prefix: "D", count: 6, amenities: ["fire-ring", "picnic-table"], accessible: [1] },
    },
    {
      ...glampingTent,
      amenities: [...glampingTent.amenities, "pool-access"],
      rates: { spring: 13_500, peak: 15_000, fall: 14_500 },
      sites: { prefix: "S", count: 5, amenities: ["fire-ring", "picnic-table"] },
    },
    {
      slug: "group-tent-site",
      name: "Group Tent Site",
      category: "tent",
      description:
        "A big mowed field for up to twenty campers (scout troops, family reunions) with two fire rings and " +
        "a shared pavilion. Call the farm to plan your group's stay.",
      amenities: ["fire-ring", "picnic-table", "parking", "water"],
      maxGuests: 20,
      maxAdults: 12,
      maxChildren: 16,
      maxPets: 2,
      lockFeeCents: 0,
      bookableOnline: false,
      rates: { spring: 9_000, peak: 12_000, fall: 10_000 },
      sites: { prefix: "G", count: 2, amenities: ["fire-ring", "picnic-table", "water"] },
    },
  ],
  "beaverkill-bend": [
    {
      slug: "riverside-tent-site",
      name: "Riverside Tent Site",
      category: "tent",
      description:
        "Tent sites on the grassy bank of the Beaverkill, each with a few steps down to the water. Fall asleep " +
        "to the riffles, wake up to rising trout.",
      amenities: ["fire-ring", "picnic-table", "parking", "pets-allowed"],
      maxGuests: 6,
      maxAdults: 4,
      maxChildren: 4,
      maxPets: 1,
      lockFeeCents: 1_000,
      rates: { spring: 4_200, peak: 5_500, fall: 4_800 },
      sites: { prefix: "R", count: 14, amenities: TENT_SITE_AMENITIES, accessible: [1] },
    },
    {
      ...backInWaterElectric,
      rates: { spring: 5_800, peak: 7_500, fall: 6_500 },
      sites: {
        prefix: "A",
        count: 12,
        amenities: ["electric-30a", "water", "fire-ring", "picnic-table"],
        accessible: [4],
        rv: { rvTypes: RIGS_SMALL, lengths: [25, 28, 30, 34, 26], slideouts: [0, 0, 1], tentEvery: 3 },
      },
    },
    {
      ...rusticCabin,
      description: `${rusticCabin.description} A wood stove keeps it warm all winter.`,
      rates: { spring: 12_500, peak: 14_500, fall: 13_500, winter: 12_000 },
      sites: { prefix: "C", count: 4, amenities: ["fire-ring", "picnic-table"] },
    },
    {
      ...deluxeCabin,
      rates: { spring: 18_000, peak: 21_000, fall: 19_500, winter: 17_000 },
      sites: { prefix: "D", count: 3, amenities: ["fire-ring", "picnic-table"], accessible: [1] },
    },
    {
      ...glampingTent,
      slug: "canvas-bell-tent",
      name: "Canvas Bell Tent",
      description:
        "A round canvas bell tent on a riverside platform, with a queen bed, rugs, string lights and a fire " +
        "pit with two Adirondack chairs.",
      rates: { spring: 13_000, peak: 15_000, fall: 14_000 },
      sites: { prefix: "L", count: 4, amenities: ["fire-ring"] },
    },
  ],
  "willowemoc-creek-outpost": [
    {
      slug: "walk-in-tent-site",
      name: "Walk-In Tent Site",
      category: "tent",
      description:
        "Park at the lot and carry your gear a hundred yards to a hemlock-shaded pad by the creek. Quiet, " +
        "dark and a little wild.",
      amenities: ["fire-ring", "picnic-table", "pets-allowed"],
      maxGuests: 4,
      maxAdults: 4,
      maxChildren: 3,
      maxPets: 1,
      lockFeeCents: 1_000,
      rates: { spring: 3_500, peak: 4_500, fall: 4_000 },
      sites: { prefix: "K", count: 8, amenities: ["fire-ring", "picnic-table"] },
    },
    {
      ...backInWaterElectric,
      rates: { spring: 5_500, peak: 6_500, fall: 6_000 },
      sites: {
        prefix: "E",
        count: 6,
        amenities: ["electric-30a", "water", "fire-ring", "picnic-table"],
        accessible: [1],
        rv: { rvTypes: [...RIGS_SMALL, "Tent"], lengths: [25, 32, 28], slideouts: [0, 1] },
      },
    },
    {
      ...rusticCabin,
      slug: "creekside-cabin",
      name: "Creekside Cabin",
      description: `${rusticCabin.description} The porch hangs right over the Willowemoc.`,
      rates: { spring: 12_000, peak: 13_500, fall: 12_500 },
      sites: { prefix: "C", count: 3, amenities: ["fire-ring", "picnic-table"] },
    },
    {
      slug: "anglers-lean-to",
      name: "Angler's Lean-To",
      category: "other",
      description:
        "An open-front log lean-to with a raised sleeping platform for two, a rod rack and a fire ring " +
        "facing the creek. Bring a sleeping pad and an early alarm.",
      amenities: ["fire-ring", "picnic-table"],
      maxGuests: 2,
      maxAdults: 2,
      maxChildren: 1,
      maxPets: 0,
      lockFeeCents: 500,
      rates: { spring: 4_500, peak: 5_500, fall: 5_000 },
      sites: { prefix: "L", count: 3, amenities: ["fire-ring"] },
    },
  ],
};

export function typePhoto(parkSlug: string, typeSlug: string): string {
  return `/art/types/${parkSlug}/${typeSlug}.webp`;
}
