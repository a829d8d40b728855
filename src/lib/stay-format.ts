import { lazyIntl } from "./lazy-intl";

const dayFormat = lazyIntl(
  () =>
    new Intl.DateTimeFormat("en-US", { weekday: "short", month: "short", day: "numeric", timeZone: "UTC" }),
);

/** "Fri, Jul 9" for a calendar date, whatever the machine's time zone. */
export function formatStayDate(isoDate: string): string {
  return dayFormat().format(new Date(`${isoDate}T00:00:00Z`));
}

/** "3 nights" */
export function nightsLabel(nights: number): string {
  return `${nights} night${nights === 1 ? "" : "s"}`;
}

/** "2 adults, 1 child, 1 pet" */
export function guestsSummary(guests: { adults: number; children: number; pets: number }): string {
  const part = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
  return [
    part(guests.adults, "adult", "adults"),
    guests.children > 0 ? part(guests.children, "child", "children") : null,
    guests.pets > 0 ? part(guests.pets, "pet", "pets") : null,
  ]
    .filter(Boolean)
    .join(", ");
}
