/** The campsite categories (spec §9, domain.md), in the spec's order, as stored (`campsite_category`). */
export const CAMPSITE_CATEGORIES = ["tent", "rv", "lodging", "other"] as const;

export type CampsiteCategory = (typeof CAMPSITE_CATEGORIES)[number];

/** Spec §9 labels of the site categories. */
export const CATEGORY_LABELS: Readonly<Record<CampsiteCategory, string>> = {
  tent: "Tent Site",
  rv: "RV Site",
  lodging: "Cabin Site",
  other: "Other Site",
};

/** The labels without "Site", where a list already says what they are ("Tent, RV only", the console's tables). */
export const CATEGORY_SHORT_LABELS: Readonly<Record<CampsiteCategory, string>> = {
  tent: "Tent",
  rv: "RV",
  lodging: "Cabin",
  other: "Other",
};
