import { describe, expect, it } from "vitest";
import { addDays } from "./calendar";
import { demoMembershipEvent, demoOpenDates, demoPromoCodes } from "./demo-calendar";
import { DEMO_PARKS } from "./demo-parks";

/** Every day from `start` for `count` days. */
const daysFrom = (start: string, count: number) => Array.from({ length: count }, (_, i) => addDays(start, i));

/** A seed on any day of two years, one every 5 days (covers each season edge within a few days). */
const SEED_DAYS = daysFrom("2026-01-01", 730).filter((_, index) => index % 5 === 0);

/** Each day of [from, until] inclusive. */
function eachDay(from: string, until: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= until; day = addDays(day, 1)) days.push(day);
  return days;
}

describe("the seeded promotions and member event", () => {
  it("runs the member event only at parks open on every day of it, whatever day the demo is seeded", () => {
    for (const today of SEED_DAYS) {
      const event = demoMembershipEvent(today, DEMO_PARKS);
      expect(event.parkSlugs.length, `event seeded on ${today}`).toBeGreaterThan(0);
      // Live when seeded.
      expect(event.startsAt.getTime()).toBeLessThan(new Date(`${today}T12:00:00Z`).getTime());
      expect(event.endsAt.getTime()).toBeGreaterThan(new Date(`${today}T12:00:00Z`).getTime());
      const lastDay = addDays(event.endsAt.toISOString().slice(0, 10), -1);
      for (const slug of event.parkSlugs) {
        const park = DEMO_PARKS.find((candidate) => candidate.slug === slug)!;
        const open = demoOpenDates(park, today);
        const closed = eachDay(event.startsAt.toISOString().slice(0, 10), lastDay).filter(
          (day) => !open(day),
        );
        expect(closed, `${slug} during the event seeded on ${today}`).toEqual([]);
        expect(event.name).toContain(park.name);
      }
    }
  });

  it("holds the member event at Trout Town Farms in its season and at the winter cabins off-season", () => {
    expect(demoMembershipEvent("2026-07-01", DEMO_PARKS).parkSlugs).toEqual(["trout-town-farms"]);
    expect(demoMembershipEvent("2026-11-21", DEMO_PARKS).parkSlugs).toEqual(["beaverkill-bend"]);
  });

  it("gives every promo code's stay window only nights its parks are open", () => {
    for (const today of SEED_DAYS) {
      for (const promo of demoPromoCodes(today)) {
        if (!promo.stayFrom || !promo.stayUntil) continue;
        const parks = promo.parkSlug ? DEMO_PARKS.filter((park) => park.slug === promo.parkSlug) : DEMO_PARKS;
        // An expired code is checked against that year's seasons; a current one against the seeded seasons.
        const reference = promo.stayUntil < today ? promo.stayFrom : today;
        for (const park of parks) {
          const open = demoOpenDates(park, reference);
          const closed = eachDay(promo.stayFrom, promo.stayUntil).filter((day) => !open(day));
          expect(closed, `${promo.code} at ${park.slug} seeded on ${today}`).toEqual([]);
        }
      }
    }
  });
});
