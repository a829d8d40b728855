import fs from "node:fs";
import path from "node:path";
import { simpleParser } from "mailparser";
import { adminCall, adminQuery, call, query } from "./support/api";
import { expectNoAxeViolations } from "./support/axe";
import { expectNoSideScroll } from "./support/layout";
import { addDaysIso } from "./support/stays";
import { expect, test } from "./support/test";

/*
 * A message to a day's arrivals (issue 33): the desk writes once, every guest arriving that day gets it through the
 * outbox with their own site filled in, and the stay's page lists it. At a tablet's and a phone's width.
 */

const PARK = "trout-town-farms";

async function mailsTo(address: string) {
  const outbox = path.join(process.env.E2E_DATA_DIR ?? "", "outbox");
  const mails: { subject: string; text: string }[] = [];
  for (const file of fs.existsSync(outbox) ? fs.readdirSync(outbox) : []) {
    const mail = await simpleParser(fs.readFileSync(path.join(outbox, file)));
    const to = Array.isArray(mail.to) ? mail.to : [mail.to];
    if (to.some((entry) => entry?.text.includes(address)))
      mails.push({ subject: mail.subject ?? "", text: mail.text ?? "" });
  }
  return mails;
}

type Search = { results: { campsites: { name: string }[] }[] };
type Inventory = { types: { sites: { id: string; name: string }[] }[] };

/** Early September next season, a day of its own for each width. */
function septemberStay(day: number) {
  const today = new Date();
  const year = today.getMonth() >= 5 ? today.getFullYear() + 1 : today.getFullYear();
  const start = `${year}-09-${String(day).padStart(2, "0")}`;
  return { start, end: addDaysIso(start, 2) };
}

for (const [width, day] of [
  [1024, 8],
  [390, 9],
] as const) {
  test(`a message to a day's arrivals at ${width} px`, async ({ page }) => {
    test.setTimeout(120_000);
    page.setDefaultTimeout(15_000);
    await page.setViewportSize({ width, height: width === 390 ? 844 : 768 });
    await call(page.request, "authentication.login", {
      email: "manager@lantern.example",
      password: "lantern-demo-staff",
    });
    const park = (await adminQuery<{ id: string; slug: string }[]>(page.request, "parks.list")).find(
      (candidate) => candidate.slug === PARK,
    )!;
    const dates = septemberStay(day);
    const guests = { adults: 2, children: 0, pets: 0 };
    const free = await query<Search>(page.request, "search.searchCampsites", {
      parkId: park.id,
      dates,
      guests,
    });
    const siteName = free.results.flatMap((result) => result.campsites)[0]!.name;
    const site = (await adminQuery<Inventory>(page.request, "campsiteTypes.list", { parkId: park.id })).types
      .flatMap((type) => type.sites)
      .find((candidate) => candidate.name === siteName)!;
    const email = `late.arrival.${width}@example.com`;
    const booked = await adminCall<{ reservationId: string }>(page.request, "reservations.create", {
      parkId: park.id,
      campsiteId: site.id,
      dates,
      guests,
      guest: { firstName: "Lena", lastName: "Late", email, phone: "607-555-0150" },
      payment: { method: "pay_at_park" },
    });

    // From Today on the arrival day: its "Message arrivals" opens the message to that day's arrivals.
    await page.goto(`/admin/today?park=${PARK}&date=${dates.start}`);
    await page.getByRole("link", { name: "Message arrivals" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Messages" })).toBeVisible();
    await expectNoAxeViolations(page);
    await expectNoSideScroll(page);
    const form = page.getByRole("form", { name: "Message a day's arrivals" });
    // Nothing written yet: each field says what it needs.
    await form.getByRole("button", { name: "E-mail the arrivals" }).click();
    await expect(form.getByText("Write a subject.")).toBeVisible();
    await expect(form.getByLabel("Arriving on")).toHaveValue(dates.start);
    await form.getByRole("textbox", { name: "Subject" }).fill("The gate after 10 pm");
    await form
      .getByRole("textbox", { name: "Message" })
      .fill("Hello {guest},\n\nArriving late? The gate code is 4817. Your site is {site}.");
    await form.getByRole("button", { name: "E-mail the arrivals" }).click();
    await expect(page.getByText(/^Message e-mailed to 1 guest arriving /)).toBeVisible();
    await expectNoAxeViolations(page);

    await expect
      .poll(async () => (await mailsTo(email)).map((mail) => mail.subject), { timeout: 20_000 })
      .toContain("The gate after 10 pm");
    const [mail] = (await mailsTo(email)).filter((candidate) => candidate.subject === "The gate after 10 pm");
    expect(mail!.text).toContain(`Hello Lena,`);
    expect(mail!.text).toContain(`Your site is ${siteName}.`);

    // The stay's page lists it, and a note pinned for the grid and Today.
    await page.goto(`/admin/reservations/${booked.reservationId}?park=${PARK}`);
    const messages = page.getByRole("region", { name: "Messages" });
    await expect(messages.getByText("The gate after 10 pm")).toBeVisible();
    const notes = page.getByRole("region", { name: "Staff notes" });
    await notes.getByRole("textbox", { name: "New note" }).fill("Arrives after 10 pm: gate code sent.");
    await notes.getByRole("checkbox", { name: "Pin to the grid and Today" }).check();
    await notes.getByRole("button", { name: "Add the note" }).click();
    await expect(page.getByText("Note added and pinned to the grid and Today.")).toBeVisible();
    await expect(notes.getByText("Arrives after 10 pm: gate code sent.")).toBeVisible();
    await expectNoAxeViolations(page);
    await expectNoSideScroll(page);
  });
}
