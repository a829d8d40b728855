/** Labels of the amenity codes campsite types carry; unknown codes read as their words. */
const AMENITY_LABELS: Readonly<Record<string, string>> = {
  "electric-30a": "30-amp electric",
  "electric-50a": "50-amp electric",
  water: "Water hookup",
  sewer: "Sewer hookup",
  wifi: "Wi-Fi",
  "fire-ring": "Fire ring",
  "picnic-table": "Picnic table",
  parking: "Parking at site",
  "pets-allowed": "Pet friendly",
  "pool-access": "Pool access",
  "air-conditioning": "Air conditioning",
  kitchen: "Kitchen",
};

/** Every amenity code we label, in display order (the filter modal offers these). */
export const AMENITY_CODES: readonly string[] = Object.keys(AMENITY_LABELS);

export function amenityLabel(code: string): string {
  const known = AMENITY_LABELS[code];
  if (known) return known;
  const words = code.replace(/[-_]+/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
