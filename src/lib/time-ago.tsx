import { formatInstant, PARKS_TIME_ZONE, relativeTime } from "./date-format";

/**
 * A past instant in spec §9's relative words ("just now", "2 days ago") inside a `<time>` that carries the exact
 * instant for machines and, as its title, for a pointer hovering it. `now` is injectable for tests.
 */
export function TimeAgo({ date, now = new Date() }: { date: Date; now?: Date }) {
  return (
    <time dateTime={date.toISOString()} title={formatInstant(date, PARKS_TIME_ZONE)}>
      {relativeTime(date, now)}
    </time>
  );
}
