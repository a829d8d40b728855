import { lazyIntl } from "./lazy-intl";

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["year", 365 * 24 * 3600],
  ["month", 30 * 24 * 3600],
  ["day", 24 * 3600],
  ["hour", 3600],
  ["minute", 60],
];

const format = lazyIntl(() => new Intl.RelativeTimeFormat("en-US", { numeric: "always" }));

/** Spec §9: "just now", then minutes, hours, days, months, years ago. */
export function relativeTime(then: Date, now: Date): string {
  const seconds = Math.max(0, Math.floor((now.getTime() - then.getTime()) / 1000));
  for (const [unit, size] of UNITS) {
    if (seconds >= size) return format().format(-Math.floor(seconds / size), unit);
  }
  return "just now";
}
