import { codeFromWords } from "./inventory-slug";

/**
 * The site's own pages at `/<word>`: a park there would never be reached (the static route wins). Kept in step with
 * `src/app` by park-slug.test.ts.
 */
export const RESERVED_PARK_SLUGS: ReadonlySet<string> = new Set([
  "about",
  "accommodations",
  "activities",
  "admin",
  "alerts",
  "amenities",
  "api",
  "attractions",
  "cart",
  "checkout",
  "contact",
  "faqs",
  "find-booking",
  "legal",
  "media",
  "monitoring",
  "pay",
  "profile",
  "reviews",
  "rewards",
  "roscoe-and-beyond",
]);

/** A park's address from its name: "Zephyr Hollow Campground" → "zephyr-hollow-campground". */
export const parkSlugFromName = (name: string): string => codeFromWords(name) || "park";
