/**
 * Demo information pages about Lantern Parks itself (FAQs, about, contact, rewards, accommodations, waivers),
 * the banner and the site settings. Places and things to do are in `demo-places.ts`.
 */
import type { ContentBlock, WaiverScope } from "../schema";
import { DEMO_ADDONS } from "./demo-parks";

export type DemoPage = {
  key: string;
  title: string;
  description: string;
  blocks: ContentBlock[];
  waiverScope?: WaiverScope;
};

const p = (text: string): ContentBlock => ({ type: "paragraph", text });
const h = (text: string): ContentBlock => ({ type: "heading", text });
const faq = (question: string, answer: string): ContentBlock => ({ type: "faq", question, answer });
const list = (...items: string[]): ContentBlock => ({ type: "list", items });

export const CONTACT = {
  phone: "607-555-0100",
  email: "hello@lantern.example",
  address: { line1: "12 Stewart Avenue", city: "Roscoe", state: "NY", postalCode: "12776" },
};

const faqs: DemoPage = {
  key: "faqs",
  title: "Frequently asked questions",
  description: "Check-in times, pets, firewood, fishing licences, RV lengths, cancellations and more.",
  blocks: [
    faq(
      "What time are check-in and check-out?",
      "Check-in starts at 3 pm (2 pm at Trout Town Farms) and check-out is by 11 am (noon at Beaverkill " +
        "Bend). Arriving after the office closes? Your welcome packet waits by the door.",
    ),
    faq(
      "Is there a minimum stay?",
      "Most sites book for a single night on weekdays. Friday and Saturday nights need a two-night stay, and " +
        "holiday weekends three. Some cabins and the Conestoga wagons ask for two nights all season.",
    ),
    faq(
      "Can I bring my dog?",
      "Yes, on most tent and RV sites and in the pet-friendly cabins at Trout Town Farms. Add the pet fee " +
        "to your booking, keep dogs leashed, and pick up after them. Wagons, glamping tents and lean-tos are " +
        "pet-free.",
    ),
    faq(
      "Can I bring my own firewood?",
      "Please don't. New York limits moving untreated firewood more than 50 miles from its source to keep " +
        "invasive insects out of the forest. Every park sells local wood, and you can add a bundle to your " +
        "reservation so it is stacked at your site.",
    ),
    faq(
      "Do I need a fishing licence?",
      "On the Beaverkill and the Willowemoc, anglers 16 and older need a New York State freshwater fishing " +
        "licence, which you can buy online. The catch-and-release pond at Trout Town Farms needs none.",
    ),
    faq(
      "How long an RV can you take?",
      "Pull-through sites at the wagon outpost and Trout Town Farms take rigs up to 45 feet. The riverside " +
        "sites at Beaverkill Bend suit rigs up to about 34 feet. Enter your rig's length and slide-outs in the " +
        "search and we only show sites that fit.",
    ),
    faq(
      "Can I choose my exact site?",
      "Yes. Pick a site from the list or the park map and we lock it for you for a small site-lock fee. " +
        "Otherwise we assign the best free site of the type you booked.",
    ),
    faq(
      "What if I need to cancel?",
      "Cancel from your account or the link in your confirmation e-mail. Each park's policy is shown before " +
        "you pay: a full refund up to 7 or 14 days before arrival, then a partial refund.",
    ),
    faq(
      "Is there Wi-Fi and cell service?",
      "Wi-Fi reaches the offices, bathhouses and most sites at the larger parks. Cell service in the river " +
        "valleys is patchy; the outpost is happily offline.",
    ),
    faq(
      "Are you open in winter?",
      "The campgrounds open May 1 and close October 31. The wood-stove cabins at Beaverkill Bend stay open " +
        "all winter, which is a fine time to see the valley under snow.",
    ),
    faq(
      "What is Lantern Rewards?",
      "A yearly membership for $19.99 that takes 10 % off the nights of every stay, with extra member events. " +
        "It renews each year until you cancel, which you can do online at any time.",
    ),
  ],
};

const about: DemoPage = {
  key: "about",
  title: "About Lantern Parks",
  description: "A small family of campgrounds around Roscoe, NY, run by people who love the Catskills.",
  blocks: [
    p(
      "Lantern Parks is a small group of campgrounds around Roscoe, New York, the little town where the " +
        "Beaverkill and the Willowemoc meet. We started with one farm and a few tent sites; today there are " +
        "covered wagons on a ridge, cabins by the river, and a quiet outpost up the creek.",
    ),
    h("What we care about"),
    list(
      "Sites with room to breathe, shade where you want it and a fire ring that works.",
      "Clean bathhouses, checked every morning and every evening.",
      "Prices you can trust: the price we show includes every mandatory fee.",
      "Rivers and woods left better than we found them.",
    ),
    h("Who we are"),
    p(
      "We are a handful of families, a few dozen seasonal staff and one very patient border collie. Stop by " +
        "the office for hatch reports, trail tips, or a recommendation for pie in town.",
    ),
  ],
};

const contact: DemoPage = {
  key: "contact",
  title: "Contact us",
  description: "Phone, e-mail and addresses of Lantern Parks and each of our campgrounds.",
  blocks: [
    p(
      `Call us at ${CONTACT.phone} (9 am to 6 pm, every day in season) or write to ${CONTACT.email}; we ` +
        "answer within one business day.",
    ),
    h("Each park"),
    list(
      "Catskill Conestoga Wagon Outpost: 607-555-0142, wagons@lantern.example",
      "Trout Town Farms: 607-555-0178, troutfarms@lantern.example",
      "Beaverkill Bend Campground: 607-555-0115, beaverkill@lantern.example",
      "Willowemoc Creek Outpost: 607-555-0179, willowemoc@lantern.example",
    ),
    h("Group stays and events"),
    p(
      "Planning a reunion, a scout trip or a wedding weekend? Call Trout Town Farms and we will plan it with you.",
    ),
  ],
};

const rewards: DemoPage = {
  key: "rewards",
  title: "Lantern Rewards",
  description: "Save 10 % on every night for $19.99 a year. Renews yearly; cancel online at any time.",
  blocks: [
    p(
      "Lantern Rewards is our yearly membership for people who come back. For $19.99 a year you get the " +
        "Rewards Discount, 10 % off the nights of every stay at every Lantern park.",
    ),
    h("How it works"),
    list(
      "The Rewards Discount applies to nights; add-ons, fees and taxes are charged in full.",
      "If a promo code would save you more, you get the promo code's discount instead, never both.",
      "During member events some parks offer members an even bigger discount.",
      "Your membership renews automatically each year at $19.99 until you cancel.",
      "Cancel online from your account at any time; you keep your benefits until the paid year ends.",
    ),
    p("We send a reminder before every renewal, with a link to cancel if camping did not happen this year."),
  ],
};

const accommodations: DemoPage = {
  key: "accommodations",
  title: "Places to stay",
  description: "Tent sites, RV sites, cabins, covered wagons and glamping tents across four Catskills parks.",
  blocks: [
    p(
      "Pitch a tent by the Beaverkill, back your camper under the maples, or leave the gear at home and sleep " +
        "in a covered wagon or a wood-stove cabin. Every site has a fire ring and a picnic table.",
    ),
    {
      type: "card",
      title: "Tent sites",
      text: "Wooded, riverside, orchard and walk-in sites, from $35 a night.",
    },
    {
      type: "card",
      title: "RV sites",
      text: "Back-in water and electric or full-hookup pull-throughs up to 45 feet, with 30 or 50 amps.",
    },
    {
      type: "card",
      title: "Cabins",
      text: "Rustic one-room cabins and deluxe cabins with kitchens; Beaverkill Bend's are open all winter.",
    },
    {
      type: "card",
      title: "Wagons, glamping and lean-tos",
      text: "Conestoga wagons, safari and bell tents with real beds, and anglers' lean-tos on the creek.",
    },
  ],
};

const WAIVER_NOTE = "Sample text for the demo site; it is not legal advice and binds no one.";

const generalWaiver: DemoPage = {
  key: "waivers/general",
  title: "General release of liability",
  description: "The liability waiver every adult guest accepts at check-in.",
  blocks: [
    p(WAIVER_NOTE),
    p(
      "Camping involves risks, including uneven ground, open fires, wildlife, falling branches, changing " +
        "weather and moving water. I understand these risks and accept them for myself and for the minors in " +
        "my party.",
    ),
    h("I agree to"),
    list(
      "Follow the park's posted rules and the instructions of its staff.",
      "Supervise the children in my party at all times, especially near water and fires.",
      "Report injuries, hazards and damage to the office right away.",
      "Pay for damage to park property caused by my party.",
    ),
    p(
      "To the extent the law allows, I release Lantern Parks, its owners and staff from claims arising from " +
        "ordinary risks of camping, except those caused by their gross negligence.",
    ),
  ],
};

const watercraftWaiver: DemoPage = {
  key: "waivers/watercraft",
  title: "Watercraft rental waiver",
  description: "The waiver every paddler signs before taking out a rental kayak.",
  // Asked at checkout only when a stay in the cart has the kayak rental.
  waiverScope: { addonNames: [DEMO_ADDONS.kayak.name] },
  blocks: [
    p(WAIVER_NOTE),
    p(
      "Paddling the Beaverkill and the Willowemoc means cold water, rocks, strainers and currents that change " +
        "quickly after rain. I confirm that I can swim and that I will paddle within my ability.",
    ),
    h("Rules on the water"),
    list(
      "Everyone wears a fastened life jacket; children under 12 paddle only with an adult.",
      "Give anglers a wide berth and pass quietly behind them.",
      "Stay off the river when staff close the launch for high water.",
      "Return the kayak by the time on your rental tag.",
    ),
    p("I accept responsibility for the equipment and for the risks of paddling, as described above."),
  ],
};

export const DEMO_PAGES_ABOUT_US: DemoPage[] = [
  faqs,
  about,
  contact,
  rewards,
  accommodations,
  generalWaiver,
  watercraftWaiver,
];

/**
 * The site-wide banner: running since the seed day, no end, so it shows until staff switch it off. It names the
 * TROUT15 code, so the guest site adds the code's nights (this fall, or next fall once it has passed) and hides
 * the banner if the code stops working (decision 0073).
 */
export const DEMO_BANNER = {
  description: "Early-bird fall: 15% off nights at Trout Town Farms with code TROUT15.",
  link: "/trout-town-farms",
  linkText: "Book now",
  externalLink: false,
  active: true,
  endsAt: null,
};

export const DEMO_SETTINGS: { key: string; value: unknown }[] = [
  { key: "contact", value: CONTACT },
  {
    key: "social",
    value: [
      { name: "Facebook", url: "https://www.facebook.com/lanternparks.example" },
      { name: "Instagram", url: "https://www.instagram.com/lanternparks.example" },
      { name: "YouTube", url: "https://www.youtube.com/@lanternparks.example" },
    ],
  },
];
