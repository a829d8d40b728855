import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { expectNoSideScroll } from "./support/layout";
import { type Call, trpc } from "./support/page-weight";
import { addDaysIso } from "./support/stays";
import { expect, test } from "./support/test";

const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE });

type Booked = { invoiceUuid: string; orderConfirmation: string; email: string; start: string; end: string };

/**
 * A two-night Orchard Tent Site stay at Trout Town Farms booked as a visitor over the public API, in September of
 * next year (weeks no other spec books), so the journey starts at "I have a booking".
 */
async function bookOverApi(baseUrl: string): Promise<Booked> {
  const call: Call = (url, init) => fetch(new URL(url, baseUrl), init);
  const park = await trpc<{ id: string; campsiteTypes: { id: string; name: string }[] }>(
    call,
    "booking.parks.getBySlug",
    "query",
    { slug: "trout-town-farms" },
  );
  const type = park.campsiteTypes.find((candidate) => candidate.name === "Orchard Tent Site")!;
  const email = `change+${Date.now()}@example.com`;
  const year = new Date().getUTCFullYear() + 1;
  let lastError: unknown;
  for (let attempt = 0; attempt < 12; attempt += 1) {
    // A Tuesday-to-Thursday stay in September, a week further at each try.
    const september = new Date(Date.UTC(year, 8, 1));
    const tuesday = 1 + ((2 - september.getUTCDay() + 7) % 7) + 7 * (attempt % 4);
    const start = `${year}-09-${String(tuesday).padStart(2, "0")}`;
    const end = addDaysIso(start, 2);
    try {
      const added = await trpc<{ shoppingCartUuid: string }>(call, "booking.cart.addItem", "mutation", {
        parkId: park.id,
        campsiteTypeId: type.id,
        dates: { start, end },
        guests: { adults: 2, children: 0, pets: 0 },
      });
      const placed = await trpc<{ invoiceUuid: string; orderConfirmation: string }>(
        call,
        "booking.checkout.placeOrder",
        "mutation",
        {
          shoppingCartUuid: added.shoppingCartUuid,
          idempotencyKey: `change-booking-${Date.now()}-${attempt}`,
          guest: {
            firstName: "Cara",
            lastName: "Change",
            email,
            phone: "607-555-0142",
            address: { line1: "1 Main St", city: "Roscoe", state: "NY", postalCode: "12776", country: "US" },
          },
          tripDetails: [],
          acceptedWaivers: true,
          payment: {
            gateway: "test",
            cardNumber: "4242424242424242",
            expMonth: 12,
            expYear: 2035,
            cvc: "123",
          },
        },
      );
      return { ...placed, email, start, end };
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError;
}

/** The e-mail file the outbox dispatcher writes for this order with `marker` in it (quoted-printable undone). */
async function mailFile(orderConfirmation: string, marker: string): Promise<string> {
  const outbox = path.join(process.env.E2E_DATA_DIR!, "outbox");
  let mail = "";
  await expect
    .poll(
      async () => {
        for (const file of (await readdir(outbox).catch(() => [] as string[])).filter((n) =>
          n.endsWith(".eml"),
        )) {
          const text = (await readFile(path.join(outbox, file), "utf8"))
            .replace(/=\r?\n/g, "")
            .replace(/=3D/g, "=");
          if (text.includes(orderConfirmation) && text.includes(marker)) mail = text;
        }
        return mail !== "";
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  return mail;
}

const usd = (text: string | null) => Number((text ?? "").replace(/[^\d.]/g, ""));

async function step(page: Page) {
  await expectNoSideScroll(page);
}

test("a guest without an account finds their booking and adds a night, paying the difference, at 390 px", async ({
  page,
  baseURL,
}) => {
  const booked = await bookOverApi(baseURL!);

  // Find my booking, from the footer.
  await page.goto("/");
  await page.getByTestId("site-footer").getByRole("link", { name: "Find my booking" }).click();
  await expect(page.getByRole("heading", { name: "Find my booking", level: 1 })).toBeVisible();
  await step(page);
  await expectNoAxeViolations(page);

  const code = page.getByRole("textbox", { name: "Confirmation code" });
  const email = page.getByRole("textbox", { name: "E-mail address" });
  await page.getByRole("button", { name: "Find my booking" }).click();
  await expect(page.getByText("Enter the confirmation code from your e-mail")).toBeVisible();
  await expect(page.getByText("Enter the e-mail address you booked with")).toBeVisible();
  await expect(code).toBeFocused();
  await code.fill(booked.orderConfirmation);
  await email.fill("someone.else@example.com");
  await page.getByRole("button", { name: "Find my booking" }).click();
  await expect(page.getByRole("alert", { name: "No booking found" })).toContainText(
    "We found no booking with this confirmation code",
  );
  await step(page);
  await email.fill(booked.email);
  await page.getByRole("button", { name: "Find my booking" }).click();
  await expect(page).toHaveURL(new RegExp(`/checkout/confirmation/${booked.invoiceUuid}$`), {
    timeout: 15_000,
  });

  // The confirmation page: Change on the upcoming stay.
  const stay = page.getByRole("article", { name: "Orchard Tent Site" });
  const totalBefore = usd(
    await stay
      .locator("dl > div")
      .filter({ has: page.locator("dt", { hasText: /^Total$/ }) })
      .locator("dd")
      .textContent(),
  );
  await step(page);
  await stay.getByRole("button", { name: /^Change dates or party/ }).click();
  const dialog = page.getByRole("dialog", { name: "Change your Orchard Tent Site" });
  await expect(dialog.getByRole("textbox", { name: "Departure" })).toHaveValue(booked.end);
  await step(page);
  await expectNoAxeViolations(page);

  // A departure before the arrival is refused at its field.
  const departure = dialog.getByRole("textbox", { name: "Departure" });
  await departure.fill(booked.start);
  await dialog.getByRole("button", { name: "See the new price" }).click();
  await expect(dialog.getByText("Leave at least one night after arriving")).toBeVisible();

  // One more night: the new total and what is owed, before anything changes.
  const newEnd = addDaysIso(booked.end, 1);
  await departure.fill(newEnd);
  await dialog.getByRole("button", { name: "See the new price" }).click();
  const price = dialog.getByRole("region", { name: "The new price" });
  await expect(price).toBeVisible({ timeout: 15_000 });
  const row = (label: string) =>
    price
      .locator("dl > div")
      .filter({ has: page.locator("dt", { hasText: new RegExp(`^${label}$`) }) })
      .locator("dd");
  await expect(row("Current total")).toHaveText(`$${totalBefore.toFixed(2)}`);
  const owed = usd(await row("You pay now").textContent());
  const newTotal = usd(await row("New total").textContent());
  expect(owed).toBeGreaterThan(0);
  expect(Math.round((newTotal - totalBefore) * 100)).toBe(Math.round(owed * 100));
  await step(page);
  await expectNoAxeViolations(page);

  // The card is asked for; an empty one is refused at its fields.
  const pay = dialog.getByRole("button", { name: /^Pay \$[\d,.]+ and change$/ });
  await pay.click();
  await expect(dialog.getByText("Enter the card number")).toBeVisible();
  await dialog.getByRole("textbox", { name: "Card number" }).fill("4242 4242 4242 4242");
  await dialog
    .getByRole("textbox", { name: "Expiry date (MM/YY)" })
    .fill(`12/${(new Date().getFullYear() + 3) % 100}`);
  await dialog.getByRole("textbox", { name: "Security code (CVC)" }).fill("123");
  await step(page);
  await pay.click();

  await expect(page.getByText("Reservation changed")).toBeVisible({ timeout: 15_000 });
  await expect(dialog).toHaveCount(0);
  await expect(stay).toContainText("3 nights");
  await expect(
    stay
      .locator("dl > div")
      .filter({ has: page.locator("dt", { hasText: /^Total$/ }) })
      .locator("dd"),
  ).toHaveText(`$${newTotal.toFixed(2)}`);
  await step(page);
  await expectNoAxeViolations(page);

  // The change e-mail says what was charged and carries the updated calendar.
  const mail = await mailFile(booked.orderConfirmation, "Changed:");
  expect(mail).toContain("We charged the difference of");
  expect(mail).toMatch(/filename="?lantern-LNT-[0-9A-Z]+\.ics/);
});
