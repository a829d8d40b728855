import { formatInstant, READERS_CLOCK } from "@/lib/date-format";

/**
 * A moment as a `datetime-local` input shows it ("2026-11-21T09:30"), in the browser's own time zone: staff set
 * banners and member events in their local time, and the server stores the instant.
 */
export function toDateTimeInput(moment: Date | null): string {
  if (!moment) return "";
  const two = (value: number) => String(value).padStart(2, "0");
  return `${moment.getFullYear()}-${two(moment.getMonth() + 1)}-${two(moment.getDate())}T${two(moment.getHours())}:${two(moment.getMinutes())}`;
}

/** A `datetime-local` value back to its instant; null when empty or not a moment. */
export function fromDateTimeInput(text: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(text)) return null;
  const moment = new Date(text);
  return Number.isNaN(moment.getTime()) ? null : moment;
}

/** Staff read a window on the clock they typed it on. */
const moment = (instant: Date) => formatInstant(instant, READERS_CLOCK);

/** "Nov 21, 2026, 9:30 AM – Dec 1, 2026, 12:00 AM", open ends said in words. */
export function momentWindowWords(from: Date | null, until: Date | null): string {
  if (from && until) return `${moment(from)} – ${moment(until)}`;
  if (from) return `From ${moment(from)}`;
  if (until) return `Until ${moment(until)}`;
  return "Always";
}
