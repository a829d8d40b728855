import { and, eq, like } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { addDays } from "@/lib/stay-dates";
import { mailOutbox, reservationMessages, reservations } from "@/server/db/schema";
import { guest, NOW, setUpCheckoutScenario } from "../../../tests/support/checkout-scenario";
import { outcomeOf, signInDemoStaff } from "../../../tests/support/staff";
import { callerFor } from "../../../tests/support/test-context";
import { sendScheduledMessages } from "./messages.service";

/*
 * Messages (issue 33, decision 0061): staff write to a stay or to a day's arrivals through the outbox, recorded on
 * each stay; a park's templates go out once per stay from the background job.
 */

const scenario = setUpCheckoutScenario();
let cookie: string;
beforeAll(async () => {
  cookie = (await signInDemoStaff(scenario.db(), "manager@lantern.example")).cookie;
});

const admin = (now = NOW) => callerFor(scenario.db(), { headers: { cookie }, now }).admin;
const APP_URL = "http://localhost:3000";

async function bookTrout(dates?: { start: string; end: string }) {
  const { stay, placed } = await scenario.book(dates ? { dates } : {});
  const [row] = await scenario
    .db()
    .select({ id: reservations.id })
    .from(reservations)
    .where(and(eq(reservations.parkId, scenario.ids.trout), eq(reservations.arrival, stay.start)));
  return { id: row!.id, stay, placed };
}

const mailsWith = (subject: string) =>
  scenario
    .db()
    .select()
    .from(mailOutbox)
    .where(like(mailOutbox.subject, `%${subject}%`));

describe(`messages on ${process.env.TEST_DATABASE_KIND ?? "pglite"}`, () => {
  it("e-mails a day's arrivals once per key, fills the placeholders, and records it on each stay", async () => {
    const booked = await bookTrout();
    const key = crypto.randomUUID();
    const message = {
      to: { parkId: scenario.ids.trout, arrivingOn: booked.stay.start },
      subject: "Road works on Route 17",
      body: "Hello {guest},\n\nRoute 17 is closed near the park: come by Old Route 17. Your site: {site}.",
      idempotencyKey: key,
    };
    const sent = await admin().messages.send(message);
    expect(sent).toEqual({ sent: 1, reservationIds: [booked.id] });
    // A retry (the same key) sends nothing more.
    expect(await admin().messages.send(message)).toEqual({ sent: 0, reservationIds: [booked.id] });
    const mails = await mailsWith("Road works on Route 17");
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toBe(guest.email);
    expect(mails[0]!.text).toMatch(new RegExp(`^Hello ${guest.firstName},\\n\\nRoute 17 is closed`));
    expect(mails[0]!.text).toMatch(/Your site: T\d+\./);
    expect(mails[0]!.html).not.toContain("{guest}");
    const detail = await admin().reservations.get({ reservationId: booked.id });
    expect(detail.messages).toMatchObject([
      { kind: "staff", subject: "Road works on Route 17", author: "Maya Manager" },
    ]);
    expect(
      await outcomeOf(
        admin().messages.send({
          ...message,
          to: { parkId: scenario.ids.beaverkill, arrivingOn: booked.stay.start },
        }),
      ),
    ).toBe("NOT_FOUND: This park does not exist.");
    expect(
      await outcomeOf(
        admin().messages.send({
          ...message,
          idempotencyKey: crypto.randomUUID(),
          to: { parkId: scenario.ids.trout, arrivingOn: "2030-01-02" },
        }),
      ),
    ).toBe("PRECONDITION_FAILED: Nobody to write to: no confirmed stay matches.");
  });

  it("sends an enabled pre-arrival template once per stay, N days before, with site, map and check-in time", async () => {
    const booked = await bookTrout();
    const templates = await admin().messages.templates.list({ parkId: scenario.ids.trout });
    expect(templates.map((template) => [template.kind, template.enabled])).toEqual([
      ["confirmation", false],
      ["pre_arrival", false],
      ["post_stay", false],
    ]);
    const preArrival = templates.find((template) => template.kind === "pre_arrival")!;
    await admin().messages.templates.upsert({
      ...preArrival,
      subject: "Your stay at {park} on {arrival}",
      body: "Site {site}, check-in from {checkInTime}. Map: {mapUrl}. Gate code 4817.",
      daysBefore: 2,
      enabled: true,
    });
    // Four days before: not yet. Two days before (4 pm in New York): once, and never again.
    const at = (date: string) => new Date(`${date}T20:00:00Z`);
    expect(
      (
        await sendScheduledMessages(scenario.db(), {
          now: at(addDays(booked.stay.start, -4)),
          appUrl: APP_URL,
        })
      ).sent,
    ).toBe(0);
    const due = await sendScheduledMessages(scenario.db(), {
      now: at(addDays(booked.stay.start, -2)),
      appUrl: APP_URL,
    });
    expect(due.sent).toBeGreaterThanOrEqual(1);
    expect(
      (
        await sendScheduledMessages(scenario.db(), {
          now: at(addDays(booked.stay.start, -1)),
          appUrl: APP_URL,
        })
      ).sent,
    ).toBe(0);
    const recorded = await scenario
      .db()
      .select({ kind: reservationMessages.kind })
      .from(reservationMessages)
      .where(eq(reservationMessages.reservationId, booked.id));
    expect(recorded).toEqual([{ kind: "pre_arrival" }]);
    const [mail] = (await mailsWith("Your stay at Trout Town Farms")).filter((row) =>
      row.text.includes("Gate code 4817"),
    );
    expect(mail!.text).toMatch(
      /Site T\d+, check-in from \d{1,2}:\d{2} (AM|PM)\. Map: http:\/\/localhost:3000\/trout-town-farms#map\./,
    );
  });

  it("sends the confirmation note only to stays booked after it was enabled", async () => {
    const before = await bookTrout();
    const confirmation = (await admin().messages.templates.list({ parkId: scenario.ids.trout })).find(
      (template) => template.kind === "confirmation",
    )!;
    const enabledAt = new Date(NOW.getTime() + 60_000);
    await admin(enabledAt).messages.templates.upsert({ ...confirmation, enabled: true });
    await sendScheduledMessages(scenario.db(), { now: new Date(NOW.getTime() + 120_000), appUrl: APP_URL });
    const toBefore = await scenario
      .db()
      .select()
      .from(reservationMessages)
      .where(
        and(eq(reservationMessages.reservationId, before.id), eq(reservationMessages.kind, "confirmation")),
      );
    expect(toBefore).toEqual([]);
  });
});
