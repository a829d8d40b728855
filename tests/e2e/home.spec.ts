import { expectNoAxeViolations } from "./support/axe";
import { expect, test } from "./support/test";

test("the home page lists the demo parks from the database, outposts under their park", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const parks = page.getByRole("list", { name: "Parks", exact: true });
  await expect(parks.getByRole("link", { name: "Trout Town Farms", exact: true })).toBeVisible();
  await expect(
    parks.getByRole("link", { name: "Catskill Conestoga Wagon Outpost", exact: true }),
  ).toBeVisible();
  await expect(page.getByText("Outpost of Trout Town Farms")).toBeVisible();
  await expect(page.getByText("Powered by Lantern")).toBeVisible();
});

test("shows renamed park features", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByText("Bathhouse").first()).toBeVisible();
  await expect(page.getByText("Bathrooms", { exact: true })).toHaveCount(0);
});

test("a visitor has an empty cart and an Account link to the login dialog", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByTestId("cart-count").first()).toHaveText("0");
  await expect(page.getByTestId("account-link").first()).toHaveAttribute("href", /auth=login/);
});

test("a stored cart id the server does not know is removed and the page reloads", async ({ page }) => {
  await page.goto("/");
  await page.evaluate(() =>
    localStorage.setItem(
      "lantern.cart",
      JSON.stringify({
        shoppingCartUuid: crypto.randomUUID(),
        cartCreatedAt: new Date().toISOString(),
        parkShoppingCarts: {},
      }),
    ),
  );
  // Only until the page starts: the app's own reload may come before this one's load event and abort it.
  await page.reload({ waitUntil: "commit" });
  // The app removes the id and reloads once more; read storage between navigations.
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem("lantern.cart")).catch(() => "navigating"))
    .toBeNull();
  await expect(page.getByTestId("cart-count").first()).toHaveText("0");
});

test("the home page has no axe violations (WCAG 2.2 AA)", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("list", { name: "Parks", exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("an unknown page answers 404 with a way back", async ({ page }) => {
  const response = await page.goto("/no-such-page/at-all");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("link", { name: "Search campsites" })).toBeVisible();
});
