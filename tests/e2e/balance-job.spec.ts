import type { Page } from "@playwright/test";
import { adminCall, adminQuery, query } from "./support/api";
import { expectNoAxeViolations } from "./support/axe";
import { chooseType } from "./support/cart";
import { fillCheckout, payButton } from "./support/checkout";
import { runBalanceJob } from "./support/jobs";
import { expectNoSideScroll } from "./support/layout";
import { mailedLink } from "./support/mail";
import { addDaysIso } from "./support/stays";
import { awaitHydrationOnNavigation, expect, test } from "./support/test";

/** The fourth Tuesday-to-Thursday of next October: in season, and a time no other spec books. */
function lateOctoberStay() {
  const year = new Date().getUTCFullYear() + 1;
  const first = new Date(Date.UTC(year, 9, 1));
  const tuesday = 1 + ((2 - first.getUTCDay() + 7) % 7) + 21;
  const iso = (day: number) => `${year}-10-${String(day).padStart(2, "0")}`;
  return {
    start: iso(tuesday),
    end: iso(tuesday + 2),
    startLabel: `${tuesday} October ${year}`,
    endLabel: `${tuesday + 2} October ${year}`,
  };
}

/** A guest books the stay with a 25 % deposit on `card`, on a phone; answers the stay's id, confirmation and e-mail. */
async function bookWithDeposit(
  camper: Page,
  slug: string,
  card: string,
  stay: ReturnType<typeof lateOctoberStay>,
) {
  await chooseType(camper, slug, "Orchard Tent Site", stay);
  await camper.getByRole("button", { name: "Add to cart" }).click();
  await expect(camper).toHaveURL(/\/cart$/, { timeout: 15_000 });
  await camper.goto("/checkout");
  const email = await fillCheckout(camper, card);
  await payButton(camper).click();
  await expect(camper).toHaveURL(/\/checkout\/confirmation\//, { timeout: 20_000 });
  const order = await query<{
    orderConfirmation: string;
    campsiteConfirmationSummaries: { reservationId: string }[];
  }>(camper.request, "orders.getOrderConfirmation", { invoiceUuid: camper.url().split("/").pop()! });
  return {
    email,
    confirmation: order.orderConfirmation,
    reservationId: order.campsiteConfirmationSummaries[0]!.reservationId,
  };
}

test("the balance job charges each deposit's balance on its date; a declined card e-mails a pay link, Today says so, and the guest pays on a phone", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  // The contexts made here carry this test's client address like its own page (tests/e2e/support/test.ts).
  const site = baseURL!;
  const staffContext = await browser.newContext({ baseURL: site });
  const page = await staffContext.newPage();
  awaitHydrationOnNavigation(page);
  const login = await page.request.post("/api/trpc/booking.authentication.login", {
    data: { json: { email: "manager@lantern.example", password: "lantern-demo-staff" } },
  });
  expect(login.ok()).toBe(true);
  const [trout] = await adminQuery<{ id: string; slug: string }[]>(page.request, "parks.list", null);
  await adminCall(page.request, "paymentPolicies.upsert", {
    parkId: trout!.id,
    kind: "DEPOSIT",
    deposit: { percent: 25 },
    balanceDueDays: 14,
  });
  try {
    const stay = lateOctoberStay();
    const camperContext = await browser.newContext({ baseURL: site });
    const camper = await camperContext.newPage();
    awaitHydrationOnNavigation(camper);
    await camper.setViewportSize({ width: 390, height: 844 });
    const paying = await bookWithDeposit(camper, trout!.slug, "4242424242424242", stay);
    await camperContext.clearCookies();
    const declining = await bookWithDeposit(camper, trout!.slug, "4000000000000341", stay);

    // The job at 10 a.m. on the balance date (14 days before arrival), as its hourly run would find them.
    const dueOn = addDaysIso(stay.start, -14);
    const outcome = await runBalanceJob(page.request, new Date(`${dueOn}T15:00:00Z`));
    expect(outcome.charged).toBeGreaterThanOrEqual(1);
    expect(outcome.declined).toBeGreaterThanOrEqual(1);
    const folio = (reservationId: string) =>
      adminQuery<{ balance: number; paid: number }>(page.request, "folios.get", { reservationId });
    expect((await folio(paying.reservationId)).balance).toBe(0);
    const owed = (await folio(declining.reservationId)).balance;
    expect(owed).toBeGreaterThan(0);

    // Today on arrival day lists the declined stay as "Payment failed", on a desktop and a phone.
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/admin/today?park=${trout!.slug}&date=${stay.start}`);
      const row = page.getByRole("row").filter({ hasText: declining.confirmation });
      await expect(row).toContainText("Payment failed");
      await expect(page.getByRole("row").filter({ hasText: paying.confirmation })).toContainText("Paid");
      await expectNoSideScroll(page);
      await expectNoAxeViolations(page);
    }

    // The decline's e-mail carries a pay link: the guest pays the balance on a phone with another card.
    const payLink = await mailedLink(declining.email, /https?:\/\/\S+\/pay\/[\w-]{32}/);
    await camper.goto(payLink);
    const amount = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" }).format(owed / 100);
    const payForm = camper.getByRole("form", { name: "Pay your balance" });
    await payForm.getByRole("textbox", { name: "Card number" }).fill("4242424242424242");
    await payForm
      .getByRole("textbox", { name: "Expiry date (MM/YY)" })
      .fill(`12/${(new Date().getFullYear() + 3) % 100}`);
    await payForm.getByRole("textbox", { name: "Security code (CVC)" }).fill("123");
    await camper.getByRole("button", { name: `Pay ${amount}` }).click();
    await expect(camper.getByText("Thank you, your balance is paid")).toBeVisible();
    await expectNoSideScroll(camper);
    expect((await folio(declining.reservationId)).balance).toBe(0);
    await page.reload();
    await expect(page.getByRole("row").filter({ hasText: declining.confirmation })).not.toContainText(
      "Payment failed",
    );
    await camperContext.close();
  } finally {
    await adminCall(page.request, "paymentPolicies.upsert", {
      parkId: trout!.id,
      kind: "FULL",
      balanceDueDays: 14,
    });
  }
});
