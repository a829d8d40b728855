import { expectNoAxeViolations } from "./support/axe";
import { addDaysIso } from "./support/stays";
import { expect, test } from "./support/test";

/**
 * Two August nights at Willowemoc Creek Outpost no other spec books or searches: this summer's if they are still
 * ahead, else next summer's (inside the parks' seasons and booking window either way).
 */
function augustNights() {
  const today = new Date().toISOString().slice(0, 10);
  const year = new Date().getUTCFullYear();
  const thisYear = `${year}-08-17`;
  const start = thisYear > addDaysIso(today, 1) ? thisYear : `${year + 1}-08-17`;
  return { start, end: addDaysIso(start, 2) };
}

test("an admin closes a park's nights with a message, guests read it on the park page, and removing it reopens them", async ({
  page,
}) => {
  test.setTimeout(180_000);
  page.setDefaultTimeout(15_000);
  const login = await page.request.post("/api/trpc/booking.authentication.login", {
    data: { json: { email: "admin@lantern.example", password: "lantern-demo-staff" } },
  });
  expect(login.ok()).toBe(true);
  const nights = augustNights();
  const message = `Willowemoc is closed ${nights.start} for the fly-fishing derby. See you after!`;
  const guestPage = `/willowemoc-creek-outpost?start=${nights.start}&end=${nights.end}&adults=2`;
  const stayTypes = page.getByRole("list", { name: "Stay types for your dates" });

  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/admin/rules?park=willowemoc-creek-outpost");
    await expect(page.getByRole("heading", { name: "Rules", level: 1 })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Stay rules" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Max pets" })).toBeVisible();
    await expectNoAxeViolations(page);
  }

  await page.getByRole("button", { name: "Add a closure" }).click();
  const dialog = page.getByRole("dialog", { name: "Add a closure" });
  await dialog.getByLabel("First night").fill(nights.start);
  await dialog.getByLabel("Until the morning of").fill(nights.end);
  // Without a reason nothing is saved, and the form says so at the field.
  await dialog.getByRole("button", { name: "Save closure" }).click();
  await expect(dialog.getByText("Say why, for the team and the audit log.")).toBeVisible();
  await dialog.getByLabel("Reason (for the team)").fill("Derby on the creek");
  await dialog.getByLabel("Message guests see (optional)").fill(message);
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Save closure" }).click();
  await expect(page.getByText(/^Closure saved for /)).toBeVisible();
  const closures = page.getByRole("table", { name: "Closures from today on" });
  await expect(closures.getByText(message)).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto(guestPage);
  await expect(stayTypes).toContainText(message);

  await page.goto("/admin/rules?park=willowemoc-creek-outpost");
  await page.getByRole("button", { name: /^Remove the closure of the whole park/ }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Remove the closure" }).click();
  await expect(page.getByText(/^Closure of the whole park, .* removed\.$/)).toBeVisible();
  await expect(page.getByText("No closures from today on.")).toBeVisible();

  await page.goto(guestPage);
  await expect(stayTypes).toBeVisible();
  await expect(stayTypes).not.toContainText(message);
});
