import { nightsBetween } from "@/lib/stay-dates";
import type { CampsiteTypeContext, IsoDate, RatePeriod, Season } from "./engine-types";

/**
 * Dated base rates (staff console "Rates", decision 0026). Where periods overlap, the narrowest wins: fewer days
 * first, then one limited to some weekdays over one for every day, then the one saved last — so "July 4th week"
 * laid over "Summer", or "Saturdays in October" over "October", takes effect without anyone ordering rows by hand.
 */
export function byRatePrecedence<Period extends RatePeriod & { updatedAt: Date }>(
  a: Period,
  b: Period,
): number {
  return reachOrder(a, b) || b.updatedAt.getTime() - a.updatedAt.getTime();
}

/** Narrower first: fewer days, then limited to some weekdays. */
function reachOrder(a: RatePeriod, b: RatePeriod): number {
  const days = (period: RatePeriod) => nightsBetween(period.startDate, period.endDate);
  return days(a) - days(b) || Number(a.weekdays === null) - Number(b.weekdays === null);
}

/**
 * A type's periods (in precedence order) as they would be with one period saved now — or, with `candidate` null,
 * removed: for the console's preview before saving. The saved-now period wins over those of the same reach.
 */
export function withRatePeriod(
  periods: readonly RatePeriod[],
  candidate: RatePeriod | null,
  replacing?: string,
): RatePeriod[] {
  const kept = periods.filter((period) => !replacing || period.id !== replacing);
  if (!candidate) return kept;
  const at = kept.findIndex((period) => reachOrder(candidate, period) <= 0);
  return at === -1 ? [...kept, candidate] : [...kept.slice(0, at), candidate, ...kept.slice(at)];
}

/** The first period (in precedence order) covering the date and its weekday. */
export function ratePeriodOn(
  periods: readonly RatePeriod[],
  date: IsoDate,
  weekday: number,
): RatePeriod | undefined {
  return periods.find(
    (period) =>
      period.startDate <= date &&
      date <= period.endDate &&
      (period.weekdays === null || period.weekdays.includes(weekday)),
  );
}

/**
 * A night's base rate for the type: a rate period covering it, else the season's rate. A period prices open nights
 * only; it does not open a season the type has no rate in (that stays closed, `no-rate`).
 */
export function baseRateOn(
  type: Pick<CampsiteTypeContext, "ratesBySeason" | "ratePeriods">,
  night: { date: IsoDate; weekday: number; season: Season | null },
): number | undefined {
  if (!night.season || type.ratesBySeason[night.season.id] === undefined) return undefined;
  return (
    ratePeriodOn(type.ratePeriods ?? [], night.date, night.weekday)?.nightlyCents ??
    type.ratesBySeason[night.season.id]
  );
}
