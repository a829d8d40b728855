import { adminCall, adminQuery, call, query } from "./support/api";
import { expectNoAxeViolations } from "./support/axe";
import { expect, test } from "./support/test";

/** Willowemoc Creek Outpost: its details are restored at the end, its new site left inactive (no guest sees it). */
const PARK = { slug: "willowemoc-creek-outpost", name: "Willowemoc Creek Outpost" };

type Search = { results: { campsiteType: { name: string }; campsites: { name: string }[] }[] };

test("an admin edits a park's details and its sites: field errors, a pin moved by keyboard, a booked site deactivated, and guests see each change", async ({
  page,
}) => {
  test.setTimeout(240_000);
  page.setDefaultTimeout(15_000);
  await call(page.request, "authentication.login", {
    email: "admin@lantern.example",
    password: "lantern-demo-staff",
  });
  const park = (await adminQuery<{ id: string; slug: string }[]>(page.request, "parks.list")).find(
    (candidate) => candidate.slug === PARK.slug,
  )!;
  const before = await adminQuery<{ tagline: string; checkInTime: string }>(page.request, "parks.get", {
    parkId: park.id,
  });
  // Mid-September next year: after Labor Day, in season, nights no other spec books at this park.
  const year = new Date().getUTCFullYear() + 1;
  const dates = { start: `${year}-09-15`, end: `${year}-09-17` };
  const walkInSites = async () => {
    const found = await query<Search>(page.request, "search.searchCampsites", {
      parkId: park.id,
      dates,
      guests: { adults: 2, children: 0, pets: 0 },
    });
    return found.results
      .find((result) => result.campsiteType.name === "Walk-In Tent Site")!
      .campsites.map((site) => site.name);
  };

  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/admin/park?park=${PARK.slug}`);
    await expect(page.getByRole("heading", { name: "Park details", level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
  }

  // A ZIP code that is not one is answered at its field; fixed, the park saves and its page shows the change.
  await page.getByLabel("ZIP code").fill("ABC");
  await page.getByLabel("Tagline").fill("A quiet creekside outpost, now with hammocks by the water.");
  await page.getByLabel("Check-in from").fill("16:30");
  await page.getByRole("button", { name: "Save the park" }).click();
  await expect(page.getByText("Use a ZIP code like 12776 or 12776-1234.")).toBeVisible();
  await expect(page.getByLabel("ZIP code")).toBeFocused();
  await page.getByLabel("ZIP code").fill("12776");
  await page.getByRole("button", { name: "Save the park" }).click();
  await expect(page.getByText(/^Saved\./)).toBeVisible();
  await page.goto(`/${PARK.slug}`);
  await expect(page.getByText("A quiet creekside outpost, now with hammocks by the water.")).toBeVisible();
  await expect(page.getByText("from 4:30 PM").first()).toBeVisible();
  await adminCall(page.request, "parks.update", {
    parkId: park.id,
    tagline: before.tagline,
    checkInTime: before.checkInTime,
  });

  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/admin/sites?park=${PARK.slug}`);
    await expect(page.getByRole("heading", { name: "Site types and sites", level: 1 })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Walk-In Tent Site", level: 2 })).toBeVisible();
    await expectNoAxeViolations(page);
  }

  // A new site: a name the park already has is refused at its field; K9 is added and guests can book it.
  expect(await walkInSites()).not.toContain("K9");
  await page.getByRole("button", { name: "Add a site to Walk-In Tent Site" }).click();
  const dialog = page.getByRole("dialog", { name: "Add a site" });
  await dialog.getByLabel("Site name").fill("K1");
  await dialog.getByLabel("Across (%)").fill("40");
  await dialog.getByLabel("Down (%)").fill("60");
  await dialog.getByRole("button", { name: "Add the site" }).click();
  await expect(dialog.getByText("A site named K1 already exists at this park.")).toBeVisible();
  await dialog.getByLabel("Site name").fill("K9");
  await dialog.getByRole("button", { name: "Add the site" }).click();
  await expect(page.getByText("Site K9 is added and bookable now.")).toBeVisible();
  expect(await walkInSites()).toContain("K9");

  // Its pin moves by keyboard: two steps right, Enter saves.
  const pin = page.getByRole("button", { name: /^Site K9, Walk-In Tent Site/ });
  await pin.focus();
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await expect(pin).toHaveAccessibleName(/42 % across, 60 % down/);
  await page.keyboard.press("Enter");
  await expect(page.getByText("Site K9 is now at 42 % across, 60 % down.")).toBeVisible();

  // Booked at the desk, K9 lists its reservation before it is deactivated; confirmed, guests no longer see it.
  const k9 = await adminQuery<{ types: { sites: { id: string; name: string }[] }[] }>(
    page.request,
    "campsiteTypes.list",
    { parkId: park.id },
  ).then((inventory) => inventory.types.flatMap((type) => type.sites).find((site) => site.name === "K9")!);
  const booked = await adminCall<{ orderConfirmation: string }>(page.request, "reservations.create", {
    parkId: park.id,
    campsiteId: k9.id,
    dates,
    guests: { adults: 2, children: 0, pets: 0 },
    guest: { firstName: "Hazel", lastName: "Brook", email: "hazel.brook@example.com", phone: "607-555-0199" },
    payment: { method: "pay_at_park" },
  });
  await page.getByRole("button", { name: "Deactivate site K9" }).click();
  const confirm = page.getByRole("dialog", { name: "Deactivate site K9?" });
  await expect(confirm.getByRole("link", { name: booked.orderConfirmation })).toBeVisible();
  await expectNoAxeViolations(page);
  await confirm.getByRole("button", { name: "Deactivate K9" }).click();
  await expect(page.getByText(/^Site K9 is inactive: guests can no longer book it\./)).toBeVisible();
  await expect(page.getByRole("button", { name: "Reactivate site K9" })).toBeVisible();
  const later = { start: `${year}-09-22`, end: `${year}-09-24` };
  const found = await query<Search>(page.request, "search.searchCampsites", {
    parkId: park.id,
    dates: later,
    guests: { adults: 2, children: 0, pets: 0 },
  });
  expect(
    found.results
      .find((result) => result.campsiteType.name === "Walk-In Tent Site")!
      .campsites.map((s) => s.name),
  ).not.toContain("K9");
});
