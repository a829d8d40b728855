import type { APIRequestContext, Page } from "@playwright/test";
import { adminCall, call, query } from "./support/api";
import { expectNoAxeViolations } from "./support/axe";
import { bookWalkIn, openParks, todayInNewYork } from "./support/desk";
import { TEST_JOBS_TOKEN } from "./support/jobs";
import { expectNoSideScroll } from "./support/layout";
import { mailedLink } from "./support/mail";
import { addDaysIso } from "./support/stays";
import { awaitHydrationOnNavigation, expect, test } from "./support/test";

/** The review invitations' job run once now on the spec's server (it runs every ten minutes in production). */
async function inviteReviewers(request: APIRequestContext) {
  const response = await request.post("/api/test/jobs/review-invitations", {
    headers: { authorization: `Bearer ${TEST_JOBS_TOKEN}` },
    data: { now: new Date().toISOString() },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

const REVIEW_LINK = /https?:\/\/\S+\/reviews\/[A-Za-z0-9_-]{43}/;
const DESK = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

/*
 * One stay (winter leaves few sites open tonight, and the desk specs share them): the park's staff work at a
 * 1440 px desk, the guest reviews on a 390 px phone, and the park page is read at both widths.
 */
test("verified reviews: a stay checked out by staff at 1440 px, the review e-mail, a review on a 390 px phone, the park's reply, shown on the park page with the average at both widths", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  page.setDefaultTimeout(15_000);
  await page.setViewportSize(DESK);

  // The desk: a guest who arrived today (a walk-in, paid in cash) is checked in, then checked out on Today.
  await call(page.request, "authentication.login", {
    email: "owner@lantern.example",
    password: "lantern-demo-staff",
  });
  const today = todayInNewYork();
  const stay = await bookWalkIn(
    page.request,
    await openParks(page.request),
    { start: today, end: addDaysIso(today, 2) },
    { firstName: "Rita", lastName: "Reviewer" },
  );
  await adminCall(page.request, "reservations.checkIn", { reservationId: stay.reservationId });
  await page.goto(`/admin/today?park=${stay.park.slug}&date=${today}`);
  await page.getByRole("button", { name: "Check out Rita Reviewer" }).click();
  await expect(page.getByText("Rita Reviewer is checked out.")).toBeVisible();

  // The invitation: one e-mail with the stay's own link.
  await inviteReviewers(page.request);
  const link = await mailedLink(stay.email, REVIEW_LINK);

  // The guest, on her phone: the park and the site in stars, and a few lines.
  const guestContext = await browser.newContext({ baseURL, viewport: PHONE });
  const guest = await guestContext.newPage();
  awaitHydrationOnNavigation(guest);
  await guest.goto(link);
  await expect(
    guest.getByRole("heading", { level: 1, name: `Review your stay at ${stay.park.name}` }),
  ).toBeVisible();
  await expectNoSideScroll(guest);
  await guest.getByRole("button", { name: "Send my review" }).click();
  await expect(guest.getByText("Rate the park from 1 to 5 stars.")).toBeVisible();
  await expectNoAxeViolations(guest);
  // A tap on the fifth star; the site's by keyboard, as a radio group moves (arrows from the first star).
  const parkStars = guest.getByRole("group", { name: `How was ${stay.park.name}?` });
  await parkStars.locator("label").filter({ hasText: "5 stars, Excellent" }).click();
  await expect(parkStars.getByRole("radio", { name: "5 stars, Excellent" })).toBeChecked();
  const siteStars = guest.getByRole("group", { name: "How was your site?" });
  await siteStars.getByRole("radio", { name: "1 star, Poor" }).focus();
  await guest.keyboard.press("Space");
  for (let step = 0; step < 3; step += 1) await guest.keyboard.press("ArrowRight");
  await expect(siteStars.getByRole("radio", { name: "4 stars, Very good" })).toBeChecked();
  const words = "Quiet site: <b>not bold</b>, clean bathhouse, the creek at night.";
  await guest.getByRole("textbox", { name: "Tell other campers about your stay" }).fill(words);
  await guest.getByRole("button", { name: "Send my review" }).click();
  await expect(guest.getByText("Thank you: your review is in.")).toBeVisible();
  await expectNoAxeViolations(guest);
  await expectNoSideScroll(guest);

  // Blind: not on the park page yet.
  await guest.goto(`/${stay.park.slug}`);
  await expect(guest.getByText(words)).toHaveCount(0);

  // The park sees it at once (also on a phone) and replies at the desk, which publishes it.
  await page.goto(`/admin/reviews?park=${stay.park.slug}&show=awaiting`);
  const card = page.getByRole("listitem").filter({ hasText: words });
  await expect(card).toBeVisible();
  await expectNoAxeViolations(page);
  await page.setViewportSize(PHONE);
  await expectNoSideScroll(page);
  await page.setViewportSize(DESK);
  const reply = "Thank you, Rita: come back in the spring!";
  await card.getByRole("textbox", { name: "Your public reply" }).fill(reply);
  await card.getByRole("button", { name: "Publish the reply" }).click();
  await expect(page.getByText("Your reply to Rita R. is published, with the review.")).toBeVisible();

  // On the park page, at both widths: the review, its stay, the reply, and the park's average.
  const summary = await query<{ park: { average: number; count: number } }>(
    guest.request,
    "reviews.summary",
    {
      parkId: stay.park.id,
    },
  );
  const average = `${summary.park.average.toFixed(1)} out of 5 from ${summary.park.count} ${summary.park.count === 1 ? "review" : "reviews"}`;
  const expectShown = async (reader: Page) => {
    const reviews = reader.getByRole("region", { name: "What guests say" });
    const review = reviews.getByRole("article", { name: "Review by Rita R." }).filter({ hasText: words });
    await expect(review).toBeVisible();
    await expect(review.getByRole("img", { name: "Park: 5 out of 5 stars" })).toBeVisible();
    await expect(review.getByRole("img", { name: "Site: 4 out of 5 stars" })).toBeVisible();
    await expect(review.getByText(reply)).toBeVisible();
    await expect(review.getByText(/^Rita R\. · Stayed in \w+ \d{4}, .+/)).toBeVisible();
    await expect(reviews.getByRole("img", { name: average })).toBeVisible();
    await expectNoAxeViolations(reader);
    await expectNoSideScroll(reader);
  };
  // The phone is on that page already (only a fragment differs): a reload reads it anew.
  await guest.goto(`/${stay.park.slug}#reviews`);
  await guest.reload();
  await expectShown(guest);
  await page.goto(`/${stay.park.slug}#reviews`);
  await expectShown(page);
  await guestContext.close();
});
