import type { Locator } from "@playwright/test";
import { adminCallOutcome, adminQuery, call, query } from "./support/api";
import { expectNoAxeViolations } from "./support/axe";
import { expectNoSideScroll } from "./support/layout";
import { expect, test } from "./support/test";

/** Every visible button and link of the region is a tap target of at least 44 px in height. */
async function expectTapTargets(region: Locator) {
  for (const target of await region.locator("a, button").all()) {
    const box = await target.boundingBox();
    expect(box, `a tap target of ${await target.textContent()}`).not.toBeNull();
    expect(box!.height, `the height of ${await target.textContent()}`).toBeGreaterThanOrEqual(44);
  }
}

test("an owner adds a park: errors at their fields, the park closed to guests with its setup checklist, and opening refused until it is ready", async ({
  page,
}) => {
  test.setTimeout(180_000);
  page.setDefaultTimeout(15_000);
  await call(page.request, "authentication.login", {
    email: "owner@lantern.example",
    password: "lantern-demo-staff",
  });
  // "Zephyr…" sorts after the demo parks, so no other spec's first park changes.
  const stamp = Date.now();
  const name = `Zephyr Hollow ${stamp}`;
  const slug = `zephyr-hollow-${stamp}`;

  await page.setViewportSize({ width: 1024, height: 900 });
  await page.goto("/admin/park");
  await page.getByRole("link", { name: "New park" }).click();
  await expect(page.getByRole("heading", { name: "New park", level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);

  // Sent with a name only: each missing or wrong field says so at its place.
  await page.getByRole("textbox", { name: "Name", exact: true }).fill(name);
  await page.getByRole("textbox", { name: "ZIP code" }).fill("ABC");
  await page.getByRole("button", { name: "Create the park" }).click();
  await expect(page.getByText("Enter the name guests see.")).toBeVisible();
  await expect(page.getByText("Use a ZIP code like 12776 or 12776-1234.")).toBeVisible();
  await expect(page.getByText("Enter the latitude, like 41.93.")).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Display name" })).toBeFocused();
  await expectNoSideScroll(page);

  await page.getByRole("textbox", { name: "Display name" }).fill(name);
  await page.getByRole("textbox", { name: "Street address" }).fill("12 Hollow Road");
  await page.getByRole("textbox", { name: "City" }).fill("Livingston Manor");
  await page.getByRole("textbox", { name: "State" }).fill("NY");
  await page.getByRole("textbox", { name: "ZIP code" }).fill("12758");
  await page.getByRole("textbox", { name: "Phone" }).fill("607-555-0199");
  await page.getByRole("textbox", { name: "E-mail" }).fill("hello@zephyr-hollow.example");
  await page.getByRole("textbox", { name: "Latitude" }).fill("41.9");
  await page.getByRole("textbox", { name: "Longitude" }).fill("-74.83");
  await page.getByRole("button", { name: "Create the park" }).click();

  // The new park's screen: closed to guests, its checklist, and "Open to guests" waiting for what is missing.
  await expect(page).toHaveURL(new RegExp(`/admin/park\\?park=${slug}$`));
  const checklist = page.getByRole("region", { name: `Before guests can book ${name}` });
  await expect(checklist).toBeVisible();
  await expect(page.getByText("Closed to guests", { exact: true })).toBeVisible();
  await expect(checklist.getByRole("listitem")).toHaveCount(4);
  await expect(checklist.getByRole("link", { name: "Seasons on the Rates screen" })).toHaveAttribute(
    "href",
    `/admin/rates?park=${slug}`,
  );
  await expect(checklist.getByRole("link", { name: "Sites on the Sites screen" })).toHaveAttribute(
    "href",
    `/admin/sites?park=${slug}`,
  );
  const open = checklist.getByRole("button", { name: "Open to guests" });
  await expect(open).toBeDisabled();
  await expect(open).toHaveAccessibleDescription(
    "Still missing: a season that has not ended, an active site type, an active site and a season rate for each site type.",
  );
  await expectNoAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath("new-park-1024.png"), fullPage: true });

  // The server refuses too, naming what is missing; guests see no such park.
  const parks = await query<{ id: string; slug: string }[]>(page.request, "parks.list", null);
  expect(parks.map((park) => park.slug)).not.toContain(slug);
  const staffParks = await adminQuery<{ id: string; slug: string }[]>(page.request, "parks.list");
  const parkId = staffParks.find((park) => park.slug === slug)!.id;
  expect(await adminCallOutcome(page.request, "parks.open", { parkId })).toEqual({
    ok: false,
    code: "PRECONDITION_FAILED",
    message: `${name} cannot open to guests yet: it needs a season that has not ended, an active site type, an active site and a season rate for each site type.`,
  });
  expect((await page.request.get(`/${slug}`)).status()).toBe(404);

  // On a phone: the checklist and the form fit, every button and link a full tap target.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/admin/park?park=${slug}`);
  await expect(checklist).toBeVisible();
  await expectTapTargets(checklist);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath("new-park-390.png"), fullPage: true });
  await page.goto("/admin/park/new");
  await expect(page.getByRole("heading", { name: "New park", level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath("new-park-form-390.png"), fullPage: true });
});
