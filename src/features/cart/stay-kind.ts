import { CATEGORY_LABELS, type CampsiteCategory } from "@/lib/campsites/categories";

/** How a converted RV site is named wherever a tent camper sees it (search results, cart, checkout, e-mails). */
export const CONVERTED_TENT_NOTE = "RV site that takes tents";

export type StayKind = {
  /** "Tent Site", "Cabin Site"… (spec §9 labels). */
  label: string;
  /** Set for an RV site booked for a tent (spec §4's conversion): "RV site that takes tents". */
  note: string | null;
  converted: boolean;
};

/**
 * What kind of site a held or booked stay is, as the camper searched for it (decision 0069): an RV site held for a
 * party camping with a tent is a tent site, marked as converted. Derived from the stay's stored equipment and its
 * type's true category, so nothing about the conversion needs storing.
 */
export function stayKind(category: CampsiteCategory, equipmentType: string | null | undefined): StayKind {
  if (category === "rv" && equipmentType === "Tent") {
    return { label: CATEGORY_LABELS.tent, note: CONVERTED_TENT_NOTE, converted: true };
  }
  return { label: CATEGORY_LABELS[category], note: null, converted: false };
}

/** "Tent Site · RV site that takes tents", or just "Cabin Site". */
export function stayKindText(kind: StayKind): string {
  return kind.note ? `${kind.label} · ${kind.note}` : kind.label;
}
