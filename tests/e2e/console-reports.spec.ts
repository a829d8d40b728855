import fs from "node:fs";
import { expectNoAxeViolations } from "./support/axe";
import { expect, test } from "./support/test";

test("the manager's reports: by month, a chart with its table, a CSV download, and the same on a phone", async ({
  page,
}) => {
  test.setTimeout(120_000);
  page.setDefaultTimeout(20_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const login = await page.request.post("/api/trpc/booking.authentication.login", {
    data: { json: { email: "manager@lantern.example", password: "lantern-demo-staff" } },
  });
  expect(login.ok()).toBe(true);

  await page.goto("/admin/reports");
  await expect(page.getByRole("heading", { level: 1, name: "Reports" })).toBeVisible();
  // A choice made before the screen has hydrated is not kept: choose again until the screen has taken it.
  await expect(async () => {
    await page.getByRole("combobox", { name: "Group by" }).selectOption("month");
    await expect(page).toHaveURL(/groupBy=month/, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });

  // The default range is this month and the two after it: three months and the total. (Four reports are counted
  // at once: the first answer may take a few seconds on a busy machine.)
  const occupancy = page.getByRole("region", { name: "Occupancy", exact: true });
  await expect(occupancy.getByRole("img", { name: /occupancy in percent per period/ })).toBeVisible({
    timeout: 30_000,
  });
  const table = occupancy.getByRole("table", { name: "Occupancy per period" });
  await expect(table.getByRole("rowheader")).toHaveCount(4);
  await expect(table.getByRole("rowheader").first()).toHaveText(
    /^[A-Z][a-z]{2} 1 – [A-Z][a-z]{2} \d{2}, \d{4}$/,
  );
  await expect(table.getByRole("rowheader").last()).toHaveText("Total");
  await expect(page.getByRole("img", { name: /site-nights on the books/ })).toBeVisible({ timeout: 30_000 });

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    occupancy.getByRole("button", { name: "Download CSV of occupancy" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(
    /^lantern-occupancy-all-parks-\d{4}-\d{2}-01-to-\d{4}-\d{2}-\d{2}-by-month\.csv$/,
  );
  const records = fs
    .readFileSync(await download.path(), "utf8")
    .replace(/^\uFEFF/, "")
    .trimEnd()
    .split("\r\n");
  expect(records[0]).toBe("Period start,Period end,Available site-nights,Occupied site-nights,Occupancy (%)");
  expect(records).toHaveLength(4);
  await expectNoAxeViolations(page);

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(occupancy.getByRole("img", { name: /occupancy in percent per period/ })).toBeVisible();
  await expect(table).toBeVisible();
  await expectNoAxeViolations(page);
});
