import "server-only";
import type { Equipment, Guests } from "@/features/availability/server";
import { evaluateStay, loadSearchData } from "@/features/availability/server";
import { type MemberDiscountEvent, memberDiscountBpForPark } from "@/features/membership/server";
import { addDays } from "@/lib/stay-dates";
import type { Db } from "@/server/db/client";
import { AppError } from "@/server/errors";

export type CalendarRequest = {
  parkId: string;
  /** One type, or every type of the park (the day is available when any is). */
  campsiteTypeId?: string;
  /** `YYYY-MM`: every arrival date of that month. */
  month: string;
  nights: number;
  guests: Guests;
  equipment?: Equipment;
  now: Date;
  member?: { event: MemberDiscountEvent } | null;
};

export type CalendarDay = {
  date: string;
  available: boolean;
  /** The lowest all-in price of the stay arriving that day (mandatory fees in; the member's price for a member). */
  lowestTotal: number | null;
  /** Why nothing can be booked arriving that day, as the search says it. */
  reason?: string;
};

/** Every date of a `YYYY-MM` month. */
export function datesOfMonth(month: string): string[] {
  const first = `${month}-01`;
  const dates: string[] = [];
  for (let date = first; date.startsWith(month); date = addDays(date, 1)) dates.push(date);
  return dates;
}

/** The most frequent of the reasons, the first met winning a tie: what most types say about that day. */
function commonReason(reasons: readonly string[]): string | undefined {
  const counts = new Map<string, number>();
  for (const reason of reasons) counts.set(reason, (counts.get(reason) ?? 0) + 1);
  let best: string | undefined;
  for (const [reason, count] of counts) if (best === undefined || count > counts.get(best)!) best = reason;
  return best;
}

/**
 * `booking.search.calendar` (issue 17, flexible dates): for each arrival date of a month, whether a stay of
 * `nights` nights can be booked for this party and rig (at the type, or at any type of the park) and its lowest
 * all-in price. One read of the engine's data for the whole month (the search's caches and the availability
 * index; the claims of the month and its look-around), then the rules evaluated per day in memory.
 */
export async function searchCalendar(db: Db, request: CalendarRequest): Promise<CalendarDay[]> {
  const dates = datesOfMonth(request.month);
  const window = { start: dates[0]!, end: addDays(dates.at(-1)!, request.nights), now: request.now };
  const [data] = await loadSearchData(db, window, [request.parkId], { cached: true });
  if (!data) throw new AppError("NOT_FOUND", "This park does not exist or is not open for booking.");
  const types = request.campsiteTypeId
    ? data.types.filter((type) => type.id === request.campsiteTypeId)
    : data.types;
  if (types.length === 0) throw new AppError("NOT_FOUND", "This site type does not exist at this park.");
  const memberDiscountBp = request.member
    ? memberDiscountBpForPark(data.park.id, request.member.event)
    : null;
  const sitesOf = new Map(
    types.map((type) => [type.id, data.sites.filter((site) => site.campsiteTypeId === type.id)]),
  );

  return dates.map((date) => {
    const search = {
      dates: { start: date, end: addDays(date, request.nights) },
      guests: request.guests,
      equipment: request.equipment,
      now: request.now,
      memberDiscountBp,
    };
    const totals: number[] = [];
    const reasons: string[] = [];
    for (const type of types) {
      const { result } = evaluateStay(data, type, sitesOf.get(type.id) ?? [], search);
      if (result.failureReasons.length === 0 && result.smartPricing) {
        totals.push(result.memberPricing?.tripTotal ?? result.smartPricing.tripTotal);
      } else if (result.failureReasons[0]) {
        reasons.push(result.failureReasons[0].message);
      }
    }
    if (totals.length > 0) return { date, available: true, lowestTotal: Math.min(...totals) };
    const reason = commonReason(reasons);
    return { date, available: false, lowestTotal: null, ...(reason ? { reason } : {}) };
  });
}
