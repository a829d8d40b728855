import "server-only";
import { codes, type ZipCode } from "zipcodes";

/**
 * Where a camper starts from, resolved offline from the US ZIP code table of the `zipcodes` package: a 5-digit
 * ZIP, or a city ("Roscoe", "Roscoe, NY", "roscoe ny"). No request leaves the server.
 */
export type LocationSuggestion = { name: string; latitude: number; longitude: number };

type City = LocationSuggestion & { key: string; state: string; zipCount: number };

const STATE_CODE = /^[a-z]{2}$/;
let cities: City[] | null = null;

/** One entry per US city and state, at the centre of its ZIP codes; built on first use (~30 k cities). */
function cityIndex(): City[] {
  if (cities) return cities;
  const byKey = new Map<string, { zips: ZipCode[] }>();
  for (const code of Object.values(codes)) {
    if (code.country !== "US" || !/^\d{5}$/.test(code.zip)) continue;
    const key = `${code.city.toLowerCase()}|${code.state.toLowerCase()}`;
    const entry = byKey.get(key);
    if (entry) entry.zips.push(code);
    else byKey.set(key, { zips: [code] });
  }
  cities = [...byKey.values()].map(({ zips }) => {
    const first = zips[0]!;
    // The median ZIP, not the mean: a few ZIPs of a city sit far off (P.O. boxes, unique codes).
    const median = (pick: (zip: ZipCode) => number) => {
      const sorted = zips.map(pick).sort((a, b) => a - b);
      return sorted[Math.floor(sorted.length / 2)]!;
    };
    return {
      key: first.city.toLowerCase(),
      state: first.state.toLowerCase(),
      name: `${titleCase(first.city)}, ${first.state}`,
      latitude: median((zip) => zip.latitude),
      longitude: median((zip) => zip.longitude),
      zipCount: zips.length,
    };
  });
  return cities;
}

function titleCase(words: string): string {
  return words.toLowerCase().replace(/\b([a-z])/g, (letter) => letter.toUpperCase());
}

function squaredDistance(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
) {
  return (a.latitude - b.latitude) ** 2 + (a.longitude - b.longitude) ** 2;
}

/**
 * Up to `limit` places matching what the camper typed: ZIP codes by number, or cities — exact names before
 * prefixes, then nearest to `near` (our parks: "Roscoe" means Roscoe, NY here), then bigger cities first.
 */
export function suggestLocations(
  query: string,
  near?: { latitude: number; longitude: number },
  limit = 8,
): LocationSuggestion[] {
  const text = query.trim().toLowerCase().replace(/\s+/g, " ");
  if (text.length < 2) return [];
  if (/^\d{3,5}$/.test(text)) {
    return Object.values(codes)
      .filter((code) => code.country === "US" && code.zip.startsWith(text))
      .sort((a, b) => a.zip.localeCompare(b.zip))
      .slice(0, limit)
      .map((code) => ({
        name: `${code.zip} · ${titleCase(code.city)}, ${code.state}`,
        latitude: code.latitude,
        longitude: code.longitude,
      }));
  }
  // "roscoe, ny" / "roscoe ny" → city "roscoe" in state "ny".
  const parts = text.split(/\s*,\s*|\s+(?=[a-z]{2}$)/);
  const city = parts[0] ?? "";
  const state = parts.length > 1 && STATE_CODE.test(parts[1] ?? "") ? parts[1] : undefined;
  return cityIndex()
    .filter((entry) => entry.key.startsWith(city) && (state === undefined || entry.state === state))
    .sort(
      (a, b) =>
        Number(b.key === city) - Number(a.key === city) ||
        (near ? squaredDistance(a, near) - squaredDistance(b, near) : 0) ||
        b.zipCount - a.zipCount ||
        a.name.localeCompare(b.name),
    )
    .slice(0, limit)
    .map(({ name, latitude, longitude }) => ({ name, latitude, longitude }));
}
