import type { CampsiteCategory } from "@/lib/campsites/categories";

/** The site categories as a console form offers them, a box each ("Offered for", "For these sites"). */
export const CATEGORY_CHOICES: readonly { value: CampsiteCategory; label: string }[] = [
  { value: "tent", label: "Tent sites" },
  { value: "rv", label: "RV sites" },
  { value: "lodging", label: "Cabins" },
  { value: "other", label: "Other sites" },
];
