import { lazyIntl } from "./lazy-intl";
import { relativeTime } from "./relative-time";

const exact = lazyIntl(
  () =>
    new Intl.DateTimeFormat("en-US", {
      dateStyle: "medium",
      timeStyle: "short",
      timeZone: "America/New_York",
    }),
);

/**
 * A past instant in spec §9's relative words ("just now", "2 days ago") inside a `<time>` that carries the exact
 * instant for machines and, as its title, for a pointer hovering it. `now` is injectable for tests.
 */
export function TimeAgo({ date, now = new Date() }: { date: Date; now?: Date }) {
  return (
    <time dateTime={date.toISOString()} title={exact().format(date)}>
      {relativeTime(date, now)}
    </time>
  );
}
