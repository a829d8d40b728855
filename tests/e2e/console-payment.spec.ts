import { adminCall, adminQuery, query } from "./support/api";
import { expectNoAxeViolations } from "./support/axe";
import { chooseType } from "./support/cart";
import { fillCheckout, payButton } from "./support/checkout";
import { expectNoSideScroll } from "./support/layout";
import { mailedLink } from "./support/mail";
import { addDaysIso, policyDate } from "./support/stays";
import { awaitHydrationOnNavigation, expect, test } from "./support/test";

/** The second Tuesday-to-Thursday of next October: in season, and a time no other spec books or searches. */
function octoberStay() {
  const year = new Date().getUTCFullYear() + 1;
  const first = new Date(Date.UTC(year, 9, 1));
  const tuesday = 1 + ((2 - first.getUTCDay() + 7) % 7) + 7;
  const iso = (day: number) => `${year}-10-${String(day).padStart(2, "0")}`;
  const label = (day: number) => `${day} October ${year}`;
  return {
    start: iso(tuesday),
    end: iso(tuesday + 2),
    startLabel: label(tuesday),
    endLabel: label(tuesday + 2),
  };
}

/**
 * A manager sets Trout Town Farms to take a 25 % deposit (decision 0050); a guest's cart and checkout then say what
 * is due today and what later. The demo data is shared by every spec of the run: the park is put back to "Pay in
 * full" at the end, whatever happens.
 */
test("a manager sets a deposit on the Payment screen; a guest's cart and checkout say what is due today, and the balance is paid through a pay link", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const login = await page.request.post("/api/trpc/booking.authentication.login", {
    data: { json: { email: "manager@lantern.example", password: "lantern-demo-staff" } },
  });
  expect(login.ok()).toBe(true);
  const [trout] = await adminQuery<{ id: string; slug: string }[]>(page.request, "parks.list");
  try {
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/admin/payment?park=${trout!.slug}`);
      await expect(page.getByRole("heading", { level: 1, name: "Payment" })).toBeVisible();
      await expect(page.getByRole("radio", { name: "Pay in full" })).toBeChecked();
      await expectNoAxeViolations(page);
    }

    // A deposit of 0 % is refused at its field; 25 % with the balance 14 days before arrival is saved.
    await page.getByRole("radio", { name: "A deposit, the balance before arrival" }).check();
    const percent = page.getByRole("textbox", { name: "Percent of each stay" });
    await percent.fill("0");
    await page.getByRole("button", { name: "Save payment policy" }).click();
    await expect(page.getByText("Enter 1 % to 99 %.")).toBeVisible();
    await expectNoAxeViolations(page);
    await percent.fill("25");
    await expect(page.getByText(/Guests read: A deposit of 25 % of each stay when you book/)).toBeVisible();
    await page.getByRole("button", { name: "Save payment policy" }).click();
    await expect(page.getByText(/^Saved\. Guests booking/)).toBeVisible();
    await page.reload();
    await expect(page.getByRole("radio", { name: "A deposit, the balance before arrival" })).toBeChecked();
    await expect(page.getByRole("textbox", { name: "Percent of each stay" })).toHaveValue("25");

    // A guest books an October stay (no other spec books Trout Town Farms then: its hold blocks nobody's site):
    // a quarter today, the rest 14 days before arrival.
    const stay = octoberStay();
    const guest = await page
      .context()
      .browser()!
      .newContext({ baseURL: new URL(page.url()).origin });
    const camper = await guest.newPage();
    awaitHydrationOnNavigation(camper);
    await camper.setViewportSize({ width: 390, height: 844 });
    await chooseType(camper, trout!.slug, "Orchard Tent Site", stay);
    await camper.getByRole("button", { name: "Add to cart" }).click();
    await expect(camper).toHaveURL(/\/cart$/, { timeout: 15_000 });
    const due = camper.getByText(`Due ${policyDate(addDaysIso(stay.start, -14))}`);
    await expect(due).toBeVisible();
    await expect(camper.getByText("Due today").first()).toBeVisible();
    await expectNoSideScroll(camper);
    await camper.goto("/checkout");
    await expect(camper.getByRole("button", { name: /^Pay \$[\d,.]+ and book$/ })).toBeVisible();
    await expect(
      camper.getByText(/a deposit: the \$[\d,.]+ balance is charged to the same card/),
    ).toBeVisible();
    await expectNoSideScroll(camper);

    // The guest books; the desk sends a pay link for the balance (decision 0054) and the guest pays it on a phone.
    const email = await fillCheckout(camper, "4242424242424242");
    await payButton(camper).click();
    await expect(camper).toHaveURL(/\/checkout\/confirmation\//, { timeout: 20_000 });
    const invoiceUuid = camper.url().split("/").pop()!;
    const order = await query<{ campsiteConfirmationSummaries: { reservationId: string }[] }>(
      camper.request,
      "orders.getOrderConfirmation",
      { invoiceUuid },
    );
    const reservationId = order.campsiteConfirmationSummaries[0]!.reservationId;
    const folio = await adminQuery<{ balance: number; savedCard: { last4: string } | null }>(
      page.request,
      "folios.get",
      { reservationId },
    );
    expect(folio.savedCard?.last4).toBe("4242");
    expect(folio.balance).toBeGreaterThan(0);
    await adminCall(page.request, "folios.charge", {
      reservationId,
      idempotencyKey: crypto.randomUUID(),
      amount: folio.balance,
      method: "PAY_LINK",
    });
    const payLink = await mailedLink(email, /https?:\/\/\S+\/pay\/[\w-]{32}/);
    const owed = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" }).format(
      folio.balance / 100,
    );
    for (const width of [1440, 390]) {
      await camper.setViewportSize({ width, height: 844 });
      await camper.goto(payLink);
      await expect(camper.getByRole("heading", { level: 1, name: "Pay your balance" })).toBeVisible();
      await expect(camper.getByRole("button", { name: `Pay ${owed}` })).toBeVisible();
      await expectNoSideScroll(camper);
      await expectNoAxeViolations(camper);
    }
    const payForm = camper.getByRole("form", { name: "Pay your balance" });
    const card = async (number: string) => {
      await payForm.getByRole("textbox", { name: "Card number" }).fill(number);
      await payForm
        .getByRole("textbox", { name: "Expiry date (MM/YY)" })
        .fill(`12/${(new Date().getFullYear() + 3) % 100}`);
      await payForm.getByRole("textbox", { name: "Security code (CVC)" }).fill("123");
      await camper.getByRole("button", { name: `Pay ${owed}` }).click();
    };
    await card("4000000000000002");
    await expect(camper.getByRole("alert", { name: "Your payment did not go through" })).toContainText(
      "Your card was declined.",
    );
    await expectNoAxeViolations(camper);
    await card("4242424242424242");
    await expect(camper.getByText("Thank you, your balance is paid")).toBeVisible();
    await expectNoSideScroll(camper);
    expect(
      (await adminQuery<{ balance: number }>(page.request, "folios.get", { reservationId })).balance,
    ).toBe(0);
    // The link now says there is nothing to pay.
    await camper.reload();
    await expect(
      camper.getByText("This stay owes nothing: there is nothing to pay. Thank you!"),
    ).toBeVisible();
    await guest.close();
  } finally {
    await adminCall(page.request, "paymentPolicies.upsert", {
      parkId: trout!.id,
      kind: "FULL",
      balanceDueDays: 14,
    });
  }
});
