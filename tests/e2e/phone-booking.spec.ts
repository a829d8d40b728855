import type { Locator } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { chooseType } from "./support/cart";
import { expectNoSideScroll } from "./support/layout";
import { julyStay } from "./support/stays";
import { expect, test } from "./support/test";

const PHONE = { width: 390, height: 844 };

/** A focus ring a guest can see: an outline of at least 2 px that is not transparent. */
async function expectVisibleFocusRing(element: Locator) {
  await expect(element).toBeFocused();
  const ring = await element.evaluate((node) => {
    const style = getComputedStyle(node);
    return {
      style: style.outlineStyle,
      width: Number.parseFloat(style.outlineWidth),
      color: style.outlineColor,
    };
  });
  expect(ring.style).not.toBe("none");
  expect(ring.width).toBeGreaterThanOrEqual(2);
  expect(ring.color).not.toMatch(/rgba\(.*, 0\)$|transparent/);
}

test.describe("on a phone", () => {
  test.use({ viewport: PHONE });

  test("a camper picks a site from a one-column chooser with the total and Add to cart always in view", async ({
    page,
  }) => {
    const stay = julyStay(1);
    await page.goto(`/?start=${stay.start}&end=${stay.end}&adults=2`);
    await expect(page.getByRole("list", { name: "Parks", exact: true })).toBeVisible();
    await expectNoSideScroll(page);

    await chooseType(page, "trout-town-farms", "Orchard Tent Site", stay);
    const chooser = page.getByRole("region", { name: "Choose your site: Orchard Tent Site" });
    await expectNoSideScroll(page);
    // The map comes first and spans the chooser; nothing in the chooser is wider than the screen.
    const map = chooser.getByRole("region", { name: "Site map, scrolls sideways" });
    const [mapBox, chooserBox] = [await map.boundingBox(), await chooser.boundingBox()];
    expect(mapBox!.width).toBeGreaterThan(chooserBox!.width * 0.8);
    expect(chooserBox!.x + chooserBox!.width).toBeLessThanOrEqual(PHONE.width);

    // Scrolled to the list of sites, the bar with the stay total and Add to cart stays at the bottom.
    const siteT2 = chooser.getByRole("radio", { name: /^Site T2\b/ });
    await siteT2.scrollIntoViewIfNeeded();
    const addToCart = chooser.getByRole("button", { name: "Add to cart" });
    await expect(addToCart).toBeInViewport();
    const summaryTotal = await chooser
      .getByRole("region", { name: "Your stay" })
      .locator("dd")
      .last()
      .textContent();
    await siteT2.check();
    await expect(chooser.getByText(/2 nights, site T2, before taxes/)).toBeInViewport();
    const lockedTotal = await chooser
      .getByRole("region", { name: "Your stay" })
      .locator("dd")
      .last()
      .textContent();
    expect(lockedTotal).not.toBe(summaryTotal);
    await expect(chooser.getByText(lockedTotal!, { exact: true }).last()).toBeInViewport();
    await expectNoAxeViolations(page);

    await addToCart.click();
    await expect(page).toHaveURL(/\/cart$/);
    await expectNoSideScroll(page);

    // Add-ons: the guest picker's −/+ steppers, Save in view, a visible focus ring on each control.
    const orchard = page.getByRole("article", { name: "Orchard Tent Site" });
    await orchard.getByRole("button", { name: "Edit add-ons for Orchard Tent Site" }).click();
    const dialog = page.getByRole("dialog", { name: "Add-ons for Orchard Tent Site" });
    await expect(dialog.getByRole("button", { name: "Save add-ons" })).toBeInViewport();
    await expectNoSideScroll(page);
    const more = dialog.getByRole("button", { name: "One more: Firewood Bundle" });
    await more.focus();
    await page.keyboard.press("Enter");
    await page.keyboard.press("Enter");
    await expect(dialog.getByRole("status", { name: "2 × Firewood Bundle" })).toBeVisible();
    await page.keyboard.press("Shift+Tab");
    await expectVisibleFocusRing(dialog.getByRole("button", { name: "One fewer: Firewood Bundle" }));
    await expectNoAxeViolations(page);
    const save = dialog.getByRole("button", { name: "Save add-ons" });
    await save.focus();
    await expectVisibleFocusRing(save);
    await page.keyboard.press("Enter");
    await expect(dialog).toHaveCount(0);
    await expect(orchard).toContainText("Firewood Bundle2 × $8.99$17.98");
    await expectNoSideScroll(page);

    await page.getByRole("link", { name: "Check out", exact: true }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expectNoSideScroll(page);
  });
});

test("on a desktop the chooser keeps the list beside the map and the summary", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await chooseType(page, "trout-town-farms", "Orchard Tent Site", julyStay(1));
  const chooser = page.getByRole("region", { name: "Choose your site: Orchard Tent Site" });
  const list = await chooser.getByRole("radiogroup").boundingBox();
  const summary = await chooser.getByRole("region", { name: "Your stay" }).boundingBox();
  expect(summary!.x).toBeGreaterThan(list!.x + list!.width);
  await expectNoSideScroll(page);
});
