/**
 * Stays the demo seed keeps open whatever day the tests run: mid-week in July, inside the booking window and the
 * summer season. `week` picks the second (1), third (2) or fourth (3) Tuesday, so specs do not compete for the
 * same sites (checkout books week 3 for good).
 */
export function julyStay(week: 1 | 2 | 3 = 1) {
  const today = new Date();
  const year = today.getMonth() >= 5 ? today.getFullYear() + 1 : today.getFullYear();
  const first = new Date(Date.UTC(year, 6, 1));
  const tuesday = 1 + ((2 - first.getUTCDay() + 7) % 7) + 7 * week;
  const iso = (day: number) => `${year}-07-${String(day).padStart(2, "0")}`;
  const label = (day: number) => `${day} July ${year}`;
  return {
    start: iso(tuesday),
    end: iso(tuesday + 2),
    startLabel: label(tuesday),
    endLabel: label(tuesday + 2),
  };
}

export function addDaysIso(iso: string, days: number): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** "Tue, Jul 7, 2027": how the cancellation policy writes its deadline. */
export const policyDate = (iso: string) =>
  new Intl.DateTimeFormat("en-US", {
    weekday: "short",
    month: "short",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${iso}T00:00:00Z`));
