import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { simpleParser } from "mailparser";
import { adminCall, adminQuery, call, query } from "./support/api";
import { expectNoAxeViolations } from "./support/axe";
import { expectNoSideScroll } from "./support/layout";
import { mailedLink } from "./support/mail";
import { addDaysIso } from "./support/stays";
import { expect, test } from "./support/test";

const STAFF_PASSWORD = "lantern-demo-staff";

/** The park's date (Beaverkill Bend keeps New York time): "today" on the Today screen. */
const todayInNewYork = () =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York" }).format(new Date());

/** Drags with the mouse from one point to another, in steps, as a hand would. */
async function drag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move((from.x + to.x) / 2, (from.y + to.y) / 2, { steps: 4 });
  await page.mouse.move(to.x, to.y, { steps: 4 });
  await page.mouse.up();
}

async function centre(page: Page, selector: string) {
  const box = await page.locator(selector).boundingBox();
  if (!box) throw new Error(`${selector} is not on screen`);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

async function mailsTo(address: string) {
  const outbox = path.join(process.env.E2E_DATA_DIR ?? "", "outbox");
  const subjects: string[] = [];
  for (const file of fs.existsSync(outbox) ? fs.readdirSync(outbox) : []) {
    const mail = await simpleParser(fs.readFileSync(path.join(outbox, file)));
    const to = Array.isArray(mail.to) ? mail.to : [mail.to];
    if (to.some((entry) => entry?.text.includes(address))) subjects.push(mail.subject ?? "");
  }
  return subjects;
}

test("a park's day in the staff console: walk-ins, check-in, a drag on the grid, a refused drag, a block, a cancellation, the audit log", async ({
  page,
}) => {
  test.setTimeout(240_000);
  // A step that cannot happen fails in seconds, not at the end of the test's time.
  page.setDefaultTimeout(15_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const today = todayInNewYork();
  const departure = addDaysIso(today, 3);

  // The owner lets the demo manager (Trout Town Farms only) work at Beaverkill Bend too: its cabins stay open in
  // winter, so this journey has guests arriving today whatever the season.
  await call(page.request, "authentication.login", {
    email: "owner@lantern.example",
    password: STAFF_PASSWORD,
  });
  const parks = await adminQuery<{ id: string; slug: string }[]>(page.request, "parks.list");
  const { members } = await adminQuery<{ members: { userId: string; email: string }[] }>(
    page.request,
    "team.list",
  );
  const maya = members.find((member) => member.email === "manager@lantern.example")!;
  await adminCall(page.request, "team.update", {
    userId: maya.userId,
    parkIds: parks
      .filter((park) => park.slug === "trout-town-farms" || park.slug === "beaverkill-bend")
      .map((park) => park.id),
  });
  await call(page.request, "authentication.logout");

  // A visitor sees no console link; the manager signs in and finds it in the header.
  await page.goto("/?auth=login&redirect=/");
  await expect(page.getByTestId("staff-console-link")).toHaveCount(0);
  const signIn = page.getByRole("dialog", { name: "Sign in to Lantern Parks" });
  await signIn.getByRole("textbox", { name: "E-mail" }).fill("manager@lantern.example");
  await signIn.getByRole("textbox", { name: "Password", exact: true }).fill(STAFF_PASSWORD);
  await signIn.getByRole("button", { name: "Sign in" }).click();
  await page.getByTestId("desktop-right").getByTestId("staff-console-link").click();
  await expect(page).toHaveURL(/\/admin\/today/);
  await expect(page.getByRole("heading", { level: 1, name: "Today" })).toBeVisible();

  // Two walk-ins for tonight: Wendy pays at the park later, Carl in cash.
  await page.getByRole("link", { name: "New booking" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "New booking" })).toBeVisible();
  await page
    .getByRole("combobox", { name: "Park", exact: true })
    .selectOption({ label: "Beaverkill Bend Campground" });
  await expect(page).toHaveURL(/park=beaverkill-bend/);
  const book = async (site: string, guest: { first: string; last: string; email: string }, pays: RegExp) => {
    await page.getByRole("textbox", { name: "Arrival", exact: true }).fill(today);
    await page.getByRole("textbox", { name: "Departure", exact: true }).fill(departure);
    await page
      .getByRole("combobox", { name: "Site", exact: true })
      .selectOption({ label: `${site} · Rustic Cabin` });
    await page.getByRole("textbox", { name: "First name", exact: true }).fill(guest.first);
    await page.getByRole("textbox", { name: "Last name", exact: true }).fill(guest.last);
    await page.getByRole("textbox", { name: "E-mail", exact: true }).fill(guest.email);
    await page.getByRole("textbox", { name: "Phone", exact: true }).fill("607-555-0101");
    // The price shows before booking, and nothing is chosen for how the guest pays.
    await expect(page.getByText(/^Price: \$[\d,.]+ for 3 nights on site /)).toBeVisible();
    await page.getByRole("radio", { name: pays }).check();
    if (String(pays).includes("Cash")) {
      await page.getByRole("textbox", { name: "Cash handed over (dollars)" }).fill("1000");
      await expect(page.getByText(/^Change to hand back: \$[\d,.]+$/)).toBeVisible();
    }
    await page.getByRole("button", { name: /^Book for \$[\d,.]+$/ }).click();
    await expect(page.getByRole("heading", { name: /^Booked: LNT-/ })).toBeVisible();
  };
  await book(
    "C1",
    { first: "Wendy", last: "Walkin", email: "wendy.walkin@example.com" },
    /^At the park later/,
  );
  await expect(page.getByText(/to pay at the park/)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Book another" }).click();
  // The site just booked is marked taken for the same nights.
  await expect(
    page
      .getByRole("combobox", { name: "Site", exact: true })
      .locator("option", { hasText: "C1 · Rustic Cabin (taken)" }),
  ).toHaveCount(1);
  await book("C2", { first: "Carl", last: "Cash", email: "carl.cash@example.com" }, /^Cash now/);
  await expect(page.getByText(/, paid\./)).toBeVisible();

  // Today: both arrive; Wendy is checked in with one click and still owes her stay.
  await page.getByRole("link", { name: "Today" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Today" })).toBeVisible();
  const arrivals = page.getByRole("region", { name: /^Arrivals/ });
  await expect(arrivals.getByRole("row", { name: /Wendy Walkin/ })).toBeVisible();
  await expect(arrivals.getByRole("row", { name: /Carl Cash/ })).toBeVisible();
  await page.getByRole("button", { name: "Check in Wendy Walkin" }).click();
  await expect(page.getByText("Wendy Walkin is checked in.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Check out Wendy Walkin" })).toBeVisible();
  await expect(arrivals.getByRole("row", { name: /Wendy Walkin/ })).toContainText("owed");
  await expectNoAxeViolations(page);

  // The grid: drag Wendy's stay to the free cabin C3; the same nights keep their price, shown before the button.
  await page.getByRole("link", { name: "Grid" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Grid" })).toBeVisible();
  const wendyOn = (site: string) =>
    page.getByRole("button", { name: new RegExp(`^Wendy Walkin, site ${site},`) });
  await expect(wendyOn("C1")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.locator('[data-site-row="C4"]').scrollIntoViewIfNeeded();
  const bar = (await wendyOn("C1").boundingBox())!;
  const grab = { x: bar.x + 12, y: bar.y + bar.height / 2 };
  await drag(page, grab, await centre(page, `[data-site-row="C3"] [data-date="${today}"]`));
  const move = page.getByRole("dialog", { name: "Move Wendy Walkin" });
  await expect(move).toContainText("To site C3");
  await expect(move.getByRole("radio", { name: /^Price the nights/ })).toBeChecked();
  await expect(move.getByRole("checkbox", { name: "E-mail the guest about the change" })).toBeChecked();
  await expect(move.getByText("Nothing to pay or refund.")).toBeVisible();
  await expectNoAxeViolations(page);
  await move.getByRole("button", { name: "Move: no charge", exact: true }).click();
  await expect(
    page.getByText(/Wendy Walkin moved to site C3.*Price kept\. The guest is told by e-mail\./),
  ).toBeVisible();
  await expect(wendyOn("C3")).toBeVisible();
  await expect
    .poll(() => mailsTo("wendy.walkin@example.com"), { timeout: 20_000 })
    .toContainEqual(expect.stringMatching(/^Changed: Rustic Cabin at Beaverkill Bend/));

  // Dragged onto Carl's cabin: the server refuses, the stay stays where it was.
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await page.locator('[data-site-row="C4"]').scrollIntoViewIfNeeded();
  const moved = (await wendyOn("C3").boundingBox())!;
  await drag(
    page,
    { x: moved.x + 12, y: moved.y + moved.height / 2 },
    await centre(page, `[data-site-row="C2"] [data-date="${today}"]`),
  );
  const onto = page.getByRole("dialog", { name: "Move Wendy Walkin" });
  // The quote already says why: the site is taken. Moving anyway is refused by the server too.
  await expect(onto.getByText(/No price yet: Site C2 is taken/)).toBeVisible();
  await onto.getByRole("button", { name: /^Move/ }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Not moved" })).toContainText(
    /Not moved: Site C2 is taken/,
  );
  await expect(wendyOn("C3")).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);

  // The keyboard's way: focus Wendy's stay, Shift + right arrow adds a night, Enter asks; the added night is priced
  // (never free by default) and the dialog says what she will owe before the button.
  await wendyOn("C3").focus();
  await page.keyboard.press("Shift+ArrowRight");
  await expect(page.getByText(/^Moving to site C3, .* Press Enter to confirm/)).toBeAttached();
  await page.keyboard.press("Enter");
  const longer = page.getByRole("dialog", { name: "Move Wendy Walkin" });
  await expect(longer).toContainText(`To site C3`);
  await expect(longer.getByRole("radio", { name: /^Price the nights/ })).toBeChecked();
  const owedMore = longer.getByText(/^\$[\d,.]+ more to pay at the park\.$/);
  await expect(owedMore).toBeVisible();
  const added = /^(\$[\d,.]+)/.exec((await owedMore.textContent()) ?? "")![1]!;
  await longer.getByRole("checkbox", { name: "E-mail the guest about the change" }).uncheck();
  await longer.getByRole("button", { name: `Move: ${added} more owed` }).click();
  await expect(page.getByText(`Wendy Walkin moved to site C3`, { exact: false })).toContainText(
    `${added} more owed at the park.`,
  );
  await expect(page.getByRole("dialog")).toHaveCount(0);

  // Select two free nights of C4 on the chart and block them.
  await page.locator('[data-site-row="C4"]').scrollIntoViewIfNeeded();
  await drag(
    page,
    await centre(page, `[data-site-row="C4"] [data-date="${today}"]`),
    await centre(page, `[data-site-row="C4"] [data-date="${addDaysIso(today, 1)}"]`),
  );
  const selection = page.getByRole("dialog", { name: /^Site C4,/ });
  await expect(selection).toBeVisible();
  await selection
    .getByRole("textbox", { name: "Or block them: why?", exact: true })
    .fill("Roof repair after the storm");
  await selection.getByRole("button", { name: "Block these nights" }).click();
  await expect(page.getByText(/^Site C4 blocked/)).toBeVisible();
  await expect(page.getByRole("button", { name: /^Block, site C4,/ })).toBeVisible();

  // Wendy pays at the desk: no method is chosen for her; cash shows the change to hand back before it is taken.
  // Then $10 goes back to her with a reason (decision 0054).
  await page.getByRole("link", { name: "Reservations", exact: true }).click();
  await page.getByRole("searchbox", { name: "Code, guest name, e-mail or phone" }).fill("Wendy");
  await page.getByRole("button", { name: "Search" }).click();
  await page.getByRole("link", { name: /Wendy Walkin$/ }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Wendy Walkin");
  const pay = page.getByRole("form", { name: "Take payment" });
  await expect(pay.getByRole("button", { name: "Choose how the guest pays" })).toBeVisible();
  await pay.getByRole("radio", { name: "Cash" }).check();
  const owed = Number(await pay.getByRole("textbox", { name: "Amount (dollars)" }).inputValue());
  const handed = Math.ceil(owed / 20) * 20 + 20;
  const usd = (dollars: number) =>
    new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" }).format(dollars);
  await pay.getByRole("textbox", { name: "Cash handed over (dollars)" }).fill(String(handed));
  await expect(pay.getByText(`Change to hand back: ${usd(handed - owed)}`)).toBeVisible();
  await expectNoAxeViolations(page);
  await pay.getByRole("button", { name: `Take ${usd(owed)} cash` }).click();
  await expect(
    page.getByText(`${usd(owed)} in cash taken: hand back ${usd(handed - owed)} change.`),
  ).toBeVisible();
  await expect(page.getByText("Paid in full")).toBeVisible();
  const refund = page.getByRole("form", { name: "Refund" });
  await refund.getByRole("textbox", { name: "Refund (dollars)" }).fill("10");
  await refund.getByRole("textbox", { name: "Reason", exact: true }).fill("Firewood bundle never delivered");
  await refund.getByRole("button", { name: "Refund $10.00" }).click();
  await expect(page.getByText("$10.00 refunded, newest payment first.")).toBeVisible();
  await expect(page.getByText("$10.00 owed")).toBeVisible();
  await expectNoAxeViolations(page);

  // Carl's plans changed: find him, cancel with the park's policy refund, and tell him.
  await page.getByRole("link", { name: "Reservations", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Reservations" })).toBeVisible();
  await page.getByRole("searchbox", { name: "Code, guest name, e-mail or phone" }).fill("Carl");
  await page.getByRole("button", { name: "Search" }).click();
  await page.getByRole("link", { name: /Carl Cash$/ }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Carl Cash");
  await expectNoAxeViolations(page);
  const cancelForm = page.getByRole("form", { name: "Cancel" });
  await cancelForm.getByRole("radio", { name: "By the terms it was booked under" }).check();
  await cancelForm
    .getByRole("textbox", { name: "Reason", exact: true })
    .fill("Family emergency, called the office");
  await cancelForm.getByRole("checkbox", { name: "E-mail the guest about the cancellation" }).check();
  // The refund is worked out before the button: what the guest gets back, of what was paid.
  await expect(cancelForm.getByText(/^Refund now: \$[\d,.]+, of \$[\d,.]+ paid/)).toBeVisible();
  await cancelForm.getByRole("button", { name: "Cancel the reservation…" }).click();
  await page
    .getByRole("dialog", { name: "Cancel this reservation?" })
    .getByRole("button", { name: "Yes, cancel it" })
    .click();
  await expect(page.getByText(/^Cancelled\. .*The guest is told by e-mail\./)).toBeVisible();
  await expect
    .poll(() => mailsTo("carl.cash@example.com"), { timeout: 20_000 })
    .toContainEqual(expect.stringMatching(/^Cancelled: Rustic Cabin at Beaverkill Bend/));

  // The owner reads it all in the audit log, with the reasons.
  await call(page.request, "authentication.logout");
  await call(page.request, "authentication.login", {
    email: "owner@lantern.example",
    password: STAFF_PASSWORD,
  });
  await page.goto("/admin/audit?park=beaverkill-bend");
  await expect(page.getByRole("heading", { level: 1, name: "Audit log" })).toBeVisible();
  const entries = page.getByRole("region", { name: "Audit entries, scrolls sideways" });
  for (const action of [
    "reservation.create",
    "reservation.checkIn",
    "reservation.modify",
    "block.create",
    "reservation.folio.charge",
    "reservation.folio.refund",
    "reservation.cancel",
  ]) {
    await expect(entries.getByText(action, { exact: true }).first()).toBeVisible();
  }
  await expect(entries).toContainText("Roof repair after the storm");
  await expect(entries).toContainText("Family emergency, called the office");
  await expectNoAxeViolations(page);

  // The console on a phone-sized screen: nothing scrolls sideways (the test's watch checks every step).
  await page.setViewportSize({ width: 390, height: 844 });
  for (const screen of ["today", "grid", "reservations", "new", "team", "audit"]) {
    await page.goto(`/admin/${screen}?park=beaverkill-bend`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
  }
});

test("an invitation to an existing account applies only once they accept it signed in, on a phone", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  // The demo manager's account exists already: taken off the team and invited again (sign-ups from this one test
  // address are limited to five an hour, which the other specs use), it must accept before the role returns.
  const email = "manager@lantern.example";
  const adminContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  await call(adminContext.request, "authentication.login", {
    email: "admin@lantern.example",
    password: STAFF_PASSWORD,
  });
  const before = await adminQuery<{ members: { userId: string; email: string; parkIds: string[] | null }[] }>(
    adminContext.request,
    "team.list",
  );
  const manager = before.members.find((member) => member.email === email)!;
  await adminCall(adminContext.request, "team.remove", { userId: manager.userId });
  await adminCall(adminContext.request, "team.invite", { email, role: "MANAGER", parkIds: manager.parkIds });
  const { members } = await adminQuery<{ members: { email: string; status: string }[] }>(
    adminContext.request,
    "team.list",
  );
  expect(members.find((member) => member.email === email)?.status).toBe("invited");
  await adminContext.close();

  // The e-mailed link asks the person to sign in first, then to accept.
  await page.goto(await mailedLink(email, /https?:\/\/\S+auth=invite&token=[^\s"<]+/));
  const join = page.getByRole("dialog", { name: "Lantern Parks team invitation" });
  await expect(join.getByRole("status")).toContainText("Sign in with the account of the address");
  await expectNoAxeViolations(page);
  await expectNoSideScroll(page);
  await join.getByRole("textbox", { name: "E-mail" }).fill(email);
  await join.getByRole("textbox", { name: "Password", exact: true }).fill(STAFF_PASSWORD);
  await join.getByRole("button", { name: "Sign in" }).click();
  await expect(join.getByText(`Signed in as ${email}`)).toBeVisible();
  const session = await query<{ user: { teamRole: string | null } }>(
    page.request,
    "authentication.getSession",
    null,
  );
  expect(session.user.teamRole).toBeNull();
  await expectNoAxeViolations(page);
  await expectNoSideScroll(page);

  await join.getByRole("button", { name: "Accept the invitation" }).click();
  await expect(join.getByRole("status")).toHaveText("You are on the Lantern Parks team as Manager.");
  await join.getByRole("link", { name: "Open the staff console" }).click();
  await expect(page).toHaveURL(/\/admin/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expectNoSideScroll(page);
});
