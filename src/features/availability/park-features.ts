/** Canonical feature names shown under another label (spec §9). */
const RENAMED_FEATURES: Readonly<Record<string, string>> = {
  Bathrooms: "Bathhouse",
  Garbage: "On-site Dumpster",
  Waterpark: "Waterslide",
};

export function displayFeatureName(name: string): string {
  return RENAMED_FEATURES[name] ?? name;
}
