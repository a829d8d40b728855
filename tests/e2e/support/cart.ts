import { expect, type Page } from "@playwright/test";
import { julyStay } from "./stays";
import { hydrated } from "./test";

/** Opens a park page for a two-night July stay for two adults and chooses a stay type's site chooser. */
export async function chooseType(page: Page, park: string, type: string, stay = julyStay(2)) {
  await page.goto(`/${park}?start=${stay.start}&end=${stay.end}&adults=2`);
  await page
    .getByRole("list", { name: "Stay types for your dates" })
    .getByRole("article", { name: type, exact: true })
    .getByRole("link", { name: /Choose a site/ })
    .click();
  await expect(page.getByRole("region", { name: `Choose your site: ${type}` })).toBeVisible();
  // A link followed before the page hydrated loads the page anew: its buttons work once it has hydrated again.
  await hydrated(page);
}

export const cartCount = (page: Page) => page.getByTestId("cart-count").first();
