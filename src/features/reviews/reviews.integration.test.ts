import { and, desc, eq, like } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { addDays } from "@/lib/stay-dates";
import { auditEntries, mailOutbox, parks, reservations, teamMembers } from "@/server/db/schema";
import { guest, setUpCheckoutScenario } from "../../../tests/support/checkout-scenario";
import { signUpTestUser } from "../../../tests/support/sign-up";
import { keepSessionAlive, outcomeOf, signInDemoStaff } from "../../../tests/support/staff";
import { callerFor } from "../../../tests/support/test-context";
import { sendReviewInvitations } from "./review-invitations.service";
import { parkRatings, parkReviewSummary, reviewInvitationView } from "./reviews.service";

/*
 * Verified reviews (issue 35, decision 0068): a checked-out stay gets one invitation; its link takes one review,
 * kept with the park for a week or until it replies; staff reply or hide with a reason, audited.
 */

const scenario = setUpCheckoutScenario();
const APP_URL = "http://localhost:3000";
let managerCookie: string;
beforeAll(async () => {
  managerCookie = (await signInDemoStaff(scenario.db(), "manager@lantern.example")).cookie;
});

/** 4 pm in New York on a date. */
const afternoon = (date: string) => new Date(`${date}T20:00:00Z`);
const admin = (now: Date, cookie = managerCookie) =>
  callerFor(scenario.db(), { headers: { cookie }, now }).admin;
const visitor = (now: Date) => callerFor(scenario.db(), { now }).booking.reviews;

/** Ann Walker books an Orchard Tent Site at Trout Town Farms, arrives and leaves: the stay's id and dates. */
async function stayAndLeave() {
  const { stay } = await scenario.bookOrchard();
  const [row] = await scenario
    .db()
    .select({ id: reservations.id })
    .from(reservations)
    .where(and(eq(reservations.parkId, scenario.ids.trout), eq(reservations.arrival, stay.start)));
  const reservationId = row!.id;
  await admin(afternoon(stay.start)).reservations.checkIn({ reservationId });
  await admin(afternoon(stay.end)).reservations.checkOut({ reservationId });
  return { reservationId, stay };
}

async function invitationLinkOf(stay: { start: string; end: string }) {
  const at = new Date(afternoon(stay.end).getTime() + 10 * 60_000);
  await sendReviewInvitations(scenario.db(), { now: at, appUrl: APP_URL });
  const [mail] = await scenario
    .db()
    .select()
    .from(mailOutbox)
    .where(like(mailOutbox.subject, "How was your stay at Trout Town Farms?%"))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  const token = /\/reviews\/([A-Za-z0-9_-]{43})/.exec(mail!.text)![1]!;
  return { mail: mail!, token, at };
}

const review = (token: string, body = "Quiet site by the orchard, clean bathhouse, friendly staff.") => ({
  token,
  parkRating: 5,
  siteRating: 4,
  body,
});

describe(`verified reviews on ${process.env.TEST_DATABASE_KIND ?? "pglite"}`, () => {
  it("invites a checked-out stay once, and only a checked-out one", async () => {
    const { stay: notLeft } = await scenario.bookOrchard();
    const { stay } = await stayAndLeave();
    // Two processes' jobs at once: one invitation between them, one e-mail.
    const first = new Date(afternoon(stay.end).getTime() + 5 * 60_000);
    const runs = await Promise.all([
      sendReviewInvitations(scenario.db(), { now: first, appUrl: APP_URL }),
      sendReviewInvitations(scenario.db(), { now: first, appUrl: APP_URL }),
    ]);
    expect(runs[0]!.sent + runs[1]!.sent).toBe(1);
    const invitations = await scenario
      .db()
      .select({ createdAt: mailOutbox.createdAt })
      .from(mailOutbox)
      .where(like(mailOutbox.subject, "How was your stay at Trout Town Farms?%"));
    expect(invitations.filter((row) => row.createdAt.getTime() === first.getTime())).toHaveLength(1);
    const { mail, at } = await invitationLinkOf(stay);
    expect(mail.to).toBe(guest.email);
    expect(mail.text).toContain("Thank you for staying at Trout Town Farms");
    expect(mail.text).toContain("Review your stay: http://localhost:3000/reviews/");
    // A second run, or a second process, sends nothing more; a stay still under way is not invited.
    expect(await sendReviewInvitations(scenario.db(), { now: at, appUrl: APP_URL })).toEqual({ sent: 0 });
    const later = afternoon(addDays(notLeft.end, 1));
    expect(await sendReviewInvitations(scenario.db(), { now: later, appUrl: APP_URL })).toEqual({ sent: 0 });
  });

  it("takes one review per stay from its link, keeps it blind for a week, and publishes it then", async () => {
    const { reservationId, stay } = await stayAndLeave();
    const { token, at } = await invitationLinkOf(stay);
    const view = await reviewInvitationView(scenario.db(), token, at);
    expect(view).toMatchObject({ state: "open", parkName: "Trout Town Farms", firstName: "Ann" });

    expect(await outcomeOf(visitor(at).submit(review(token, "Too short")))).toMatch(
      /^BAD_REQUEST: [\s\S]*at least 10 characters/,
    );
    expect(await outcomeOf(visitor(at).submit({ ...review(token), parkRating: 6 }))).toMatch(
      /Rate the park from 1 to 5 stars/,
    );
    const written = await visitor(at).submit(
      review(token, "  Quiet site by the orchard.\r\n\r\n\r\n\u202eClean <b>bathhouse</b>.  "),
    );
    expect(written.publishAt.toISOString()).toBe(new Date(at.getTime() + 7 * 86_400_000).toISOString());
    expect(await outcomeOf(visitor(at).submit(review(token)))).toBe(
      "CONFLICT: This stay has been reviewed already: one review per stay.",
    );
    expect((await reviewInvitationView(scenario.db(), token, at)).state).toBe("reviewed");

    // Blind: the public sees nothing, the park sees it.
    expect((await visitor(at).list({ parkId: scenario.ids.trout })).items).toEqual([]);
    const staffList = await admin(at).reviews.list({ parkId: scenario.ids.trout, visibility: "awaiting" });
    const mine = staffList.items.find((item) => item.reservationId === reservationId)!;
    expect(mine).toMatchObject({
      body: "Quiet site by the orchard.\n\nClean <b>bathhouse</b>.",
      authorName: "Ann W.",
      visibility: "awaiting",
      stayedOn: stay.start,
    });

    const weekLater = new Date(written.publishAt.getTime());
    const published = await visitor(weekLater).list({ parkId: scenario.ids.trout });
    expect(published.items.map((item) => item.id)).toContain(mine.id);
    expect(
      (await parkRatings(scenario.db(), [scenario.ids.trout], weekLater)).get(scenario.ids.trout),
    ).toEqual({ average: 5, count: 1 });
  });

  it("publishes at once when the park replies; hides with a reason and unhides, each audited; others' parks refused", async () => {
    const { reservationId, stay } = await stayAndLeave();
    const { token, at } = await invitationLinkOf(stay);
    await visitor(at).submit({ ...review(token), parkRating: 3, siteRating: 2 });
    const [mine] = (await admin(at).reviews.list({ parkId: scenario.ids.trout })).items.filter(
      (item) => item.reservationId === reservationId,
    );
    const replyAt = new Date(at.getTime() + 3_600_000);
    expect(await outcomeOf(admin(replyAt).reviews.reply({ reviewId: mine!.id, reply: "  " }))).toMatch(
      /Write the reply/,
    );
    await admin(replyAt).reviews.reply({
      reviewId: mine!.id,
      reply: "Thank you, Ann: the bathhouse is repainted.",
    });
    const shown = (await visitor(replyAt).list({ parkId: scenario.ids.trout })).items.find(
      (item) => item.id === mine!.id,
    );
    expect(shown).toMatchObject({
      reply: "Thank you, Ann: the bathhouse is repainted.",
      typeName: expect.stringContaining("Orchard"),
      parkRating: 3,
      siteRating: 2,
    });
    const summary = await parkReviewSummary(scenario.db(), scenario.ids.trout, replyAt);
    expect(summary.park?.count).toBeGreaterThanOrEqual(1);

    // A manager of another park never learns the review exists.
    const other = await signUpTestUser(scenario.db(), { firstName: "Otto", lastName: "Elsewhere" });
    const [beaverkill] = await scenario
      .db()
      .select({ id: parks.id })
      .from(parks)
      .where(eq(parks.slug, "beaverkill-bend"));
    await scenario
      .db()
      .insert(teamMembers)
      .values({ userId: other.userId, role: "MANAGER", parkIds: [beaverkill!.id] });
    await keepSessionAlive(scenario.db(), other.userId);
    const otherCookie = other.cookie;
    expect(
      await outcomeOf(admin(replyAt, otherCookie).reviews.hide({ reviewId: mine!.id, reason: "Spam" })),
    ).toBe("NOT_FOUND: This park does not exist.");
    expect(await outcomeOf(admin(replyAt, otherCookie).reviews.list({ parkId: scenario.ids.trout }))).toBe(
      "NOT_FOUND: This park does not exist.",
    );

    expect(await outcomeOf(admin(replyAt).reviews.hide({ reviewId: mine!.id, reason: "" }))).toMatch(
      /Say why/,
    );
    const hideAt = new Date(replyAt.getTime() + 60_000);
    const countAt = async (now: Date) =>
      (await parkReviewSummary(scenario.db(), scenario.ids.trout, now)).park?.count ?? 0;
    const before = await countAt(hideAt);
    await admin(hideAt).reviews.hide({ reviewId: mine!.id, reason: "Names a staff member in full" });
    // Hidden counts in nothing: not the park's average, not search's rating.
    expect(await countAt(hideAt)).toBe(before - 1);
    expect(
      (await parkRatings(scenario.db(), [scenario.ids.trout], hideAt)).get(scenario.ids.trout)?.count ?? 0,
    ).toBe(before - 1);
    expect(
      (await visitor(replyAt).list({ parkId: scenario.ids.trout })).items.map((item) => item.id),
    ).not.toContain(mine!.id);
    await admin(new Date(hideAt.getTime() + 60_000)).reviews.unhide({ reviewId: mine!.id });
    expect(
      (await visitor(replyAt).list({ parkId: scenario.ids.trout })).items.map((item) => item.id),
    ).toContain(mine!.id);
    const audit = await scenario
      .db()
      .select({ action: auditEntries.action, reason: auditEntries.reason })
      .from(auditEntries)
      .where(eq(auditEntries.entityId, mine!.id))
      .orderBy(auditEntries.at);
    expect(audit).toEqual([
      { action: "review.reply", reason: null },
      { action: "review.hide", reason: "Names a staff member in full" },
      { action: "review.unhide", reason: null },
    ]);
  });

  it("refuses an unknown or expired link", async () => {
    const { stay } = await stayAndLeave();
    const { token, at } = await invitationLinkOf(stay);
    const monthLater = new Date(at.getTime() + 31 * 86_400_000);
    expect((await reviewInvitationView(scenario.db(), token, monthLater)).state).toBe("expired");
    expect(await outcomeOf(visitor(monthLater).submit(review(token)))).toMatch(
      /^PRECONDITION_FAILED: This review link has expired/,
    );
    expect(await outcomeOf(visitor(at).submit(review("x".repeat(43))))).toMatch(
      /^NOT_FOUND: This review link is not valid/,
    );
    expect(await outcomeOf(visitor(at).submit(review("short")))).toMatch(/^BAD_REQUEST: /);
    // A list position that is not one the list gave is a clear refusal, never a database error.
    expect(
      await outcomeOf(
        visitor(at).list({ parkId: scenario.ids.trout, cursor: `${at.toISOString()}|${"-".repeat(36)}` }),
      ),
    ).toBe("BAD_REQUEST: This list's position is not valid: load it again.");
  });
});
