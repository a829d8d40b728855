import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { cartCount, chooseType } from "./support/cart";
import { julyStay } from "./support/stays";
import { expect, test } from "./support/test";

async function signInAsAdmin(page: Page) {
  const response = await page.request.post("/api/trpc/booking.authentication.login", {
    data: { json: { email: "admin@lantern.example", password: "lantern-demo-staff" } },
  });
  expect(response.ok()).toBe(true);
}

test("an admin makes a promo code in the console and a guest's cart takes it", async ({ page }) => {
  test.setTimeout(180_000);
  page.setDefaultTimeout(15_000);
  await signInAsAdmin(page);
  const code = `CONSOLE${Date.now() % 100_000}`;

  await page.goto("/admin/promotions");
  await expect(page.getByRole("heading", { name: "Promotions", level: 1 })).toBeVisible();
  await page.getByRole("button", { name: "Add a promo code" }).click();
  const dialog = page.getByRole("dialog", { name: "Add a promo code" });
  await dialog.getByRole("textbox", { name: "Code" }).fill(code.toLowerCase());
  await dialog.getByRole("combobox", { name: "Park" }).selectOption({ label: "Trout Town Farms" });
  // A percentage over 100 is refused at its field.
  await dialog.getByRole("textbox", { name: "Percent off" }).fill("120");
  await dialog.getByRole("button", { name: "Add the code" }).click();
  await expect(dialog.getByText("Enter a percentage from 1 % to 100 %.")).toBeVisible();
  await dialog.getByRole("textbox", { name: "Percent off" }).fill("20");
  await dialog.getByRole("button", { name: "Add the code" }).click();
  await expect(dialog).toHaveCount(0);
  const row = page.getByRole("row").filter({ hasText: code });
  await expect(row).toContainText("20 % off nights");
  await expect(row).toContainText("Trout Town Farms");
  await expect(row).toContainText("Active");
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 1440, height: 900 });

  // The guest side: the code applies to a Trout Town Farms stay at once.
  await chooseType(page, "trout-town-farms", "Orchard Tent Site", julyStay(1));
  await page.getByRole("button", { name: "Add to cart" }).click();
  await expect(page).toHaveURL(/\/cart$/);
  const trout = page.getByRole("region", { name: "Trout Town Farms" });
  await trout.getByRole("textbox", { name: "Promo code for Trout Town Farms" }).fill(code.toLowerCase());
  await trout.getByRole("button", { name: "Apply" }).click();
  await expect(trout).toContainText(`Code ${code} applied`);

  // Archived in the console, the code stops discounting the cart.
  await page.goto("/admin/promotions");
  await page.getByRole("button", { name: `Archive ${code}` }).click();
  await expect(page.getByRole("row").filter({ hasText: code })).toContainText("Archived");
  await page.goto("/cart");
  await expect(trout).toContainText("We don't recognise this code, or it has ended.");

  // The site goes back to inventory for the other journeys.
  await trout.getByRole("button", { name: "Remove Orchard Tent Site" }).click();
  await expect(cartCount(page)).toHaveText("0");
});

test("an admin puts a banner on every page from the console, then switches it off", async ({ page }) => {
  test.setTimeout(180_000);
  page.setDefaultTimeout(15_000);
  await signInAsAdmin(page);
  const words = `Console banner ${Date.now() % 100_000}`;

  await page.goto("/admin/content");
  await expect(page.getByRole("heading", { name: "Content", level: 1 })).toBeVisible();
  await page.getByRole("button", { name: "Add a banner" }).click();
  const dialog = page.getByRole("dialog", { name: "Add a banner" });
  await dialog.getByRole("textbox", { name: "What it says" }).fill(words);
  await dialog.getByRole("textbox", { name: "Link", exact: true }).fill("/rewards");
  await dialog.getByRole("button", { name: "Save the banner" }).click();
  await expect(dialog.getByText("Give the link its words.")).toBeVisible();
  await dialog.getByRole("textbox", { name: "Link words" }).fill("Join Rewards");
  await dialog.getByRole("button", { name: "Save the banner" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole("row").filter({ hasText: words })).toContainText("Showing now");
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 1440, height: 900 });

  await page.goto("/");
  const announcement = page.getByRole("region", { name: "Announcement" });
  await expect(announcement).toContainText(words);
  await expect(announcement.getByRole("link", { name: /Join Rewards/ })).toHaveAttribute(
    "href",
    /^\/rewards\?utm_source=banner/,
  );

  // Switched off, the banner before it shows again.
  await page.goto("/admin/content");
  await page.getByRole("button", { name: `Edit the banner “${words}”` }).click();
  const edit = page.getByRole("dialog", { name: "Edit the banner" });
  await edit.getByRole("checkbox", { name: "Active" }).uncheck();
  await edit.getByRole("button", { name: "Save the banner" }).click();
  await expect(edit).toHaveCount(0);
  await page.goto("/");
  await expect(page.getByRole("region", { name: "Announcement" })).not.toContainText(words);
});
