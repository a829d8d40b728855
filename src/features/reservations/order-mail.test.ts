import { describe, expect, it } from "vitest";
import { FIXTURE_IDS, orderConfirmationFixture } from "./order-confirmation.fixtures";
import {
  renderOrderConfirmationMail,
  renderReservationCancelledMail,
  renderReservationChangedMail,
} from "./order-mail";

const APP_URL = "https://book.lantern.example";
const ORDER_URL = `${APP_URL}/checkout/confirmation/${FIXTURE_IDS.invoiceUuid}`;

/** What a reader sees of the HTML part: tags dropped, entities decoded, white space collapsed. */
function visibleText(html: string): string {
  return html
    .replace(/<head>[\s\S]*?<\/head>/, "")
    .replace(/<br>/g, "\n")
    .replace(/<[^>]+>/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/[ \t]+/g, " ");
}

function hrefs(html: string): string[] {
  return [...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1]!.replaceAll("&amp;", "&"));
}

async function confirmationMail(order = orderConfirmationFixture()) {
  return renderOrderConfirmationMail(order, { appUrl: APP_URL });
}

describe("renderOrderConfirmationMail", () => {
  it("goes to the guest, replies to the first park and names the confirmation code in the subject", async () => {
    const mail = await confirmationMail();
    expect(mail).toMatchObject({
      to: "ann.camper@example.com",
      replyTo: "wagons@lantern.example",
      subject: "Your Lantern booking LNT-7K3Q9P",
      template: "order-confirmation",
    });
  });

  it("shows the confirmation code, each park's address, phone, hours and directions, and each site", async () => {
    const mail = await confirmationMail();
    for (const part of [visibleText(mail.html), mail.text]) {
      expect(part).toContain("LNT-7K3Q9P");
      expect(part).toContain("218 Rockland Road, Roscoe, NY 12776");
      expect(part).toContain("607-555-0178");
      expect(part).toContain("Check-in from 3:00 PM · check-out by 11:00 AM");
      expect(part).toContain("Check-in from 2:00 PM · check-out by 11:00 AM");
      expect(part).toContain("Conestoga Wagon, site W3");
      expect(part).toContain("Deluxe Pond Cabin, site assigned at check-in");
      expect(part).toContain(
        "Full refund up to 7 days before arrival; after that we keep half of the reservation.",
      );
    }
    expect(hrefs(mail.html)).toContain("https://www.google.com/maps/dir/?api=1&destination=41.9512,-74.9368");
    expect(hrefs(mail.html)).toContain("tel:+16075550142");
  });

  it("writes each stay's dates with its nights, its guests and its add-ons of both kinds with their prices", async () => {
    const mail = await confirmationMail();
    for (const part of [visibleText(mail.html), mail.text]) {
      expect(part).toContain("Fri, Jul 9 – Sun, Jul 11, 2027 · 2 nights");
      expect(part).toContain("Sun, Jul 11 – Wed, Jul 14, 2027 · 3 nights");
      expect(part).toContain("2 adults, 1 child");
      expect(part).toContain("4 adults, 1 pet");
      expect(part).toMatch(/2 nights × \$145\.00 \(avg\.\):? \$290\.00/);
      expect(part).toMatch(/Site lock: W3:? \$10\.00/);
      expect(part).toMatch(/Firewood bundle \(1 × \$8\.00 a night × 2 nights\):? \$16\.00/);
      expect(part).toMatch(/S'mores kit \(2 × \$12\.00\):? \$24\.00/);
      expect(part).toMatch(/Bag of ice \(3 × \$3\.50\):? \$10\.50/);
      // The pet fee is mandatory for a party with a pet: itemized, and marked as part of the all-in price.
      expect(part).toMatch(/Pet fee \(1 × \$10\.00 a night × 3 nights, included\):? \$30\.00/);
    }
  });

  it("shows each park's discount, taxes and total and the order's totals to the cent", async () => {
    const mail = await confirmationMail();
    for (const part of [visibleText(mail.html), mail.text]) {
      expect(part).toMatch(/SUMMER10: 10 % off \(on nights\):? −\$43\.00/);
      expect(part).toMatch(/Total for Catskill Conestoga Wagon Outpost:? \$417\.96/);
      expect(part).toMatch(/Taxes:? \$48\.60/);
      expect(part).toMatch(/Total for Trout Town Farms:? \$656\.10/);
      expect(part).toMatch(/Subtotal:? \$1,037\.50/);
      expect(part).toMatch(/Taxes:? \$79\.56/);
      expect(part).toMatch(/Order total:? \$1,074\.06/);
    }
  });

  it("links each confirmed reservation to its cancellation, and the cancelled one to none", async () => {
    const mail = await confirmationMail();
    const cancelLinks = [
      `${ORDER_URL}?cancel=${FIXTURE_IDS.wagonStay}`,
      `${ORDER_URL}?cancel=${FIXTURE_IDS.cabinStay}`,
    ];
    expect(hrefs(mail.html).filter((href) => href.includes("?cancel="))).toEqual(cancelLinks);
    expect(mail.html.match(/>Cancel this reservation</g)).toHaveLength(2);
    for (const link of cancelLinks) expect(mail.text).toContain(`Cancel this reservation: ${link}`);
    expect(mail.text).not.toContain(FIXTURE_IDS.cancelledTentStay);
    expect(visibleText(mail.html)).toContain("Cancelled, refunded $87.48");
    expect(hrefs(mail.html)).toContain(ORDER_URL);
    expect(mail.text).toContain(`View your booking: ${ORDER_URL}`);
  });

  it("says what a deposit stay has paid and when its balance is due, read from its folio, and nothing when paid", async () => {
    const order = orderConfirmationFixture();
    const wagon = order.campsiteConfirmationSummaries.find(
      (stay) => stay.reservationId === FIXTURE_IDS.wagonStay,
    )!;
    wagon.folio = { lines: [], paid: 8_262, balance: 24_786, balanceDueOn: "2027-06-25" };
    const mail = await confirmationMail(order);
    const line = "Paid $82.62 · balance $247.86 due Fri, Jun 25, 2027, charged to the card you paid with";
    expect(visibleText(mail.html)).toContain(line);
    expect(mail.text).toContain(`  ${line}`);
    expect((await confirmationMail()).text).not.toContain("balance $");
  });

  it("attaches the confirmed stays as a calendar file", async () => {
    const mail = await confirmationMail();
    expect(mail.attachments).toHaveLength(1);
    const [calendar] = mail.attachments!;
    expect(calendar).toMatchObject({
      filename: "lantern-LNT-7K3Q9P.ics",
      contentType: "text/calendar; charset=utf-8; method=PUBLISH",
    });
    const ics = Buffer.from(calendar!.contentBase64, "base64").toString("utf8");
    expect(ics).toContain(`UID:${FIXTURE_IDS.wagonStay}@lantern`);
    expect(ics).toContain(`UID:${FIXTURE_IDS.cabinStay}@lantern`);
    expect(ics).not.toContain(FIXTURE_IDS.cancelledTentStay);
  });

  it('escapes what the guest typed, so a name like <Ann & "Bo"> stays text', async () => {
    const order = orderConfirmationFixture();
    order.guest.firstName = '<Ann & "Bo">';
    const mail = await confirmationMail(order);
    expect(mail.html).toContain("Hi &lt;Ann &amp; &quot;Bo&quot;&gt;,");
    expect(mail.html).not.toContain("<Ann");
    expect(mail.text).toContain('Hi <Ann & "Bo">,');
  });

  it("lays the HTML out in a table at most 600 pixels wide, styled inline", async () => {
    const { html } = await confirmationMail();
    expect(html.startsWith("<!DOCTYPE html>")).toBe(true);
    expect(html).toContain('<table role="presentation"');
    expect(html).toContain("max-width:600px");
    expect(html).not.toMatch(/<style|class=/);
  });
});

describe("renderReservationCancelledMail", () => {
  it("names the cancelled reservation and its refund, and replies to its park", async () => {
    const mail = await renderReservationCancelledMail(
      orderConfirmationFixture(),
      FIXTURE_IDS.cabinStay,
      65_610,
      {
        appUrl: APP_URL,
      },
    );
    expect(mail).toMatchObject({
      to: "ann.camper@example.com",
      replyTo: "troutfarms@lantern.example",
      subject: "Cancelled: Deluxe Pond Cabin at Trout Town Farms (LNT-7K3Q9P)",
      template: "reservation-cancelled",
    });
    for (const part of [visibleText(mail.html), mail.text]) {
      expect(part).toContain("Deluxe Pond Cabin, site assigned at check-in");
      expect(part).toContain("Sun, Jul 11 – Wed, Jul 14, 2027 · 3 nights");
      expect(part).toContain("Refund: $656.10 to the card ending in 4242");
      expect(part).toContain("The other reservations of your booking are unchanged.");
    }
    expect(hrefs(mail.html)).toContain(ORDER_URL);
    expect(mail.attachments ?? []).toEqual([]);
  });

  it("says so when the park's policy leaves nothing to refund", async () => {
    const mail = await renderReservationCancelledMail(orderConfirmationFixture(), FIXTURE_IDS.wagonStay, 0, {
      appUrl: APP_URL,
    });
    expect(mail.text).toContain("No refund is due under the park's cancellation policy.");
    expect(visibleText(mail.html)).toContain("No refund is due under the park's cancellation policy.");
  });

  it("refuses a reservation that is not part of the order", async () => {
    await expect(
      renderReservationCancelledMail(orderConfirmationFixture(), "b2000000-0000-4000-8000-0000000000ff", 0, {
        appUrl: APP_URL,
      }),
    ).rejects.toThrow(/b2000000-0000-4000-8000-0000000000ff is not part of order LNT-7K3Q9P/);
  });
});

describe("the tent label in the booking e-mails", () => {
  it("names an RV site booked for a tent a tent site, marked as an RV site that takes tents", async () => {
    const order = orderConfirmationFixture();
    const [wagon] = order.campsiteConfirmationSummaries;
    order.campsiteConfirmationSummaries[0] = {
      ...wagon!,
      campsiteType: {
        ...wagon!.campsiteType,
        name: "Back-In RV Water & Electric",
        campsiteCategoryCode: "rv",
      },
      equipment: { type: "Tent" },
    };
    const mail = await confirmationMail(order);
    for (const part of [visibleText(mail.html), mail.text]) {
      expect(part).toContain("Back-In RV Water & Electric, site W3");
      expect(part).toContain("Tent Site · RV site that takes tents");
      // The other stays say their own kind.
      expect(part).toContain("Cabin Site");
    }
  });
});

describe("renderReservationChangedMail", () => {
  const changed = (by: "guest" | "park") =>
    renderReservationChangedMail(
      orderConfirmationFixture(),
      FIXTURE_IDS.cabinStay,
      {
        was: "Sun, Jul 11 – Tue, Jul 13, 2 nights",
        price: { kind: "charged", cents: 21_870, cardLast4: "4242" },
        by,
      },
      { appUrl: APP_URL },
    );

  it("says the guest made the change when they did, with the stay's new total and what was charged", async () => {
    const mail = await changed("guest");
    for (const part of [visibleText(mail.html), mail.text]) {
      expect(part).toContain("You changed this reservation of booking LNT-7K3Q9P at Trout Town Farms.");
      expect(part).not.toContain("Trout Town Farms changed");
      expect(part).toContain("New total for this stay: $656.10");
      expect(part).toContain("We charged the difference of $218.70 to the card ending in 4242.");
      expect(part).toContain("It was: Sun, Jul 11 – Tue, Jul 13, 2 nights");
    }
  });

  it("says the park made the change when its staff did, with what is owed at the park", async () => {
    const mail = await renderReservationChangedMail(
      orderConfirmationFixture(),
      FIXTURE_IDS.cabinStay,
      { was: "Site C2", price: { kind: "owed", cents: 4_000 }, by: "park" },
      { appUrl: APP_URL },
    );
    for (const part of [visibleText(mail.html), mail.text]) {
      expect(part).toContain("Trout Town Farms changed this reservation of booking LNT-7K3Q9P.");
      expect(part).toContain("New total for this stay: $656.10");
      expect(part).toContain("The new stay costs $40.00 more, payable at the park.");
    }
  });
});
