import { formatInstantLongDate, PARKS_TIME_ZONE } from "@/lib/date-format";
import { formatUsd } from "@/lib/money";
import { escapeHtml, type OutgoingMail } from "@/server/mail/outbox";
import { MEMBERSHIP_PRICE_CENTS } from "./member-discount";

export type MembershipMailKind =
  | "welcome"
  | "cancelled"
  | "renewed"
  | "renewal-declined"
  | "unpaid"
  | "ended";

const price = formatUsd(MEMBERSHIP_PRICE_CENTS);

function content(kind: MembershipMailKind, periodEnd: string): { subject: string; paragraphs: string[] } {
  switch (kind) {
    case "welcome":
      return {
        subject: "Welcome to Lantern Rewards",
        paragraphs: [
          `Your Rewards membership is active: 10 % off the nights of every stay, until ${periodEnd}.`,
          `It renews automatically on ${periodEnd} for ${price} a year, charged to the card you used, until you cancel. You can cancel online at any time from your account; you keep your benefits until the paid year ends.`,
        ],
      };
    case "cancelled":
      return {
        subject: "Your Rewards membership will not renew",
        paragraphs: [
          `We have cancelled the renewal of your Rewards membership. Your benefits continue until ${periodEnd}, and you will not be charged again.`,
          "Changed your mind? Join again from your account before then and nothing changes.",
        ],
      };
    case "renewed":
      return {
        subject: "Your Rewards membership has renewed",
        paragraphs: [
          `We charged ${price} for another year of Rewards. Your membership now runs until ${periodEnd}.`,
        ],
      };
    case "renewal-declined":
      return {
        subject: "We could not renew your Rewards membership",
        paragraphs: [
          `Your card was declined when we tried to renew your Rewards membership for ${price}. We will try again in three days; your member discount is paused until the renewal is paid.`,
        ],
      };
    case "unpaid":
      return {
        subject: "Your Rewards membership is unpaid",
        paragraphs: [
          "We could not charge your card for the renewal after three tries, so your membership is unpaid and its discount is off. It ends for good 30 days after it was due; join again from your account at any time.",
        ],
      };
    case "ended":
      return {
        subject: "Your Rewards membership has ended",
        paragraphs: [
          "Your Rewards membership has ended. Thank you for camping with us; you can join again at any time.",
        ],
      };
  }
}

/** The e-mails of the membership's life (New York's auto-renewal law wants the terms confirmed in writing). */
export function renderMembershipMail(
  kind: MembershipMailKind,
  recipient: { email: string; firstName: string; periodEnd: Date },
): OutgoingMail {
  const { subject, paragraphs } = content(kind, formatInstantLongDate(recipient.periodEnd, PARKS_TIME_ZONE));
  const greeting = recipient.firstName ? `Hello ${recipient.firstName},` : "Hello,";
  return {
    to: recipient.email,
    subject,
    template: `membership-${kind}`,
    text: [greeting, "", ...paragraphs.flatMap((paragraph) => [paragraph, ""]), "Lantern Parks"].join("\n"),
    html: [greeting, ...paragraphs, "Lantern Parks"]
      .map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`)
      .join("\n"),
  };
}
