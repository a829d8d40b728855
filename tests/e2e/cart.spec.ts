import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { cartCount, chooseType } from "./support/cart";

test("sites from two parks go into one cart with add-ons and a promo code, then come out again", async ({
  page,
}) => {
  // Trout Town Farms: a specific site picked on the map.
  await chooseType(page, "trout-town-farms", "Orchard Tent Site");
  const pin = page.getByRole("button", { name: /^Site .+ on the map$/ }).first();
  const site = (await pin.getAttribute("aria-label"))!.replace(/^Site | on the map$/g, "");
  await pin.click();
  await page.getByRole("button", { name: "Add to cart" }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(cartCount(page)).toHaveText("1");
  const trout = page.getByRole("region", { name: "Trout Town Farms" });
  const orchard = trout.getByRole("article", { name: "Orchard Tent Site" });
  await expect(orchard).toContainText(`${site} (your pick)`);
  await expect(orchard).toContainText("2 nights");
  await expect(orchard).toContainText("2 adults");
  const events = await page.evaluate(
    () => (window as unknown as { dataLayer: { event?: string }[] }).dataLayer,
  );
  expect(events.filter((event) => event.event === "add_to_cart")).toHaveLength(1);

  // Add-ons, edited in the cart.
  await orchard.getByRole("button", { name: "Edit add-ons for Orchard Tent Site" }).click();
  const dialog = page.getByRole("dialog", { name: "Add-ons for Orchard Tent Site" });
  await dialog.getByRole("textbox", { name: "Firewood Bundle" }).fill("2");
  await dialog.getByRole("button", { name: "Save add-ons" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(orchard).toContainText("Firewood Bundle2 × $8.99$17.98");

  // A second park: any site of the type.
  await chooseType(page, "beaverkill-bend", "Riverside Tent Site");
  await page.getByRole("button", { name: "Add to cart" }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(cartCount(page)).toHaveText("2");
  const beaverkill = page.getByRole("region", { name: "Beaverkill Bend Campground" });
  await expect(beaverkill.getByText("Assigned at check-in")).toBeVisible();
  // The park's mandatory fee is on the item.
  await expect(beaverkill).toContainText("Resort Fee");

  // Promo codes per park: a wrong one is explained at its field, a good one discounts.
  await trout.getByRole("textbox", { name: "Promo code for Trout Town Farms" }).fill("NOPE");
  await trout.getByRole("button", { name: "Apply" }).click();
  await expect(trout.getByText("We don't recognise this code, or it has ended.")).toBeVisible();
  await trout.getByRole("textbox", { name: "Promo code for Trout Town Farms" }).fill("camp5");
  await trout.getByRole("button", { name: "Apply" }).click();
  await expect(trout).toContainText("Code CAMP5 applied");
  await expect(trout).toContainText("−$5.00");
  const summary = page.getByRole("complementary", { name: "Order summary" });
  await expect(summary).toContainText("Discounts−$5.00");

  // The hold timer, and extending it.
  await expect(page.getByText(/Your sites are held for you for \d+:\d\d more/)).toBeVisible();
  await page.getByRole("button", { name: "Extend hold" }).click();
  await expect(page.getByText(/Your sites are held for you for (29|30):\d\d more/)).toBeVisible();
  await expectNoAxeViolations(page);

  // Removing releases the sites; the empty cart offers a way back.
  await beaverkill.getByRole("button", { name: "Remove Riverside Tent Site" }).click();
  await expect(cartCount(page)).toHaveText("1");
  await orchard.getByRole("button", { name: "Remove Orchard Tent Site" }).click();
  await expect(page.getByRole("heading", { name: "Your cart is empty" })).toBeVisible();
  await expect(cartCount(page)).toHaveText("0");
  await expectNoAxeViolations(page);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the cart passes axe at 390 px", async ({ page }) => {
    await chooseType(page, "trout-town-farms", "Orchard Tent Site");
    await page.getByRole("button", { name: "Add to cart" }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole("article", { name: "Orchard Tent Site" })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
