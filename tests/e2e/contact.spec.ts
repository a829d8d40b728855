import fs from "node:fs";
import path from "node:path";
import { expectNoAxeViolations } from "./support/axe";
import { expect, test } from "./support/test";

test("the contact form shows each problem at its field and moves focus to the first", async ({ page }) => {
  await page.goto("/contact");
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByLabel("Your name")).toBeFocused();
  await expect(page.getByText("Please enter your name.")).toBeVisible();
  await expect(page.getByText(/Please enter an e-mail address/)).toBeVisible();
  await expect(page.getByText("Please enter a subject.")).toBeVisible();
  await expect(page.getByLabel("Your name")).toHaveAttribute("aria-invalid", "true");
  await expectNoAxeViolations(page);
});

test("a sent message is confirmed and reaches the park as an e-mail file", async ({ page }) => {
  await page.goto("/contact");
  const subject = `Quiet site request ${Date.now()}`;
  await page.getByLabel("Your name").fill("Rosa Angler");
  await page.getByLabel("E-mail").fill("rosa@example.com");
  await page.getByLabel("Which park?").selectOption({ label: "Trout Town Farms" });
  await page.getByLabel("Subject").fill(subject);
  await page
    .locator('textarea[name="message"]')
    .fill("Could we have a site away from the road? We travel with a toddler.");
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(
    page.getByRole("status").getByRole("heading", { name: /your message is on its way/ }),
  ).toBeVisible();

  const outbox = path.join(process.env.E2E_DATA_DIR ?? "", "outbox");
  await expect
    .poll(
      () =>
        fs.existsSync(outbox) &&
        fs
          .readdirSync(outbox)
          .some((file) => fs.readFileSync(path.join(outbox, file), "utf8").includes(subject)),
      { timeout: 15_000 },
    )
    .toBe(true);
});

for (const width of [1440, 390]) {
  test(`the contact page has no axe violations at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/contact");
    await expect(page.getByRole("heading", { name: "Send us a message" })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
