import type { Locator, Page } from "@playwright/test";
import { call } from "./support/api";
import { expectNoAxeViolations } from "./support/axe";
import { bookWalkIn, freeSite, openParks, todayInNewYork } from "./support/desk";
import { expectNoSideScroll } from "./support/layout";
import { addDaysIso } from "./support/stays";
import { expect, test } from "./support/test";

/** Late August next season, two nights from the 28th: in season at every park, nights the other specs leave alone. */
function lateAugust() {
  const today = new Date();
  const year = today.getMonth() >= 5 ? today.getFullYear() + 1 : today.getFullYear();
  const start = `${year}-08-28`;
  return { start, end: addDaysIso(start, 2) };
}

/** A control a thumb can hit: 44 px high, inside the window's width. */
async function expectTappable(page: Page, control: Locator) {
  const box = (await control.boundingBox())!;
  expect(box.height).toBeGreaterThanOrEqual(44);
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
}

for (const width of [1024, 390]) {
  test(`the front desk's day at ${width} px: a walk-in priced and booked, every park at once, a pinned note, a site to clean, a night added with its price, an arrival checked in, a no-show with its refund shown first`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    page.setDefaultTimeout(15_000);
    await page.setViewportSize({ width, height: width < 768 ? 844 : 900 });
    const phone = width < 768;
    // Each width books guests of its own, so the two journeys never meet on the same rows.
    const tag = phone ? "Phone" : "Desk";

    await call(page.request, "authentication.login", {
      email: "owner@lantern.example",
      password: "lantern-demo-staff",
    });
    // The parks open to guests (a park another spec created stays closed, and its search answers not found).
    const parks = await openParks(page.request);
    const bySlug = (slug: string) => parks.find((park) => park.slug === slug)!;
    const august = lateAugust();
    const farm = await bookWalkIn(
      page.request,
      [bySlug("trout-town-farms")],
      august,
      { firstName: "Maria", lastName: `Farmstay${tag}` },
      { freeUntil: addDaysIso(august.end, 1) },
    );
    const wagons = { park: bySlug("catskill-conestoga-wagon-outpost") };
    // Someone who never comes, arriving today wherever a site is free tonight (Beaverkill Bend's cabins stay open
    // in winter): a no-show can be marked from the arrival day on.
    const today = todayInNewYork();
    const absent = await bookWalkIn(
      page.request,
      parks,
      { start: today, end: addDaysIso(today, 2) },
      { firstName: "Nolan", lastName: `Absent${tag}` },
    );

    // A walk-in at the wagon outpost, booked on the New booking screen: the price shows before the button, and the
    // booking is made at that price.
    await page.goto(`/admin/new?park=${wagons.park.slug}`);
    await expect(page.getByRole("heading", { level: 1, name: "New booking" })).toBeVisible();
    await page.getByRole("textbox", { name: "Arrival", exact: true }).fill(august.start);
    await page.getByRole("textbox", { name: "Departure", exact: true }).fill(august.end);
    // A site guests could book for those nights (the outpost's rules differ by site).
    const walkInSite = (await freeSite(page.request, [wagons.park], august))!.siteName;
    const siteChoice = page.getByRole("combobox", { name: "Site", exact: true });
    const option = siteChoice.locator("option").filter({ hasText: new RegExp(`^${walkInSite} · `) });
    await expect(option).toBeAttached();
    await siteChoice.selectOption((await option.getAttribute("value"))!);
    await page.getByRole("textbox", { name: "First name", exact: true }).fill("Sam");
    await page.getByRole("textbox", { name: "Last name", exact: true }).fill(`Wagoner${tag}`);
    await page.getByRole("textbox", { name: "E-mail", exact: true }).fill(`sam.wagoner${tag}@example.com`);
    await page.getByRole("textbox", { name: "Phone", exact: true }).fill("607-555-0177");
    const price = page.getByText(/^Price: \$[\d,.]+ for 2 nights on site /);
    await expect(price).toBeVisible();
    const amount = /\$[\d,.]+/.exec((await price.textContent()) ?? "")![0];
    await page.getByRole("radio", { name: /^Cash now/ }).check();
    await page.getByRole("textbox", { name: "Cash handed over (dollars)" }).fill("1000");
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: `Book for ${amount}` }).click();
    await expect(page.getByRole("heading", { name: /^Booked: LNT-/ })).toBeVisible();
    await expect(page.getByText(`Total ${amount}, paid.`)).toBeVisible();
    await expectNoSideScroll(page);

    // All parks: both arrivals, each with its park, the parks in order.
    await page.goto(`/admin/today?park=${farm.park.slug}&date=${august.start}`);
    // The day is read in the browser: once the arrivals are counted, the screen answers.
    const counted = page.getByRole("heading", { level: 2, name: /^Arrivals \(\d+\)$/ });
    await expect(counted).toBeVisible();
    await page.getByRole("combobox", { name: "Park", exact: true }).selectOption({ label: "All parks" });
    await expect(page).toHaveURL(/park=all/);
    const arrivals = page.getByRole("region", { name: /^Arrivals/ });
    const mariaRow = arrivals.getByRole("row", { name: new RegExp(`Maria Farmstay${tag}`) });
    const samRow = arrivals.getByRole("row", { name: new RegExp(`Sam Wagoner${tag}`) });
    await expect(mariaRow).toContainText(farm.park.name);
    await expect(samRow).toContainText(wagons.park.name);
    const order = await arrivals.getByRole("row").allTextContents();
    const mariaAt = order.findIndex((text) => text.includes(`Maria Farmstay${tag}`));
    const samAt = order.findIndex((text) => text.includes(`Sam Wagoner${tag}`));
    // Sorted by park: Catskill Conestoga Wagon Outpost before Trout Town Farms.
    expect(samAt).toBeLessThan(mariaAt);
    await expectNoAxeViolations(page);

    // The reservations of every park at once, each row with its park.
    await page.goto(`/admin/reservations?park=all&q=${tag}`);
    const results = page.getByRole("region", { name: "Results", exact: true });
    const farmResult = results.getByRole("row", { name: new RegExp(`Maria Farmstay${tag}`) });
    await expect(farmResult).toContainText(farm.park.name);
    await expect(results.getByRole("row", { name: new RegExp(`Sam Wagoner${tag}`) })).toContainText(
      wagons.park.name,
    );
    await expect(page.getByRole("combobox", { name: "Park", exact: true })).toHaveValue("all");
    await expectNoAxeViolations(page);
    await expectNoSideScroll(page);
    await page.goto(`/admin/today?park=all&date=${august.start}`);
    await expect(counted).toBeVisible();

    // A note, from the keyboard: the dialog opens on its field, Escape closes it back on its button.
    const addNote = mariaRow.getByRole("button", { name: `Add note for Maria Farmstay${tag}` });
    if (phone) await expectTappable(page, addNote);
    await addNote.focus();
    await page.keyboard.press("Enter");
    const noteDialog = page.getByRole("dialog", { name: `Add a note for Maria Farmstay${tag}` });
    const noteField = noteDialog.getByRole("textbox", { name: "Note" });
    await expect(noteField).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(noteDialog).toBeHidden();
    await expect(addNote).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(noteField).toBeFocused();
    // Nothing written: the field says so. The pin is ticked already.
    await noteDialog.getByRole("button", { name: "Save note" }).click();
    await expect(noteDialog.getByText("Write the note.")).toBeVisible();
    await expect(noteField).toBeFocused();
    await expect(noteDialog.getByRole("checkbox", { name: "Pin to the grid and Today" })).toBeChecked();
    await expectNoAxeViolations(page);
    await noteField.fill("Arrives after 9 pm: the gate code is at the office window.");
    await noteDialog.getByRole("button", { name: "Save note" }).click();
    await expect(noteDialog).toBeHidden();
    await expect(page.getByText(`Note pinned to Maria Farmstay${tag}'s stay.`)).toBeVisible();
    const pinned = mariaRow.getByRole("list", { name: `Pinned notes for Maria Farmstay${tag}` });
    await expect(pinned).toContainText("Note: Arrives after 9 pm: the gate code is at the office window.");
    await expect(pinned).toContainText("Olivia Owner");
    await expectNoAxeViolations(page);

    // Housekeeping: the farm's site needs cleaning, then it is ready again.
    const siteStatus = mariaRow.getByRole("combobox", { name: `Site ${farm.siteName} status` });
    if (phone) await expectTappable(page, siteStatus);
    const siteCell = mariaRow.getByRole("cell", { name: new RegExp(`^${farm.siteName} `) });
    await expect(siteCell).toHaveAccessibleName(/ Ready$/);
    await siteStatus.selectOption({ label: "Needs cleaning" });
    await expect(page.getByText(`Site ${farm.siteName}: needs cleaning.`)).toBeVisible();
    await expect(siteCell).toHaveAccessibleName(/ Needs cleaning$/);
    await expectNoAxeViolations(page);
    await siteStatus.selectOption({ label: "Ready" });
    await expect(page.getByText(`Site ${farm.siteName}: ready.`)).toBeVisible();
    await expect(siteCell).toHaveAccessibleName(/ Ready$/);

    // Maria stays a night longer: the added night's price shows before the button, and is owed after it.
    await page.goto(`/admin/reservations/${farm.reservationId}`);
    const change = page.getByRole("form", { name: "Change the stay" });
    await change.getByRole("textbox", { name: "Departure", exact: true }).fill(addDaysIso(august.end, 1));
    await expect(change.getByRole("radio", { name: /^Price the nights/ })).toBeChecked();
    const priced = change.getByText(/^\$[\d,.]+ more to pay at the park\.$/);
    await expect(priced).toBeVisible();
    const more = /^(\$[\d,.]+) more/.exec((await priced.textContent()) ?? "")![1]!;
    expect(more).not.toBe("$0.00");
    await expectNoAxeViolations(page);
    await change.getByRole("button", { name: `Change the stay: ${more} more owed` }).click();
    await expect(page.getByRole("region", { name: "Balance" })).toContainText(`${more} owed`);
    await expectNoSideScroll(page);
    await page.goto(`/admin/today?park=all&date=${august.start}`);
    await expect(counted).toBeVisible();

    // Printed, the page is the arrivals sheet alone: no console header, no buttons.
    if (!phone) {
      await page.evaluate(() => {
        window.print = () => document.documentElement.setAttribute("data-printed", "true");
      });
      await page.getByRole("button", { name: "Print arrivals" }).click();
      await expect(page.locator("html")).toHaveAttribute("data-printed", "true");
      await page.emulateMedia({ media: "print" });
      await expect(page.getByRole("heading", { level: 1, name: /^Arrivals, .* · All parks$/ })).toBeVisible();
      await expect(page.getByRole("banner")).toBeHidden();
      await expect(page.getByRole("heading", { level: 1, name: "Today" })).toBeHidden();
      await expect(page.getByRole("button")).toHaveCount(0);
      await expect(page.getByRole("cell", { name: new RegExp(`Maria Farmstay${tag}`) })).toBeVisible();
      await page.emulateMedia({ media: "screen" });
    }

    // The guest who never came: the refund is shown before the button that marks the no-show. At the desk from
    // Today's row; on the phone from the stay's own page.
    const absentRow = page
      .getByRole("region", { name: /^Arrivals/ })
      .getByRole("row", { name: new RegExp(`Nolan Absent${tag}`) });
    if (phone) {
      await page.goto(`/admin/reservations/${absent.reservationId}`);
      const panel = page.getByRole("region", { name: "No-show" });
      const markNoShow = panel.getByRole("button", { name: "Mark as a no-show" });
      await expectTappable(page, markNoShow);
      await markNoShow.click();
    } else {
      await page.goto(`/admin/today?park=${absent.park.slug}&date=${today}`);
      await expect(counted).toBeVisible();
      await absentRow.getByRole("button", { name: `No-show: Nolan Absent${tag}` }).click();
    }
    const dialog = page.getByRole("dialog", { name: `Mark Nolan Absent${tag} as a no-show` });
    await expect(dialog.getByRole("radio", { name: "By the booked terms" })).toBeChecked();
    const quote = dialog.getByText(/^Refund now: \$[\d,.]+ of \$[\d,.]+ paid\.$/);
    await expect(quote).toBeVisible();
    const refund = /^Refund now: (\$[\d,.]+) of/.exec((await quote.textContent()) ?? "")![1]!;
    await expectNoAxeViolations(page);
    // A reason is asked for.
    await dialog.getByRole("button", { name: "Mark as no-show" }).click();
    await expect(dialog.getByText("Say why, in a few words.")).toBeVisible();
    await dialog.getByRole("textbox", { name: "Reason" }).fill("No call, and the site was empty at 10 pm.");
    await dialog.getByRole("button", { name: "Mark as no-show" }).click();
    await expect(dialog).toBeHidden();
    await expect(
      page.getByText(
        `Nolan Absent${tag} marked as a no-show. ${refund === "$0.00" ? "Nothing refunded." : `${refund} refunded.`}`,
      ),
    ).toBeVisible();
    if (phone) {
      await expect(
        page.getByRole("region", { name: "Stay" }).getByText("No-show", { exact: true }),
      ).toBeVisible();
      await expect(page.getByRole("region", { name: "No-show" })).toHaveCount(0);
    } else {
      await expect(absentRow).toHaveCount(0);
    }
    await expectNoAxeViolations(page);
    await expectNoSideScroll(page);

    // Someone who does come today, on the nights the no-show gave back (winter leaves few sites open tonight):
    // checked in from Today with one tap, the row then offers her check-out.
    const arriving = await bookWalkIn(
      page.request,
      parks,
      { start: today, end: addDaysIso(today, 2) },
      { firstName: "Ada", lastName: `Arrival${tag}` },
    );
    await page.goto(`/admin/today?park=${arriving.park.slug}&date=${today}`);
    await expect(counted).toBeVisible();
    const checkIn = page.getByRole("button", { name: `Check in Ada Arrival${tag}` });
    if (phone) await expectTappable(page, checkIn);
    await checkIn.click();
    await expect(page.getByText(`Ada Arrival${tag} is checked in.`)).toBeVisible();
    await expect(page.getByRole("button", { name: `Check out Ada Arrival${tag}` })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
