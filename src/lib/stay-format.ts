const dayFormat = new Intl.DateTimeFormat("en-US", {
  weekday: "short",
  month: "short",
  day: "numeric",
  timeZone: "UTC",
});

/** "Fri, Jul 9" for a calendar date, whatever the machine's time zone. */
export function formatStayDate(isoDate: string): string {
  return dayFormat.format(new Date(`${isoDate}T00:00:00Z`));
}

/** "3 nights" */
export function nightsLabel(nights: number): string {
  return `${nights} night${nights === 1 ? "" : "s"}`;
}
