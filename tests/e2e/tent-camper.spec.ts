import { expectNoAxeViolations } from "./support/axe";
import { fillCheckout, payButton } from "./support/checkout";
import { expectNoSideScroll } from "./support/layout";
import { mailedText } from "./support/mail";
import { julyStay } from "./support/stays";
import { expect, hydrated, test } from "./support/test";

/**
 * Spec §4's tent conversion from the party's equipment alone (decision 0069): a camper who says "Camping with: Tent"
 * and chooses no category sees Beaverkill Bend's back-in RV sites that take tents as tent sites, books one, and the
 * tent label follows the stay into the cart, the checkout's review, the confirmation page and the e-mail.
 */

const TYPE = "Back-In RV Water & Electric";
const TENT_LABEL = "Tent Site · RV site that takes tents";

/** The plain text of the order confirmation e-mail the outbox wrote to `email`. */
const confirmationMailText = (email: string) =>
  mailedText(email, (mail) => mail.subject.startsWith("Your Lantern booking"));

for (const { viewport, week } of [
  { viewport: { width: 1440, height: 900 }, week: 1 as const },
  { viewport: { width: 390, height: 844 }, week: 2 as const },
]) {
  test(`a tent camper without a category books an RV site that takes tents as a tent site, at ${viewport.width} px`, async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await page.setViewportSize(viewport);
    const stay = julyStay(week);
    await page.goto(`/beaverkill-bend?start=${stay.start}&end=${stay.end}&adults=2&equipment=Tent`);

    // The tent view: RV sites that take tents are tent sites, no rig length; cabins are a filter away.
    const list = page.getByRole("list", { name: "Stay types for your dates" });
    await expect(page.getByText("Sites for your tent, including RV sites that take tents.")).toBeVisible();
    const converted = list.getByRole("article", { name: TYPE, exact: true });
    await expect(converted).toContainText(TENT_LABEL);
    await expect(converted).not.toContainText(/Fits RVs/);
    await expect(list.getByRole("article", { name: "Deluxe Cabin" })).toHaveCount(0);
    await expect(list.getByRole("article", { name: "Riverside Tent Site" })).toBeVisible();
    await expectNoSideScroll(page);
    await expectNoAxeViolations(page);

    await converted.getByRole("link", { name: /Choose a site/ }).click();
    await expect(page.getByRole("region", { name: `Choose your site: ${TYPE}` })).toBeVisible();
    await hydrated(page);
    await page.getByRole("button", { name: "Add to cart" }).click();
    await expect(page).toHaveURL(/\/cart$/, { timeout: 15_000 });

    // The cart keeps the label, and says what the party camps with.
    const item = page.getByRole("article", { name: TYPE });
    await expect(item).toContainText(TENT_LABEL);
    await expect(item).toContainText("Camping withTent");
    await expectNoSideScroll(page);
    await expectNoAxeViolations(page);

    // The checkout's review of the order.
    await page.getByRole("link", { name: "Check out" }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    const review = page.getByRole("complementary", { name: "Order summary" });
    await expect(review.getByRole("article", { name: TYPE })).toContainText(TENT_LABEL);
    const email = await fillCheckout(page, "4242 4242 4242 4242", `tent+${week}-${Date.now()}@example.com`);
    await expectNoSideScroll(page);
    await expectNoAxeViolations(page);
    await payButton(page).click();

    // The confirmation page.
    await expect(page).toHaveURL(/\/checkout\/confirmation\/[0-9a-f-]{36}$/, { timeout: 30_000 });
    const booked = page.getByRole("article", { name: TYPE });
    await expect(booked).toContainText(TENT_LABEL);
    await expect(booked).toContainText("Confirmed");
    await expectNoSideScroll(page);
    await expectNoAxeViolations(page);

    // The confirmation e-mail.
    const mail = await confirmationMailText(email);
    expect(mail).toContain(`${TYPE}, site assigned at check-in`);
    expect(mail).toContain(TENT_LABEL);
  });
}
