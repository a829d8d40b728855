import "server-only";
import type { ReactNode } from "react";
import { telHref } from "@/features/parks/server";
import { formatUsd } from "@/lib/money";
import {
  AmountTable,
  EMAIL_COLORS,
  EmailButton,
  EmailDocument,
  emailStyles,
} from "@/server/mail/email-layout";
import type { OutgoingMail } from "@/server/mail/outbox";
import { renderEmailHtml } from "@/server/mail/render-email-html";
import { orderCalendar } from "./order-calendar";
import { confirmationPageUrl } from "./order-links";
import {
  type MailPark,
  type MailStay,
  mailStay,
  type OrderMailContent,
  orderConfirmationText,
  orderMailContent,
} from "./order-mail-content";
import type { OrderConfirmation } from "./orders.schemas";
import type { Settlement } from "./stay-change";

type MailOptions = { appUrl: string };

/**
 * The booking confirmation: every park's part with its stays, add-ons, totals, directions and policy, a cancel
 * link per reservation, and the stays as an `.ics` calendar attachment. Replies go to the (first) park.
 */
export async function renderOrderConfirmationMail(
  order: OrderConfirmation,
  options: MailOptions,
): Promise<OutgoingMail> {
  const content = orderMailContent(order, options.appUrl);
  const subject = `Your Lantern booking ${order.orderConfirmation}`;
  const hasStays = order.campsiteConfirmationSummaries.some((stay) => stay.status === "confirmed");
  return {
    to: order.guest.email,
    replyTo: order.parks[0]?.email,
    subject,
    text: orderConfirmationText(content),
    html: await renderEmailHtml(<OrderConfirmationEmail content={content} subject={subject} />),
    template: "order-confirmation",
    attachments: hasStays
      ? [
          {
            filename: `lantern-${order.orderConfirmation}.ics`,
            contentType: "text/calendar; charset=utf-8; method=PUBLISH",
            contentBase64: Buffer.from(orderCalendar(order, options), "utf8").toString("base64"),
          },
        ]
      : [],
  };
}

/**
 * The stay `reservationId` of the order, and the envelope of a mail about it: to the guest, replies to the stay's
 * park, the subject naming the stay and the order.
 */
function stayMail(
  order: OrderConfirmation,
  reservationId: string,
  word: "Cancelled" | "Changed" | "Payment needed",
) {
  const stay = order.campsiteConfirmationSummaries.find(
    (candidate) => candidate.reservationId === reservationId,
  );
  if (!stay) throw new Error(`Reservation ${reservationId} is not part of order ${order.orderConfirmation}`);
  const park = order.parks.find((candidate) => candidate.id === stay.park.id);
  const subject = `${word}: ${stay.campsiteType.name} at ${stay.park.name} (${order.orderConfirmation})`;
  return { stay, envelope: { to: order.guest.email, replyTo: park?.email, subject } };
}

/** Tells the guest which reservation was cancelled and what it refunds; replies go to that park. */
export async function renderReservationCancelledMail(
  order: OrderConfirmation,
  reservationId: string,
  refundCents: number,
  options: MailOptions,
): Promise<OutgoingMail> {
  const { stay, envelope } = stayMail(order, reservationId, "Cancelled");
  const cancellation: Cancellation = {
    code: order.orderConfirmation,
    firstName: order.guest.firstName,
    parkName: stay.park.name,
    stay: mailStay(order, stay, options.appUrl),
    refund:
      refundCents > 0
        ? `Refund: ${formatUsd(refundCents)}${order.payment?.cardLast4 ? ` to the card ending in ${order.payment.cardLast4}` : ""}`
        : "No refund is due under the park's cancellation policy.",
    othersUnchanged: order.campsiteConfirmationSummaries.some(
      (other) => other.reservationId !== reservationId && other.status === "confirmed",
    ),
    confirmationUrl: confirmationPageUrl(options.appUrl, order.invoiceUuid),
  };
  return {
    ...envelope,
    text: cancellationText(cancellation),
    html: await renderEmailHtml(
      <ReservationCancelledEmail cancellation={cancellation} subject={envelope.subject} />,
    ),
    template: "reservation-cancelled",
  };
}

/** Why a "Payment needed" e-mail is sent: the balance job's card was declined, or the desk sent a pay link. */
type PayNowReason = { kind: "declined"; reason: string; triesAgain: boolean } | { kind: "sent" };

/**
 * A "Payment needed" e-mail with a pay link (decision 0054): after the saved card was declined for a stay's
 * balance (the balance job: why, and whether the card is tried again tomorrow), or when the desk sends one. What
 * is owed, the stay, and one button to pay it; replies go to the park.
 */
export async function renderPayNowMail(
  order: OrderConfirmation,
  reservationId: string,
  owing: { balanceCents: number; payLinkUrl: string; why: PayNowReason },
  options: MailOptions,
): Promise<OutgoingMail> {
  const { stay, envelope } = stayMail(order, reservationId, "Payment needed");
  const mail = {
    firstName: order.guest.firstName,
    stay: mailStay(order, stay, options.appUrl),
    confirmationUrl: confirmationPageUrl(options.appUrl, order.invoiceUuid),
  };
  const amount = formatUsd(owing.balanceCents);
  const park = stay.park.name;
  const { why } = owing;
  const words =
    why.kind === "declined"
      ? {
          heading: "Your balance is still to pay",
          intro: `We could not take the balance of your booking ${order.orderConfirmation} at ${park}:`,
          owed: `The balance of ${amount} could not be charged to the card you booked with: ${why.reason}`,
          next: why.triesAgain
            ? `Pay it online with the link below, or we will try the card again tomorrow. You can also pay ${park} when you check in.`
            : `Pay it online with the link below, or call ${park} to pay it before you arrive.`,
          template: "balance-declined",
        }
      : {
          heading: "A balance to pay",
          intro: `${park} sent you a link to pay for your booking ${order.orderConfirmation}:`,
          owed: `Your stay at ${park} has ${amount} to pay.`,
          next: null,
          template: "pay-link",
        };
  return {
    ...envelope,
    text: stayMailText(mail, words.intro, [
      words.owed,
      ...(words.next ? [words.next] : []),
      `Pay ${amount} now: ${owing.payLinkUrl}`,
    ]),
    html: await renderEmailHtml(
      <EmailDocument title={envelope.subject} preview={words.owed}>
        <h1 style={emailStyles.heading}>{words.heading}</h1>
        <p style={emailStyles.text}>Hi {mail.firstName},</p>
        <p style={emailStyles.text}>{words.intro}</p>
        <StayFrame stay={mail.stay} />
        <p style={{ ...emailStyles.text, fontWeight: 700 }}>{words.owed}</p>
        {words.next && <p style={emailStyles.text}>{words.next}</p>}
        <EmailButton href={owing.payLinkUrl}>Pay {amount} now</EmailButton>
        <p style={emailStyles.text}>
          <a href={mail.confirmationUrl}>View your booking</a>
        </p>
      </EmailDocument>,
    ),
    template: words.template,
  };
}

/** Who changed a stay: the guest online, or the park's staff (a move, a re-rate). */
export type ChangedBy = "guest" | "park";

/**
 * Tells the guest that a reservation changed (site, dates or party) and who changed it — they did, or the park —:
 * the stay as it is now, what it was, its new total and what the change did to the money; the updated stays ride
 * along as an `.ics` calendar file.
 */
export async function renderReservationChangedMail(
  order: OrderConfirmation,
  reservationId: string,
  change: { was: string; price: Settlement; by: ChangedBy },
  options: MailOptions,
): Promise<OutgoingMail> {
  const { stay, envelope } = stayMail(order, reservationId, "Changed");
  const kept =
    change.price.kind === "refunded" && "keptCents" in change.price && change.price.keptCents > 0
      ? ` Your booking's cancellation terms keep ${formatUsd(change.price.keptCents)} of the difference.`
      : "";
  const priceLine =
    change.price.kind === "refunded"
      ? `We refunded ${formatUsd(change.price.cents)}${order.payment?.cardLast4 ? ` to the card ending in ${order.payment.cardLast4}` : ""}.${kept}`
      : change.price.kind === "charged"
        ? `We charged the difference of ${formatUsd(change.price.cents)}${change.price.cardLast4 ? ` to the card ending in ${change.price.cardLast4}` : ""}.`
        : change.price.kind === "owed"
          ? `The new stay costs ${formatUsd(change.price.cents)} more, payable at the park.`
          : change.price.kind === "reduced"
            ? `The new stay costs ${formatUsd(change.price.cents)} less: you owe the park that much less.`
            : "The price of your stay is unchanged.";
  const changed: StayChange = {
    code: order.orderConfirmation,
    firstName: order.guest.firstName,
    parkName: stay.park.name,
    stay: mailStay(order, stay, options.appUrl),
    was: change.was,
    intro:
      change.by === "guest"
        ? `You changed this reservation of booking ${order.orderConfirmation} at ${stay.park.name}. It is now:`
        : `${stay.park.name} changed this reservation of booking ${order.orderConfirmation}. It is now:`,
    totalLine: `New total for this stay: ${formatUsd(stay.pricing.total)}`,
    priceLine,
    confirmationUrl: confirmationPageUrl(options.appUrl, order.invoiceUuid),
  };
  return {
    ...envelope,
    text: changeText(changed),
    html: await renderEmailHtml(<ReservationChangedEmail change={changed} subject={envelope.subject} />),
    template: "reservation-changed",
    attachments: [
      {
        filename: `lantern-${order.orderConfirmation}.ics`,
        contentType: "text/calendar; charset=utf-8; method=PUBLISH",
        contentBase64: Buffer.from(orderCalendar(order, options), "utf8").toString("base64"),
      },
    ],
  };
}

function OrderConfirmationEmail({ content, subject }: { content: OrderMailContent; subject: string }) {
  return (
    <EmailDocument
      title={subject}
      preview={`Confirmation ${content.code}: ${content.parks.map((park) => park.name).join(", ")}`}
    >
      <h1 style={emailStyles.heading}>Your booking is confirmed</h1>
      <p style={emailStyles.text}>Hi {content.firstName},</p>
      <p style={emailStyles.text}>Thank you for booking with Lantern. We look forward to seeing you.</p>
      <table role="presentation" width="100%" cellPadding={0} cellSpacing={0} border={0}>
        <tbody>
          <tr>
            <td style={{ padding: "16px 20px", backgroundColor: EMAIL_COLORS.tint, borderRadius: 6 }}>
              <p style={{ ...emailStyles.muted, margin: 0 }}>Your confirmation code</p>
              <p
                style={{
                  margin: "4px 0 0",
                  fontSize: 28,
                  fontWeight: 700,
                  letterSpacing: 2,
                  color: EMAIL_COLORS.brand,
                  fontFamily: "'SFMono-Regular', Menlo, Consolas, monospace",
                }}
              >
                {content.code}
              </p>
            </td>
          </tr>
        </tbody>
      </table>
      {content.parks.map((park) => (
        <ParkSection key={park.name} park={park} />
      ))}
      <hr style={emailStyles.rule} />
      <h2 style={emailStyles.subheading}>Your order</h2>
      <AmountTable rows={content.totals} />
      <EmailButton href={content.confirmationUrl}>View your booking</EmailButton>
      <p style={emailStyles.muted}>Open the attached calendar file to add your stays to your calendar.</p>
    </EmailDocument>
  );
}

function ParkSection({ park }: { park: MailPark }) {
  return (
    <>
      <hr style={emailStyles.rule} />
      <h2 style={emailStyles.subheading}>{park.name}</h2>
      <p style={emailStyles.muted}>
        {park.address}
        <br />
        Phone:{" "}
        <a href={telHref(park.phone)} style={emailStyles.link}>
          {park.phone}
        </a>
        <br />
        {park.hours}
      </p>
      <p style={emailStyles.text}>
        <a href={park.directionsUrl} style={emailStyles.link}>
          Directions to {park.name}
        </a>
      </p>
      {park.stays.map((stay) => (
        <StayBlock key={stay.reservationId} stay={stay} />
      ))}
      <AmountTable rows={park.totals} />
      <p style={emailStyles.muted}>Cancellation policy: {park.cancellationPolicy}</p>
    </>
  );
}

/** A stay set off by the brand's bar on the left: what, when and who first, then whatever the mail adds. */
function StayFrame({ stay, children }: { stay: MailStay; children?: ReactNode }) {
  return (
    <table
      role="presentation"
      width="100%"
      cellPadding={0}
      cellSpacing={0}
      border={0}
      style={{ margin: "12px 0" }}
    >
      <tbody>
        <tr>
          <td style={{ padding: "4px 0 4px 16px", borderLeft: `4px solid ${EMAIL_COLORS.brand}` }}>
            <p style={{ ...emailStyles.text, margin: "0 0 4px", fontWeight: 700 }}>{stay.title}</p>
            <p style={{ ...emailStyles.muted, margin: "0 0 4px" }}>{stay.kind}</p>
            <p style={{ ...emailStyles.text, margin: "0 0 4px" }}>{stay.dates}</p>
            <p style={emailStyles.muted}>{stay.guests}</p>
            {children}
          </td>
        </tr>
      </tbody>
    </table>
  );
}

function StayBlock({ stay }: { stay: MailStay }) {
  return (
    <StayFrame stay={stay}>
      <AmountTable rows={stay.charges} />
      {stay.cancelled ? <p style={{ ...emailStyles.text, fontWeight: 700 }}>{stay.cancelled}</p> : null}
      {stay.balance ? <p style={{ ...emailStyles.text, fontWeight: 700 }}>{stay.balance}</p> : null}
      {stay.refundDeadline ? <p style={emailStyles.muted}>{stay.refundDeadline}</p> : null}
      {stay.cancelUrl ? (
        <p style={{ ...emailStyles.muted, margin: 0 }}>
          <a href={stay.cancelUrl} style={emailStyles.link}>
            Cancel this reservation
          </a>
        </p>
      ) : null}
    </StayFrame>
  );
}

type Cancellation = {
  code: string;
  firstName: string;
  parkName: string;
  stay: MailStay;
  refund: string;
  othersUnchanged: boolean;
  confirmationUrl: string;
};

function ReservationCancelledEmail({
  cancellation,
  subject,
}: {
  cancellation: Cancellation;
  subject: string;
}) {
  const { stay } = cancellation;
  return (
    <EmailDocument
      title={subject}
      preview={`${stay.title} at ${cancellation.parkName}. ${cancellation.refund}`}
    >
      <h1 style={emailStyles.heading}>Your reservation is cancelled</h1>
      <p style={emailStyles.text}>Hi {cancellation.firstName},</p>
      <p style={emailStyles.text}>
        We have cancelled this reservation of booking {cancellation.code} at {cancellation.parkName}:
      </p>
      <StayFrame stay={stay} />
      <p style={{ ...emailStyles.text, fontWeight: 700 }}>{cancellation.refund}</p>
      {cancellation.othersUnchanged ? (
        <p style={emailStyles.text}>The other reservations of your booking are unchanged.</p>
      ) : null}
      <EmailButton href={cancellation.confirmationUrl}>View your booking</EmailButton>
    </EmailDocument>
  );
}

/** A one-stay e-mail's plain text: the greeting, what happened, the stay, what follows, the booking's link. */
function stayMailText(
  mail: { firstName: string; stay: MailStay; confirmationUrl: string },
  intro: string,
  after: string[],
): string {
  const { stay } = mail;
  return `${[
    `Hi ${mail.firstName},`,
    "",
    intro,
    "",
    `  ${stay.title}`,
    `  ${stay.kind}`,
    `  ${stay.dates}`,
    `  ${stay.guests}`,
    "",
    ...after,
    "",
    `View your booking: ${mail.confirmationUrl}`,
  ].join("\n")}\n`;
}

function cancellationText(cancellation: Cancellation): string {
  return stayMailText(
    cancellation,
    `We have cancelled this reservation of booking ${cancellation.code} at ${cancellation.parkName}:`,
    [
      cancellation.refund,
      ...(cancellation.othersUnchanged ? ["The other reservations of your booking are unchanged."] : []),
    ],
  );
}

type StayChange = {
  code: string;
  firstName: string;
  parkName: string;
  stay: MailStay;
  was: string;
  /** Who changed it, in the guest's words: "You changed…" or "Trout Town Farms changed…". */
  intro: string;
  /** "New total for this stay: $187.40" */
  totalLine: string;
  /** What the change did to the money: charged, refunded, owed at the park, or unchanged. */
  priceLine: string;
  confirmationUrl: string;
};

function ReservationChangedEmail({ change, subject }: { change: StayChange; subject: string }) {
  return (
    <EmailDocument
      title={subject}
      preview={`${change.stay.title} at ${change.parkName}: ${change.stay.dates}. ${change.totalLine}`}
    >
      <h1 style={emailStyles.heading}>Your reservation has changed</h1>
      <p style={emailStyles.text}>Hi {change.firstName},</p>
      <p style={emailStyles.text}>{change.intro}</p>
      <StayFrame stay={change.stay} />
      <p style={emailStyles.muted}>It was: {change.was}</p>
      <p style={{ ...emailStyles.text, fontWeight: 700 }}>{change.totalLine}</p>
      <p style={{ ...emailStyles.text, fontWeight: 700 }}>{change.priceLine}</p>
      <EmailButton href={change.confirmationUrl}>View your booking</EmailButton>
    </EmailDocument>
  );
}

function changeText(change: StayChange): string {
  return stayMailText(change, change.intro, [
    `It was: ${change.was}`,
    "",
    change.totalLine,
    change.priceLine,
  ]);
}
