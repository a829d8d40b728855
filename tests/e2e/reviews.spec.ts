import { adminCall, call, query } from "./support/api";
import { expectNoAxeViolations } from "./support/axe";
import { bookWalkIn, openParks, todayInNewYork } from "./support/desk";
import { TEST_JOBS_TOKEN } from "./support/jobs";
import { expectNoSideScroll } from "./support/layout";
import { mailedLink } from "./support/mail";
import { addDaysIso } from "./support/stays";
import { awaitHydrationOnNavigation, expect, test } from "./support/test";

/** The review invitations' job run once now on the spec's server (it runs every ten minutes in production). */
async function inviteReviewers(request: import("@playwright/test").APIRequestContext) {
  const response = await request.post("/api/test/jobs/review-invitations", {
    headers: { authorization: `Bearer ${TEST_JOBS_TOKEN}` },
    data: { now: new Date().toISOString() },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

const REVIEW_LINK = /https?:\/\/\S+\/reviews\/[A-Za-z0-9_-]{43}/;

for (const width of [1440, 390]) {
  test(`verified reviews at ${width} px: a stay checked out by staff, the review e-mail, a review, the park's reply, shown on the park page with the average`, async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(150_000);
    page.setDefaultTimeout(15_000);
    await page.setViewportSize({ width, height: width < 768 ? 844 : 900 });
    const tag = width < 768 ? "Phone" : "Wide";
    const lastName = `Reviewer${tag}`;

    // Staff: a guest who arrived today (a walk-in, paid in cash) is checked in; the desk checks her out on Today.
    await call(page.request, "authentication.login", {
      email: "owner@lantern.example",
      password: "lantern-demo-staff",
    });
    const today = todayInNewYork();
    const stay = await bookWalkIn(
      page.request,
      await openParks(page.request),
      { start: today, end: addDaysIso(today, 2) },
      { firstName: "Rita", lastName },
    );
    await adminCall(page.request, "reservations.checkIn", { reservationId: stay.reservationId });
    await page.goto(`/admin/today?park=${stay.park.slug}&date=${today}`);
    await page.getByRole("button", { name: `Check out Rita ${lastName}` }).click();
    await expect(page.getByText(`Rita ${lastName} is checked out.`)).toBeVisible();

    // The invitation: one e-mail with the stay's own link.
    await inviteReviewers(page.request);
    const link = await mailedLink(stay.email, REVIEW_LINK);

    // The guest, on her own device: the park and the site in stars, and a few lines.
    const guestContext = await browser.newContext({ baseURL });
    const guest = await guestContext.newPage();
    awaitHydrationOnNavigation(guest);
    await guest.setViewportSize({ width, height: width < 768 ? 844 : 900 });
    await guest.goto(link);
    await expect(
      guest.getByRole("heading", { level: 1, name: `Review your stay at ${stay.park.name}` }),
    ).toBeVisible();
    await expectNoSideScroll(guest);
    await guest.getByRole("button", { name: "Send my review" }).click();
    await expect(guest.getByText(`Rate the park from 1 to 5 stars.`)).toBeVisible();
    await expectNoAxeViolations(guest);
    const parkStars = guest.getByRole("group", { name: `How was ${stay.park.name}?` });
    // A tap on the fifth star; the site's by keyboard, as a radio group moves (arrows from the first star).
    await parkStars.locator("label").filter({ hasText: "5 stars, Excellent" }).click();
    await expect(parkStars.getByRole("radio", { name: "5 stars, Excellent" })).toBeChecked();
    const siteStars = guest.getByRole("group", { name: "How was your site?" });
    await siteStars.getByRole("radio", { name: "1 star, Poor" }).focus();
    await guest.keyboard.press("Space");
    for (let step = 0; step < 3; step += 1) await guest.keyboard.press("ArrowRight");
    await expect(siteStars.getByRole("radio", { name: "4 stars, Very good" })).toBeChecked();
    const words = `Quiet site ${tag}: <b>not bold</b>, clean bathhouse, the creek at night.`;
    await guest.getByRole("textbox", { name: "Tell other campers about your stay" }).fill(words);
    await guest.getByRole("button", { name: "Send my review" }).click();
    await expect(guest.getByText("Thank you: your review is in.")).toBeVisible();
    await expectNoAxeViolations(guest);
    await expectNoSideScroll(guest);

    // Blind: not on the park page yet.
    await guest.goto(`/${stay.park.slug}`);
    await expect(guest.getByText(words)).toHaveCount(0);

    // The park sees it at once and replies, which publishes it.
    await page.goto(`/admin/reviews?park=${stay.park.slug}&show=awaiting`);
    const card = page.getByRole("listitem").filter({ hasText: words });
    await expect(card).toBeVisible();
    await expectNoAxeViolations(page);
    await expectNoSideScroll(page);
    const reply = `Thank you, Rita (${tag}): come back in the spring!`;
    await card.getByRole("textbox", { name: "Your public reply" }).fill(reply);
    await card.getByRole("button", { name: "Publish the reply" }).click();
    await expect(
      page.getByText(`Your reply to Rita ${lastName[0]}. is published, with the review.`),
    ).toBeVisible();

    // On the park page: the review, its stay, the reply, and the park's average.
    const summary = await query<{ park: { average: number; count: number } }>(
      guest.request,
      "reviews.summary",
      { parkId: stay.park.id },
    );
    // The same page as before with only a fragment added: a reload reads it anew.
    await guest.goto(`/${stay.park.slug}#reviews`);
    await guest.reload();
    const reviews = guest.getByRole("region", { name: "What guests say" });
    const review = reviews
      .getByRole("article", { name: `Review by Rita ${lastName[0]}.` })
      .filter({ hasText: words });
    await expect(review).toBeVisible();
    await expect(review.getByRole("img", { name: "Park: 5 out of 5 stars" })).toBeVisible();
    await expect(review.getByText(reply)).toBeVisible();
    await expect(review.getByText(/^Rita R\. · Stayed in \w+ \d{4}, .+/)).toBeVisible();
    const average = `${summary.park.average.toFixed(1)} out of 5 from ${summary.park.count} ${summary.park.count === 1 ? "review" : "reviews"}`;
    await expect(reviews.getByRole("img", { name: average })).toBeVisible();
    await expectNoAxeViolations(guest);
    await expectNoSideScroll(guest);
    await guestContext.close();
  });
}
