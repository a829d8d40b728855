/** For the services being rewritten in issue 31; everything else imports `formatDay` from `./date-format`. */

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
