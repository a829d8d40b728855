/**
 * Demo parks around Roscoe, NY ("Trout Town USA", Sullivan County, in the Catskills): plain data, inserted by
 * `demo.ts`. Every text is our own; images are paths under `/art/`, drawn by the repo's art script.
 */
import type { CancellationPolicy, ParkAuxiliaryPricing, ParkPageOverrides } from "../schema";

/** Canonical feature names; Bathrooms/Garbage/Waterpark are relabelled only when shown (spec §9). */
export const DEMO_FEATURES = [
  { key: "bathrooms", name: "Bathrooms", icon: "bath" },
  { key: "showers", name: "Hot Showers", icon: "shower-head" },
  { key: "garbage", name: "Garbage", icon: "trash-2" },
  { key: "waterpark", name: "Waterpark", icon: "waves" },
  { key: "pool", name: "Pool", icon: "waves-ladder" },
  { key: "wifi", name: "Wi-Fi", icon: "wifi" },
  { key: "playground", name: "Playground", icon: "baby" },
  { key: "camp-store", name: "Camp Store", icon: "store" },
  { key: "fishing", name: "River Fishing", icon: "fish" },
  { key: "laundry", name: "Laundry", icon: "washing-machine" },
  { key: "dog-park", name: "Dog Park", icon: "dog" },
  { key: "firewood", name: "Firewood", icon: "flame" },
  { key: "kayak-launch", name: "Kayak Launch", icon: "sailboat" },
  { key: "hiking", name: "Hiking Trails", icon: "mountain" },
] as const;

export type FeatureKey = (typeof DEMO_FEATURES)[number]["key"];

/** Add-ons every park may offer; each park picks the keys it sells. Prices in cents. */
export const DEMO_ADDONS = {
  "extra-vehicle": {
    kind: "daily_rate",
    name: "Extra Vehicle",
    description: "A second car or truck parked at your site, per night.",
    priceCents: 1_000,
    maxQuantity: 2,
  },
  "pet-fee": {
    kind: "daily_rate",
    name: "Pet Fee",
    description: "Per pet, per night, charged for the pets in your party. Leashed, friendly pets welcome.",
    priceCents: 500,
    maxQuantity: 2,
    mandatory: true,
    chargedPer: "pet",
  },
  "electric-50a": {
    kind: "daily_rate",
    name: "50-Amp Electric Upgrade",
    description: "Switch your 30-amp pedestal to a 50-amp service for big rigs, per night.",
    priceCents: 800,
    maxQuantity: 1,
    categories: ["rv"],
  },
  "resort-fee": {
    kind: "daily_rate",
    name: "Resort Fee",
    description: "Covers river access, Wi-Fi and the hot showers. Already included in every price we show.",
    priceCents: 300,
    maxQuantity: 1,
    mandatory: true,
  },
  firewood: {
    kind: "online_store",
    name: "Firewood Bundle",
    description: "Local, kiln-dried hardwood, stacked at your site before you arrive.",
    priceCents: 899,
    maxQuantity: 6,
  },
  ice: {
    kind: "online_store",
    name: "Bag of Ice",
    description: "Ten pounds, waiting in the camp store freezer with your name on it.",
    priceCents: 399,
    maxQuantity: 6,
  },
  kayak: {
    kind: "online_store",
    name: "Kayak Rental (half day)",
    description:
      "Sit-on-top kayak, paddle and life jacket for four hours. Signed watercraft waiver required.",
    priceCents: 3_500,
    maxQuantity: 4,
  },
  smores: {
    kind: "online_store",
    name: "S'mores Kit",
    description: "Graham crackers, chocolate, marshmallows and two roasting sticks for a family of four.",
    priceCents: 1_299,
    maxQuantity: 4,
  },
} as const satisfies Record<
  string,
  {
    kind: "daily_rate" | "online_store";
    name: string;
    description: string;
    priceCents: number;
    maxQuantity: number;
    categories?: readonly ("tent" | "rv" | "lodging" | "other")[];
    mandatory?: boolean;
    chargedPer?: "site" | "pet";
  }
>;

export type AddonKey = keyof typeof DEMO_ADDONS;

/** Taxes of every demo park, in basis points. */
export const DEMO_TAXES = [
  { name: "New York State sales tax", rateBp: 400 },
  { name: "Sullivan County occupancy tax", rateBp: 500 },
];

const QUIET_HOURS = { title: "Quiet hours", body: "10 pm to 8 am. Generators off from 10 pm to 8 am too." };

export type DemoPark = {
  slug: string;
  name: string;
  displayName: string;
  /** Slug of the parent park for a secondary outpost. */
  parentSlug?: string;
  tagline: string;
  description: string;
  addressLine1: string;
  phone: string;
  email: string;
  latitude: number;
  longitude: number;
  checkInTime: string;
  checkOutTime: string;
  sortOrder: number;
  cancellationPolicy: CancellationPolicy;
  policies: { title: string; body: string }[];
  pageOverrides?: ParkPageOverrides;
  auxiliaryPricing?: ParkAuxiliaryPricing;
  features: FeatureKey[];
  addons: AddonKey[];
  /** Alt texts of photo-1 … photo-3. */
  photoAlts: [string, string, string];
  /** Nightly weekend factor in basis points (holidays and demand tiers are the same everywhere). */
  weekendFactorBp: number;
  /** The park keeps its lodging open through the winter (a Winter season with cabin rates only). */
  winterLodging?: boolean;
};

export const DEMO_PARKS: DemoPark[] = [
  {
    slug: "catskill-conestoga-wagon-outpost",
    name: "Catskill Conestoga Wagon Outpost",
    displayName: "Catskill Conestoga Wagon Outpost",
    tagline: "Sleep under canvas in a covered wagon, wake up to the Catskills.",
    description:
      "Up on the ridge above Roscoe, our circle of hand-built Conestoga wagons looks out over the Beaverkill " +
      "valley. Each wagon has real beds under its hooped canvas, a porch with rocking chairs and its own fire " +
      "ring. Around them sit wooded tent sites, a handful of snug cabins and a row of pull-through RV sites " +
      "for folks who bring their own home on wheels. Evenings end at the big communal fire pit, where " +
      "somebody always has a guitar.",
    addressLine1: "218 Rockland Road",
    phone: "607-555-0142",
    email: "wagons@lantern.example",
    latitude: 41.9512,
    longitude: -74.9368,
    checkInTime: "15:00",
    checkOutTime: "11:00",
    sortOrder: 1,
    cancellationPolicy: {
      fullRefundDaysBefore: 14,
      lateCancellationFeeBp: 2_500,
      summary: "Full refund up to 14 days before arrival; after that we keep 25 % of the reservation.",
    },
    policies: [
      QUIET_HOURS,
      { title: "Pets", body: "Up to two leashed dogs on tent and RV sites. No pets in the wagons, please." },
      { title: "Fires", body: "Fires in the steel rings only, and never unattended. Buy local wood." },
      {
        title: "Check-in",
        body: "From 3 pm at the trading post; late arrivals find their packet by the door.",
      },
    ],
    features: ["bathrooms", "showers", "garbage", "firewood", "wifi", "playground", "camp-store", "hiking"],
    addons: ["extra-vehicle", "pet-fee", "electric-50a", "firewood", "ice", "smores"],
    photoAlts: [
      "A ring of white-canvas covered wagons on a hilltop meadow at sunset",
      "Rocking chairs on a wagon porch facing a misty valley",
      "Campers roasting marshmallows around a stone fire pit",
    ],
    weekendFactorBp: 12_000,
  },
  {
    slug: "trout-town-farms",
    name: "Trout Town Farms",
    displayName: "Trout Town Farms",
    tagline: "A working farm with trout ponds, a waterslide and room to roam.",
    description:
      "Trout Town Farms has been raising hay, apples and rainbow trout along Old Route 17 for three " +
      "generations. Today the back pastures hold shady RV sites, orchard tent sites and a row of deluxe " +
      "cabins by the ponds. Kids spend the day between the pool, the waterslide and the petting barn; " +
      "anglers walk five minutes to the Beaverkill, or cast for stocked trout in our catch-and-release pond.",
    addressLine1: "2450 Old Route 17",
    phone: "607-555-0178",
    email: "troutfarms@lantern.example",
    latitude: 41.9241,
    longitude: -74.8991,
    checkInTime: "14:00",
    checkOutTime: "11:00",
    sortOrder: 2,
    cancellationPolicy: {
      fullRefundDaysBefore: 7,
      lateCancellationFeeBp: 5_000,
      summary: "Full refund up to 7 days before arrival; after that we keep half of the reservation.",
    },
    policies: [
      QUIET_HOURS,
      {
        title: "Pets",
        body: "Dogs welcome on RV and tent sites and in pet-friendly cabins; use the dog park.",
      },
      {
        title: "Fires",
        body: "Fire rings only. We sell farm firewood; outside wood may carry invasive pests.",
      },
      { title: "Check-in", body: "From 2 pm at the farm store. Pool and waterslide open 10 am to 7 pm." },
      {
        title: "Fishing",
        body: "Pond fishing is catch-and-release. A NY fishing licence is needed on the river.",
      },
    ],
    auxiliaryPricing: { tentSitePricingOverride: 3_900, rvSitePricingOverride: 5_900 },
    features: [
      "bathrooms",
      "showers",
      "garbage",
      "waterpark",
      "pool",
      "playground",
      "wifi",
      "camp-store",
      "laundry",
      "fishing",
      "dog-park",
      "firewood",
    ],
    addons: ["extra-vehicle", "pet-fee", "electric-50a", "firewood", "ice", "kayak", "smores"],
    photoAlts: [
      "A red barn and a trout pond framed by apple trees",
      "Children splashing down a blue waterslide into the pool",
      "RV sites shaded by maples along a gravel lane",
    ],
    weekendFactorBp: 12_500,
  },
  {
    slug: "beaverkill-bend",
    name: "Beaverkill Bend Campground",
    displayName: "Beaverkill Bend Campground",
    tagline: "Riverside sites on the most famous trout water in America.",
    description:
      "Where the Beaverkill swings wide below Roscoe, a long gravel bar and a stand of old sycamores make " +
      "room for our riverside tent sites, water-and-electric RV sites and a few wood-stove cabins that stay " +
      "open all winter. Put your kayak in at our launch, wade the riffles at dawn, or just listen to the " +
      "river from your hammock. The hatch chart is on the bathhouse door.",
    addressLine1: "77 Beaverkill Bend Road",
    phone: "607-555-0115",
    email: "beaverkill@lantern.example",
    latitude: 41.9388,
    longitude: -74.9597,
    checkInTime: "15:00",
    checkOutTime: "12:00",
    sortOrder: 3,
    cancellationPolicy: {
      fullRefundDaysBefore: 14,
      lateCancellationFeeBp: 5_000,
      summary: "Full refund up to 14 days before arrival; after that we keep half of the reservation.",
    },
    policies: [
      QUIET_HOURS,
      { title: "Pets", body: "One leashed dog per site. Please keep dogs out of the river near anglers." },
      { title: "Fires", body: "Fire rings only. No fires on the gravel bar, and none during burn bans." },
      { title: "Check-in", body: "From 3 pm; in winter, cabin keys are in a lockbox (code by e-mail)." },
      { title: "River safety", body: "Life jackets on every paddler. The river rises fast after rain." },
    ],
    pageOverrides: {
      name: "Beaverkill Bend Campground & Cabins",
      heroImage: "/art/parks/beaverkill-bend/photo-2.webp",
    },
    features: ["bathrooms", "showers", "garbage", "fishing", "kayak-launch", "firewood", "wifi", "laundry"],
    addons: ["resort-fee", "extra-vehicle", "pet-fee", "firewood", "ice", "kayak", "smores"],
    photoAlts: [
      "Tents among sycamores on the bank of a wide, shallow river",
      "A snow-dusted log cabin with smoke rising from the chimney",
      "An angler in waders casting into a riffle at dawn",
    ],
    weekendFactorBp: 11_500,
    winterLodging: true,
  },
  {
    slug: "willowemoc-creek-outpost",
    name: "Willowemoc Creek Outpost",
    displayName: "Willowemoc Creek Outpost",
    parentSlug: "trout-town-farms",
    tagline: "A quiet creekside outpost of Trout Town Farms.",
    description:
      "Two miles up the Willowemoc from Junction Pool, our outpost is the simple, quiet side of Trout Town " +
      "Farms: walk-in tent sites under hemlocks, a few water-and-electric RV sites, three creekside cabins and " +
      "open-front lean-tos for anglers who rise before the sun. Guests are welcome at the farm's pool and " +
      "store, a five-minute drive away.",
    addressLine1: "415 Willowemoc Road",
    phone: "607-555-0179",
    email: "willowemoc@lantern.example",
    latitude: 41.9302,
    longitude: -74.8756,
    checkInTime: "15:00",
    checkOutTime: "11:00",
    sortOrder: 4,
    cancellationPolicy: {
      fullRefundDaysBefore: 7,
      lateCancellationFeeBp: 2_500,
      summary: "Full refund up to 7 days before arrival; after that we keep 25 % of the reservation.",
    },
    policies: [
      QUIET_HOURS,
      { title: "Pets", body: "Leashed dogs welcome on tent and RV sites." },
      { title: "Fires", body: "Fire rings only; firewood is sold at the honor box by the gate." },
      { title: "Check-in", body: "Self check-in from 3 pm; your site tag is clipped to the gate board." },
    ],
    features: ["garbage", "fishing", "firewood", "hiking", "kayak-launch"],
    addons: ["extra-vehicle", "pet-fee", "firewood", "ice"],
    photoAlts: [
      "A walk-in tent site under tall hemlocks beside a clear creek",
      "An open-front wooden lean-to with a fly rod leaning on it",
      "A small cabin with a green door and a porch over the creek",
    ],
    weekendFactorBp: 11_500,
  },
];

/** Art paths follow one pattern so the art script can draw every one of them. */
export function parkArt(slug: string) {
  const base = `/art/parks/${slug}`;
  return {
    heroImage: `${base}/hero.webp`,
    logoImage: `${base}/logo.webp`,
    siteMapImage: `${base}/site-map.webp`,
    photo: (n: number) => `${base}/photo-${n}.webp`,
  };
}

/** Demo parks are all in Roscoe, NY. */
export const DEMO_LOCALITY = { city: "Roscoe", state: "NY", postalCode: "12776" } as const;
