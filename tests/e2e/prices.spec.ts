import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { expectNoSideScroll } from "./support/layout";
import { signUpAndConfirm } from "./support/mail";
import { julyStay } from "./support/stays";
import { expect, test } from "./support/test";

/**
 * Issue 12 §2: the party's mandatory fees are in every price shown and itemized as included in the cart; a member
 * sees the member price before the cart. Runs at a phone's and a desktop's width.
 */

const stay = julyStay(1);

// Each journey signs up, buys Rewards or books through several pages: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 120_000 });
const parkUrl = (pets: number) =>
  `/trout-town-farms?start=${stay.start}&end=${stay.end}&adults=2${pets ? `&pets=${pets}` : ""}`;

const orchardCard = (page: Page) =>
  page
    .getByRole("list", { name: "Stay types for your dates" })
    .getByRole("article", { name: "Orchard Tent Site", exact: true });

for (const width of [390, 1440]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("a guest with 1 dog sees the pet fee in the price and pays it as an included line", async ({
      page,
    }) => {
      await page.goto(parkUrl(0));
      const alone = (await orchardCard(page)
        .getByText(/for 2 nights$/)
        .textContent())!;
      await page.goto(parkUrl(1));
      await expectNoSideScroll(page);
      const card = orchardCard(page);
      await expect(card).toContainText("Includes every fee (Pet Fee)");
      const withDog = (await card.getByText(/for 2 nights$/).textContent())!;
      const dollars = (text: string) => Number(/\$([\d,]+\.\d\d)/.exec(text)![1]!.replace(/,/g, ""));
      // Two nights of the $5 pet fee.
      expect(dollars(withDog)).toBeCloseTo(dollars(alone) + 10, 2);

      await card.getByRole("link", { name: /Choose a site/ }).click();
      const chooser = page.getByRole("region", { name: "Choose your site: Orchard Tent Site" });
      await expect(chooser).toContainText("Pet Fee $5.00 a night");
      await expectNoSideScroll(page);
      await chooser.getByRole("button", { name: "Add to cart" }).click();
      await expect(page).toHaveURL(/\/cart$/, { timeout: 30_000 });
      const item = page.getByRole("article", { name: "Orchard Tent Site" });
      await expect(item).toContainText("Pet FeeIncluded1 × $5.00 a night × 2 nights$10.00");
      await expectNoSideScroll(page);
      await expectNoAxeViolations(page);
      // Optional add-ons stay opt-in: the pet fee is not among them.
      await item.getByRole("button", { name: "Edit add-ons for Orchard Tent Site" }).click();
      const dialog = page.getByRole("dialog", { name: "Add-ons for Orchard Tent Site" });
      await expect(dialog.getByRole("group", { name: "Firewood Bundle" })).toBeVisible();
      await expect(dialog.getByRole("group", { name: "Pet Fee" })).toHaveCount(0);
    });
  });
}

test("a member sees the member price on results, the park page and the site chooser", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signUpAndConfirm(page.request, {
    email: `member-${Date.now()}@lantern.example`,
    password: "correct horse battery",
    firstName: "Mira",
    lastName: "Member",
  });
  await page.goto("/rewards");
  const join = page.getByRole("form", { name: "Join Lantern Rewards" });
  await join.getByRole("checkbox").check();
  await join.getByRole("textbox", { name: "Card number" }).fill("4242 4242 4242 4242");
  await join.getByRole("textbox", { name: "Expiry date (MM/YY)" }).fill("12/34");
  await join.getByRole("textbox", { name: "Security code (CVC)" }).fill("123");
  await join.getByRole("button", { name: "Join Rewards for $19.99" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Welcome to Lantern Rewards!" })).toBeVisible();

  await page.goto(`/?start=${stay.start}&end=${stay.end}&adults=2`);
  const troutCard = page.getByRole("article").filter({ hasText: "Trout Town Farms" }).first();
  await expect(troutCard).toContainText("member price");
  await expect(troutCard.getByText(/Regular price/)).toHaveCount(1);
  await expectNoSideScroll(page);

  await page.goto(parkUrl(0));
  const card = orchardCard(page);
  await expect(card).toContainText("member price");
  await card.getByRole("link", { name: /Choose a site/ }).click();
  const summary = page
    .getByRole("region", { name: "Choose your site: Orchard Tent Site" })
    .getByRole("region", { name: "Your stay" });
  await expect(summary).toContainText("Member total before taxes");
  await expect(summary).toContainText("member price");
  await expectNoSideScroll(page);
  await expectNoAxeViolations(page);
});
