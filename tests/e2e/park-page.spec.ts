import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { expect, test } from "./support/test";

function stayType(page: Page, name: string) {
  return page.getByRole("list", { name: "Stay types" }).getByRole("article", { name, exact: true });
}

async function jsonLd(page: Page): Promise<Record<string, unknown>> {
  const text = await page.locator('script[type="application/ld+json"]').first().textContent();
  return JSON.parse(text ?? "null");
}

test("a park page shows the park, its renamed features and its stay types with prices", async ({ page }) => {
  await page.goto("/trout-town-farms");
  const hero = page.getByRole("region", { name: "Trout Town Farms", exact: true });
  await expect(hero.getByRole("heading", { level: 1, name: "Trout Town Farms" })).toBeVisible();
  await expect(hero.getByText("2450 Old Route 17, Roscoe, NY 12776")).toBeVisible();
  await expect(hero.getByRole("link", { name: "Book Now" })).toHaveAttribute(
    "href",
    "/?park=trout-town-farms",
  );
  await expect(page).toHaveTitle(/^Trout Town Farms/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/trout-town-farms$/);

  const features = page.getByRole("list", { name: "Park features" });
  for (const name of ["Bathhouse", "On-site Dumpster", "Waterslide", "Pool"]) {
    await expect(features.getByText(name, { exact: true })).toBeVisible();
  }
  await expect(page.getByText(/^(Bathrooms|Garbage|Waterpark)$/)).toHaveCount(0);

  const orchard = stayType(page, "Orchard Tent Site");
  await expect(orchard).toContainText("Tent Site");
  await expect(orchard).toContainText("From $39.00/night");
  await expect(orchard).toContainText("Sleeps 6");
  await expect(orchard).toContainText("2 pets allowed");
  await expect(orchard.getByRole("link", { name: "Book Orchard Tent Site" })).toHaveAttribute(
    "href",
    /^\/\?park=trout-town-farms&type=[0-9a-f-]{36}$/,
  );
  // The park advertises RV sites from $59 although its cheapest RV night is $55.
  await expect(stayType(page, "Back-In RV Water & Electric")).toContainText("From $59.00/night");
  await expect(stayType(page, "Deluxe Cabin")).toContainText("Cabin Site");
  await expect(stayType(page, "Deluxe Cabin")).toContainText("From $175.00/night");

  const group = stayType(page, "Group Tent Site");
  await expect(group.getByRole("link", { name: "Call the park to book" })).toHaveAttribute(
    "href",
    "tel:+16075550178",
  );
  await expect(group.getByRole("link", { name: /^Book/ })).toHaveCount(0);

  await expect(page.getByRole("heading", { name: "Map of the park" })).toBeVisible();
  await expect(page.getByRole("img", { name: /site map of Trout Town Farms/i })).toBeAttached();
  const outposts = page.getByRole("region", { name: "Outposts of Trout Town Farms" });
  await expect(outposts.getByRole("link", { name: "Willowemoc Creek Outpost" })).toHaveAttribute(
    "href",
    "/willowemoc-creek-outpost",
  );
  await expect(page.getByText("Full refund up to 7 days before arrival")).toBeVisible();
  await expect(page.getByRole("link", { name: "troutfarms@lantern.example" })).toHaveAttribute(
    "href",
    "mailto:troutfarms@lantern.example",
  );
});

test("an outpost's page names the park it belongs to", async ({ page }) => {
  await page.goto("/willowemoc-creek-outpost");
  await expect(page.getByRole("heading", { level: 1, name: "Willowemoc Creek Outpost" })).toBeVisible();
  const hero = page.getByRole("region", { name: "Willowemoc Creek Outpost", exact: true });
  await expect(hero).toContainText("An outpost of Trout Town Farms");
  await expect(hero.getByRole("link", { name: "Book Now" })).toHaveAttribute(
    "href",
    "/?park=willowemoc-creek-outpost",
  );
  const parent = page.getByRole("region", { name: "Part of Trout Town Farms" });
  await expect(parent.getByRole("link", { name: "Trout Town Farms" })).toHaveAttribute(
    "href",
    "/trout-town-farms",
  );
});

test("a park page describes the campground to search engines in JSON-LD", async ({ page }) => {
  await page.goto("/trout-town-farms");
  const park = await jsonLd(page);
  expect(park).toMatchObject({
    "@context": "https://schema.org",
    "@type": "Campground",
    name: "Trout Town Farms",
    telephone: "607-555-0178",
    address: { "@type": "PostalAddress", streetAddress: "2450 Old Route 17", postalCode: "12776" },
    geo: { "@type": "GeoCoordinates" },
  });
  expect(park.url).toMatch(/\/trout-town-farms$/);
  expect(park.amenityFeature).toContainEqual({
    "@type": "LocationFeatureSpecification",
    name: "Bathhouse",
    value: true,
  });

  await page.goto("/willowemoc-creek-outpost");
  const outpost = await jsonLd(page);
  expect(outpost["@type"]).toBe("Campground");
  expect(outpost.parentOrganization).toMatchObject({ "@type": "Campground", name: "Trout Town Farms" });
});

test("a slug no park has answers 404 with a way back", async ({ page }) => {
  for (const path of ["/no-such-park", "/Trout-Town-Farms"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "We could not find that park" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Search campsites" })).toHaveAttribute("href", "/");
  }
});

for (const width of [1440, 390]) {
  test(`park pages have no axe violations at ${width}px (WCAG 2.2 AA)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const path of ["/trout-town-farms", "/willowemoc-creek-outpost"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
    }
  });
}
