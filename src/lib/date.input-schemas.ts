import "@/lib/zod-messages";
import * as z from "zod/mini";
import { FIRST_DATE, isInDateRange, LAST_DATE } from "./stay-dates";

/*
 * The one date type at the edge (decision 0040): every procedure input that takes a calendar date, a month or an
 * instant takes it from here, bounded to FIRST_DATE..LAST_DATE (2000–2100), so a year 0 or 9999 is a 400 naming
 * the field instead of a 500 from PostgreSQL or `Date` arithmetic. `zod/mini`, so a browser form can run them
 * without classic Zod; classic schemas embed them as they are (`z.object({ from: ZIsoDate })`,
 * `z.optional(ZIsoDate)`). Every check aborts: a refinement over several fields (an end after its start) runs
 * only on dates that passed here.
 */

export const DATE_RANGE_MESSAGE = `Use a date between ${FIRST_DATE} and ${LAST_DATE}`;
export const MONTH_RANGE_MESSAGE = `Use a month between ${FIRST_DATE.slice(0, 7)} and ${LAST_DATE.slice(0, 7)}`;

const inRange = { error: DATE_RANGE_MESSAGE, abort: true };

/** A calendar date `YYYY-MM-DD` (no February 30); `message` is what a form says of one missing or mistyped. */
export function isoDate(message = "Use a date like 2027-07-09") {
  return z.iso.date({ error: message, abort: true }).check(z.refine(isInDateRange, inRange));
}

export const ZIsoDate = isoDate();

/** A month `YYYY-MM` (a calendar's). */
export const ZIsoMonth = z.string().check(
  z.regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: "Use a month like 2027-07", abort: true }),
  z.refine((month) => isInDateRange(`${month}-01`), { error: MONTH_RANGE_MESSAGE, abort: true }),
);

const FIRST_INSTANT = new Date(`${FIRST_DATE}T00:00:00.000Z`);
const LAST_INSTANT = new Date(`${LAST_DATE}T23:59:59.999Z`);

/** An instant (a `Date`, which superjson carries), within the same years in UTC; an invalid `Date` is refused. */
export function instant(message = "Enter a date and time") {
  return z.date({ error: message }).check(z.gte(FIRST_INSTANT, inRange), z.lte(LAST_INSTANT, inRange));
}

export const ZInstant = instant();
