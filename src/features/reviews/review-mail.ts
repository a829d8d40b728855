import { formatStayWithYear } from "@/lib/date-format";
import type { OutgoingMail } from "@/server/mail/outbox";
import { escapeHtml } from "@/server/mail/outbox";

const BUTTON =
  "display:inline-block;padding:12px 20px;background:#2f5d46;color:#ffffff;border-radius:6px;text-decoration:none;font-weight:600";

/** The one invitation a checked-out stay gets: rate the park and the site, a few lines, one link. */
export function renderReviewInvitationMail(invitation: {
  to: string;
  firstName: string;
  parkName: string;
  siteName: string;
  typeName: string;
  arrival: string;
  departure: string;
  link: string;
  expiresOn: string;
}): OutgoingMail {
  const stay = `${invitation.siteName} (${invitation.typeName}), ${formatStayWithYear(invitation.arrival, invitation.departure)}`;
  const paragraphs = [
    `Hi ${invitation.firstName || "there"},`,
    `Thank you for staying at ${invitation.parkName}: ${stay}. How was it? Rate the park and your site and tell other campers what to expect. It takes two minutes.`,
    { link: invitation.link, label: "Review your stay" },
    `Your review stays between you and the park for a week, or until the park replies. Then it appears on the park's page with your first name and last initial. The link works until ${invitation.expiresOn}, for one review of this stay.`,
  ];
  return {
    to: invitation.to,
    subject: `How was your stay at ${invitation.parkName}?`,
    template: "review-invitation",
    text: paragraphs
      .map((part) => (typeof part === "string" ? part : `${part.label}: ${part.link}`))
      .join("\n\n"),
    html: paragraphs
      .map((part) =>
        typeof part === "string"
          ? `<p>${escapeHtml(part)}</p>`
          : `<p><a href="${escapeHtml(part.link)}" style="${BUTTON}">${escapeHtml(part.label)}</a></p>`,
      )
      .join("\n"),
  };
}
