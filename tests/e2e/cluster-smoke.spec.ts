import { cartCount, chooseType } from "./support/cart";
import { fillCheckout, payButton } from "./support/checkout";
import { julyStay } from "./support/stays";
import { expect, test } from "./support/test";

/**
 * Through the deployment recipe (playwright.cluster.config.ts): a camper on a phone books a site, pays, and cancels
 * it — every call through nginx's TLS, either app process behind it, and PgBouncer's pooled connections.
 */
test("through nginx and PgBouncer, a camper books a site, pays and cancels it", async ({ page, baseURL }) => {
  expect(baseURL).toMatch(/^https:/);
  await chooseType(page, "beaverkill-bend", "Riverside Tent Site", julyStay(1));
  await page.getByRole("button", { name: "Add to cart" }).click();
  await expect(page).toHaveURL(/\/cart$/, { timeout: 15_000 });
  await expect(cartCount(page)).toHaveText("1");

  await page.goto("/checkout");
  await fillCheckout(page, "4242424242424242");
  await payButton(page).click();
  await expect(page).toHaveURL(/\/checkout\/confirmation\/[0-9a-f-]{36}$/, { timeout: 20_000 });
  const stay = page.getByRole("article", { name: "Riverside Tent Site" });
  await expect(stay).toContainText("Confirmed");
  await stay.getByRole("button", { name: /^Cancel reservation/ }).click();
  const dialog = page.getByRole("dialog", { name: "Cancel this reservation?" });
  await dialog.getByRole("button", { name: "Cancel reservation" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText("Reservation cancelled")).toBeVisible();
  await expect(stay).toContainText("Cancelled");
});
