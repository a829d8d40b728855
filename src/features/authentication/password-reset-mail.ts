import { escapeHtml, type OutgoingMail } from "@/server/mail/outbox";

/** The e-mail with a password-reset link (valid an hour, once). */
export function renderPasswordResetMail(recipient: { to: string; name: string; url: string }): OutgoingMail {
  const greeting = recipient.name.trim() ? `Hello ${recipient.name.trim()},` : "Hello,";
  return {
    to: recipient.to,
    subject: "Reset your Lantern Parks password",
    template: "password-reset",
    text: [
      greeting,
      "",
      "Someone asked to reset the password of your Lantern Parks account. To choose a new one, open:",
      recipient.url,
      "",
      "The link works once, for one hour. If you did not ask for it, ignore this e-mail: your password stays as it is.",
    ].join("\n"),
    html: `<p>${escapeHtml(greeting)}</p>
<p>Someone asked to reset the password of your Lantern Parks account.</p>
<p><a href="${escapeHtml(recipient.url)}" style="color:#1f4d3a;font-weight:bold">Choose a new password</a></p>
<p>The link works once, for one hour. If you did not ask for it, ignore this e-mail: your password stays as it is.</p>`,
  };
}

/**
 * The e-mail to a new team member who has no password yet (`admin.team.invite`, `npm run staff -- add`): the same
 * one-hour link as a reset, worded as an invitation.
 */
export function renderSetPasswordMail(recipient: { to: string; name: string; url: string }): OutgoingMail {
  const greeting = recipient.name.trim() ? `Hello ${recipient.name.trim()},` : "Hello,";
  const later = "After that, use \u201cForgot password\u201d on the sign-in dialog with this e-mail address.";
  return {
    to: recipient.to,
    subject: "Set your password for the Lantern Parks staff console",
    template: "staff-invite",
    text: [
      greeting,
      "",
      "You have been added to the Lantern Parks team. To choose your password, open:",
      recipient.url,
      "",
      `The link works once, for one hour. ${later}`,
    ].join("\n"),
    html: `<p>${escapeHtml(greeting)}</p>
<p>You have been added to the Lantern Parks team.</p>
<p><a href="${escapeHtml(recipient.url)}" style="color:#1f4d3a;font-weight:bold">Choose your password</a></p>
<p>The link works once, for one hour. ${escapeHtml(later)}</p>`,
  };
}
