import { z } from "zod";

import { SITE_PATH } from "@/features/parks/park-image-path";
import { CAMPSITE_CATEGORIES } from "@/lib/campsites/categories";

import { instant } from "@/lib/date.input-schemas";

const text = (max: number, empty: string) =>
  z.string().trim().min(1, empty).max(max, `Keep it under ${max} characters.`);
const optionalText = (max: number) => z.string().trim().max(max, `Keep it under ${max} characters.`);

const isWebAddress = (value: string) => {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    return Boolean(new URL(value).host);
  } catch {
    return false;
  }
};
const LINK_MESSAGE = "Use a path on this site like /about, or a full address like https://example.com/page.";
const IMAGE_MESSAGE = "Use an image path on this site like /art/parks/hero.webp, or a full https:// address.";

/** Where a link goes: a path on this site or a web address elsewhere. */
export const ZLinkUrl = z
  .string()
  .trim()
  .min(1, LINK_MESSAGE)
  .max(500)
  .refine((value) => SITE_PATH.test(value) || isWebAddress(value), LINK_MESSAGE);

/** An image a block or menu link draws: a file on this site, or one served over https. */
const ZImageUrl = z
  .string()
  .trim()
  .max(500)
  .refine(
    (value) => SITE_PATH.test(value) || (isWebAddress(value) && value.toLowerCase().startsWith("https:")),
    IMAGE_MESSAGE,
  );

// ---- Banner (spec §2, §3) ----

/** `admin.content.upsertBanner`: without `id` a new banner; the window is optional on both ends. */
export const ZBannerInput = z
  .object({
    id: z.uuid().optional(),
    description: text(300, "Write what the banner says."),
    link: ZLinkUrl.nullable(),
    linkText: optionalText(60).nullable(),
    /** The link leaves the booking site and opens in a new tab. */
    externalLink: z.boolean(),
    startsAt: z.nullable(instant("Enter a start date and time.")),
    endsAt: z.nullable(instant("Enter an end date and time.")),
    active: z.boolean(),
  })
  .superRefine((input, context) => {
    if (input.link && !input.linkText) {
      context.addIssue({ code: "custom", path: ["linkText"], message: "Give the link its words." });
    }
    if (!input.link && input.linkText) {
      context.addIssue({
        code: "custom",
        path: ["link"],
        message: "Add where the link goes, or clear its words.",
      });
    }
    if (input.startsAt && input.endsAt && input.endsAt <= input.startsAt) {
      context.addIssue({ code: "custom", path: ["endsAt"], message: "The banner ends after it starts." });
    }
  });
export type TBannerInput = z.output<typeof ZBannerInput>;

/** What guests see of a banner: its words, its link and its window. */
export const ZBannerContent = z.object({
  description: z.string(),
  link: z.string().nullable(),
  linkText: z.string().nullable(),
  externalLink: z.boolean(),
  startsAt: z.date().nullable(),
  endsAt: z.date().nullable(),
});

export const ZBannerRow = z.object({
  id: z.uuid(),
  ...ZBannerContent.shape,
  active: z.boolean(),
  createdAt: z.date(),
  /** The banner guests see now (the newest active one inside its window whose promo codes can be used). */
  showingNow: z.boolean(),
  /** What the promo codes it names add to it (their terms) or why they hide it (decision 0073); null: none named. */
  offerNote: z.string().nullable(),
});
export type TBannerRow = z.infer<typeof ZBannerRow>;

// ---- Information pages ----

const ZBlock = z.discriminatedUnion(
  "type",
  [
    z.object({ type: z.literal("paragraph"), text: text(5000, "Write the paragraph, or remove the block.") }),
    z.object({ type: z.literal("heading"), text: text(120, "Write the heading, or remove the block.") }),
    z.object({
      type: z.literal("faq"),
      question: text(300, "Write the question."),
      answer: text(5000, "Write the answer."),
    }),
    z.object({
      type: z.literal("card"),
      title: text(120, "Give the card a title."),
      text: text(1000, "Write the card's text."),
      image: ZImageUrl.optional(),
      url: ZLinkUrl.optional(),
      distanceMiles: z
        .number("Enter a distance in miles.")
        .min(0, "Enter 0 miles or more.")
        .max(10_000, "Enter at most 10,000 miles.")
        .optional(),
    }),
    z.object({
      type: z.literal("list"),
      items: z
        .array(text(500, "Write the item, or remove it."))
        .min(1, "Add at least one item.")
        .max(50, "Keep it to 50 items."),
    }),
  ],
  "Choose a paragraph, heading, question, card or list.",
);
export type TContentBlock = z.infer<typeof ZBlock>;

/**
 * The key of a new page. Only `legal/…` and `waivers/…` pages have an address for any key (/legal/<slug>,
 * /legal/waivers/<slug>); the site's other pages exist already, each at its own route (decision 0029).
 */
export const NEW_PAGE_KEY = /^(legal|waivers)\/[a-z0-9]+(-[a-z0-9]+)*$/;
const ZPageKey = z
  .string()
  .trim()
  .min(1, "Give the page a key.")
  .max(90, "Keep the key under 90 characters.")
  .regex(
    /^[a-z0-9]+(-[a-z0-9]+)*(\/[a-z0-9]+(-[a-z0-9]+)*)?$/,
    "Use lower-case letters, digits and dashes, like legal/pets.",
  );

/** Which stays need a waiver: empty lists put no limit (every list empty: every stay). */
export const ZWaiverScopeInput = z.object({
  parkSlugs: z.array(z.string().trim().min(1).max(100)).max(50),
  categories: z.array(z.enum(CAMPSITE_CATEGORIES)).max(CAMPSITE_CATEGORIES.length),
  addonNames: z.array(z.string().trim().min(1, "Name the add-on.").max(80)).max(20, "Keep it to 20 add-ons."),
});

/**
 * `admin.content.upsertPage`: edits the page with this key, or (with `create`) makes a new one. A page's key is
 * its address, so it never changes.
 */
export const ZPageInput = z
  .object({
    key: ZPageKey,
    create: z.boolean().default(false),
    title: text(120, "Give the page a title."),
    description: optionalText(300),
    published: z.boolean(),
    blocks: z.array(ZBlock).max(200, "Keep a page to 200 blocks."),
    /** Only for a waiver (`waivers/…`): which stays must accept it. */
    waiverScope: ZWaiverScopeInput.nullable().default(null),
  })
  .superRefine((input, context) => {
    if (input.create && !NEW_PAGE_KEY.test(input.key)) {
      context.addIssue({
        code: "custom",
        path: ["key"],
        message: "A new page's key starts with legal/ or waivers/, like legal/pets or waivers/pool.",
      });
    }
    if (input.waiverScope && !input.key.startsWith("waivers/")) {
      context.addIssue({ code: "custom", path: ["waiverScope"], message: "Only a waiver covers stays." });
    }
  });
export type TPageInput = z.output<typeof ZPageInput>;

export const ZPageRow = z.object({
  id: z.uuid(),
  key: z.string(),
  /** Where guests read it. */
  path: z.string(),
  title: z.string(),
  description: z.string(),
  published: z.boolean(),
  blocks: z.array(ZBlock),
  waiverScope: z
    .object({
      parkSlugs: z.array(z.string()).optional(),
      categories: z.array(z.enum(CAMPSITE_CATEGORIES)).optional(),
      addonNames: z.array(z.string()).optional(),
    })
    .nullable(),
  updatedAt: z.date(),
});
export type TPageRow = z.infer<typeof ZPageRow>;

// ---- Menu links (spec §3) ----

export const MENU_LINK_GROUPS = ["explore", "help", "locations", "legal"] as const;

const ZMenuLink = z.object({
  text: text(60, "Write the link's words."),
  url: ZLinkUrl,
  openNewTab: z.boolean(),
  offBookingSite: z.boolean(),
  image: ZImageUrl.nullable(),
});

/** `admin.content.upsertMenuLinks`: one group's links, in the order guests see them; they replace the group's. */
export const ZMenuLinksInput = z
  .object({
    group: z.enum(MENU_LINK_GROUPS, "Choose a menu."),
    links: z.array(ZMenuLink).max(30, "Keep a menu to 30 links."),
  })
  .superRefine((input, context) => {
    const seen = new Set<string>();
    input.links.forEach((link, index) => {
      if (seen.has(link.url)) {
        context.addIssue({
          code: "custom",
          path: ["links", index, "url"],
          message: "This menu links here already.",
        });
      }
      seen.add(link.url);
      if (link.image && input.group !== "locations") {
        context.addIssue({
          code: "custom",
          path: ["links", index, "image"],
          message: "Only the Locations menu shows images.",
        });
      }
    });
  });
export type TMenuLinksInput = z.output<typeof ZMenuLinksInput>;

export const ZMenuLinkRow = z.object({
  text: z.string(),
  url: z.string(),
  openNewTab: z.boolean(),
  offBookingSite: z.boolean(),
  image: z.string().nullable(),
});
export const ZMenus = z.object({
  explore: z.array(ZMenuLinkRow),
  help: z.array(ZMenuLinkRow),
  locations: z.array(ZMenuLinkRow),
  legal: z.array(ZMenuLinkRow),
});

// ---- Membership events ----

/** `admin.content.upsertMemberEvent`: a dated member discount (basis points; the form shows %) at some parks. */
export const ZMemberEventInput = z
  .object({
    id: z.uuid().optional(),
    name: text(120, "Name the event."),
    description: optionalText(1000),
    startsAt: instant("Enter when the event starts."),
    endsAt: instant("Enter when the event ends."),
    discountBp: z
      .number("Enter the member discount.")
      .int("Use at most two decimals.")
      .min(100, "Enter a discount from 1 % to 100 %.")
      .max(10_000, "Enter a discount from 1 % to 100 %."),
    parkIds: z.array(z.uuid()).min(1, "Choose at least one park.").max(500),
  })
  .superRefine((input, context) => {
    if (input.endsAt <= input.startsAt) {
      context.addIssue({ code: "custom", path: ["endsAt"], message: "The event ends after it starts." });
    }
  });
export type TMemberEventInput = z.output<typeof ZMemberEventInput>;

export const ZMemberEventRow = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  startsAt: z.date(),
  endsAt: z.date(),
  discountBp: z.number().int(),
  parkIds: z.array(z.uuid()),
  /** The event members see now (the most recently started one running). */
  runningNow: z.boolean(),
});
export type TMemberEventRow = z.infer<typeof ZMemberEventRow>;
