import "server-only";
import { codes, type ZipCode } from "zipcodes";

/**
 * Where a camper starts from, resolved offline from the US ZIP code table of the `zipcodes` package: a 5-digit
 * ZIP, or a city ("Roscoe", "Roscoe, NY", "roscoe ny"). No request leaves the server.
 */
export type LocationSuggestion = { name: string; latitude: number; longitude: number };

type City = LocationSuggestion & { key: string; state: string; zipCount: number };

let cities: City[] | null = null;
let stateCodes: Set<string> | null = null;

/** The state codes the ZIP table knows (lower case). */
function knownStateCodes(): Set<string> {
  stateCodes ??= new Set(cityIndex().map((entry) => entry.state));
  return stateCodes;
}

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
  // "roscoe, ny" / "roscoe ny": city "roscoe" in state "ny" — but only when the last word is a real state code,
  // and the whole text is always tried as a city too ("new yo" is New York typed halfway, not Wyoming).
  const index = cityIndex();
  const match = /^(.*?)(?:\s*,\s*|\s+)([a-z]{2})$/.exec(text);
  const byState =
    match && knownStateCodes().has(match[2]!)
      ? { city: match[1]!.replace(/,$/, ""), state: match[2]! }
      : null;
  const city = text.replace(/,$/, "");
  const exact = (entry: City) =>
    entry.key === city || (byState !== null && entry.state === byState.state && entry.key === byState.city);
  return index
    .filter(
      (entry) =>
        entry.key.startsWith(city) ||
        (byState !== null && entry.state === byState.state && entry.key.startsWith(byState.city)),
    )
    .sort(
      (a, b) =>
        Number(exact(b)) - Number(exact(a)) ||
        (near ? squaredDistance(a, near) - squaredDistance(b, near) : 0) ||
        b.zipCount - a.zipCount ||
        a.name.localeCompare(b.name),
    )
    .slice(0, limit)
    .map(({ name, latitude, longitude }) => ({ name, latitude, longitude }));
}
