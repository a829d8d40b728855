export const WEEKDAY_SHORT = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"] as const;

/** The month before or after "YYYY-MM". */
export function shiftMonth(month: string, by: number): string {
  const date = new Date(`${month}-01T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + by);
  return date.toISOString().slice(0, 7);
}

/** The last date of "YYYY-MM". */
export function lastDayOf(month: string): string {
  const date = new Date(`${shiftMonth(month, 1)}-01T00:00:00Z`);
  date.setUTCDate(0);
  return date.toISOString().slice(0, 10);
}

/** "Fri, Sat" or "Every day". */
export const weekdaysWords = (weekdays: readonly number[] | null) =>
  weekdays === null ? "Every day" : weekdays.map((day) => WEEKDAY_SHORT[day]).join(", ");
