import { expectNoAxeViolations } from "./support/axe";
import { expectNoSideScroll } from "./support/layout";
import { expect, test } from "./support/test";

const PARK = "/trout-town-farms";

test.describe("the search modal on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("a compact Where to / dates / guests button opens the search full screen", async ({ page }) => {
    await page.goto("/");
    const launcher = page.getByTestId("search-launcher");
    await expect(launcher).toBeVisible();
    await expect(launcher).toContainText("Where to?");
    await expect(launcher).toContainText("1 adult");
    await expect(page.getByRole("form", { name: "Find your campsite" })).toBeHidden();
    await expectNoSideScroll(page);

    await launcher.click();
    const dialog = page.getByRole("dialog", { name: "Find your campsite" });
    await expect(dialog).toBeVisible();
    const box = await dialog.boundingBox();
    expect(box?.width).toBe(390);
    await expect(dialog.getByRole("form", { name: "Find your campsite" })).toBeVisible();
    await expect(dialog.getByRole("combobox", { name: "Where from" })).toBeVisible();
    await expectNoSideScroll(page);
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: "Close search" }).click();
    await expect(dialog).toBeHidden();
    await expect(launcher).toBeFocused();
  });

  test("the search modal closes on route change", async ({ page }) => {
    await page.goto("/faqs");
    await page.goto("/");
    await page.getByTestId("search-launcher").click();
    await expect(page.getByRole("dialog", { name: "Find your campsite" })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/faqs$/);
    await expect(page.getByRole("dialog", { name: "Find your campsite" })).toBeHidden();
  });
});

test("on a desktop the search bar stays inline and the compact button is not shown", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/");
  await expect(page.getByRole("form", { name: "Find your campsite" })).toBeVisible();
  await expect(page.getByTestId("search-launcher")).toBeHidden();
});

for (const width of [1440, 390]) {
  test(`the park gallery opens a photo lightbox driven by arrows, Escape and its close button at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(PARK);
    const gallery = page.getByRole("list", { name: "Photos" });
    const photos = gallery.getByRole("button");
    const count = await photos.count();
    expect(count).toBeGreaterThan(1);
    await photos.nth(1).click();
    const lightbox = page.getByRole("dialog", { name: "Photos of Trout Town Farms" });
    await expect(lightbox).toBeVisible();
    await expect(lightbox).toContainText(`Photo 2 of ${count}`);
    await page.keyboard.press("ArrowRight");
    await expect(lightbox).toContainText(`Photo 3 of ${count}`);
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await expect(lightbox).toContainText(`Photo 1 of ${count}`);
    await page.keyboard.press("ArrowLeft");
    await expect(lightbox).toContainText(`Photo ${count} of ${count}`);
    await lightbox.getByRole("button", { name: "Next photo" }).click();
    await expect(lightbox).toContainText(`Photo 1 of ${count}`);
    await expect(lightbox.getByTestId("lightbox").getByRole("img")).toBeVisible();
    await expectNoSideScroll(page);
    await expectNoAxeViolations(page);

    // Focus stays in the lightbox.
    for (let tab = 0; tab < 6; tab += 1) {
      await page.keyboard.press("Tab");
      expect(await lightbox.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(lightbox).toBeHidden();
    await expect(photos.nth(1)).toBeFocused();

    await photos.first().click();
    await expect(lightbox).toContainText(`Photo 1 of ${count}`);
    await lightbox.getByRole("button", { name: "Close photos" }).click();
    await expect(lightbox).toBeHidden();
  });
}

test("a stay type's photo opens that type's lightbox, and a route change closes it", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/");
  await page.goto(PARK);
  const card = page.getByRole("list", { name: "Stay types" }).getByRole("article").first();
  const name = (await card.getByRole("heading").textContent()) ?? "";
  await card.getByRole("button", { name: new RegExp(`^${name} at Trout Town Farms`) }).click();
  const lightbox = page.getByRole("dialog", { name: `${name} at Trout Town Farms` });
  await expect(lightbox).toBeVisible();
  await expect(lightbox).toContainText(/Photo 1 of \d+/);
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect(lightbox).toBeHidden();
});
