import { formatMonthDay } from "@/lib/date-format";
import { nightsBetween } from "@/lib/stay-dates";

type Stay = { start: string; end: string };
type ParkOutcome = {
  availability: "AVAILABLE" | "UNAVAILABLE" | "PENDING";
  closedForSeason: boolean;
  season: { startDate: string; endDate: string } | null;
  suggestedStay: Stay | null;
};

/** "May 1 – Oct 31" for an open period (years left out: a season reads the same every year). */
export function seasonLabel(season: { startDate: string; endDate: string }): string {
  return `${formatMonthDay(season.startDate)} – ${formatMonthDay(season.endDate)}`;
}

/**
 * The notice above the results when most parks are closed for the season on the searched dates: the season (when
 * the closed parks share one) and the nearest suggested stay of any park, or null when most parks are open.
 */
export function offSeasonNotice(
  parks: readonly ParkOutcome[],
  searched: Stay,
): { season: string | null; nearest: Stay | null } | null {
  const closed = parks.filter((park) => park.closedForSeason);
  if (parks.length === 0 || closed.length * 2 <= parks.length) return null;
  const seasons = new Set(closed.flatMap((park) => (park.season ? [seasonLabel(park.season)] : [])));
  const distance = (stay: Stay) => Math.abs(nightsBetween(searched.start, stay.start));
  const nearest = parks
    .flatMap((park) =>
      park.availability === "UNAVAILABLE" && park.suggestedStay ? [park.suggestedStay] : [],
    )
    .sort(
      (a, b) => distance(a) - distance(b) || a.start.localeCompare(b.start) || a.end.localeCompare(b.end),
    )[0];
  return { season: seasons.size === 1 ? [...seasons][0]! : null, nearest: nearest ?? null };
}
