import { escapeHtml, type OutgoingMail } from "@/server/mail/outbox";

type Recipient = { to: string; name: string; url: string };

/** The shape every account e-mail shares: a greeting, why it came, one link, and how long the link works. */
export function renderLinkMail(
  recipient: Recipient,
  mail: { subject: string; template: string; lead: string; action: string; terms: string },
): OutgoingMail {
  const greeting = recipient.name.trim() ? `Hello ${recipient.name.trim()},` : "Hello,";
  return {
    to: recipient.to,
    subject: mail.subject,
    template: mail.template,
    text: [greeting, "", `${mail.lead} ${mail.action}:`, recipient.url, "", mail.terms].join("\n"),
    html: `<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(mail.lead)}</p>
<p><a href="${escapeHtml(recipient.url)}" style="color:#1f4d3a;font-weight:bold">${escapeHtml(mail.action)}</a></p>
<p>${escapeHtml(mail.terms)}</p>`,
  };
}

/** The e-mail with a password-reset link (valid an hour, once). */
export function renderPasswordResetMail(recipient: Recipient): OutgoingMail {
  return renderLinkMail(recipient, {
    subject: "Reset your Lantern Parks password",
    template: "password-reset",
    lead: "Someone asked to reset the password of your Lantern Parks account.",
    action: "Choose a new password",
    terms:
      "The link works once, for one hour. If you did not ask for it, ignore this e-mail: your password stays as it is.",
  });
}

/**
 * The e-mail to a new team member who has no password yet (`admin.team.invite`, `npm run staff -- add`): the same
 * one-hour link as a reset, worded as an invitation.
 */
export function renderSetPasswordMail(recipient: Recipient): OutgoingMail {
  return renderLinkMail(recipient, {
    subject: "Set your password for the Lantern Parks staff console",
    template: "staff-invite",
    lead: "You have been added to the Lantern Parks team.",
    action: "Choose your password",
    terms:
      "The link works once, for one hour. After that, use \u201cForgot password\u201d on the sign-in dialog with this e-mail address.",
  });
}

/** A new account's address check: the link confirms the address and signs the person in (valid a day). */
export function renderVerifyEmailMail(recipient: Recipient): OutgoingMail {
  return renderLinkMail(recipient, {
    subject: "Confirm your e-mail for Lantern Parks",
    template: "verify-email",
    lead: "Thanks for creating a Lantern Parks account. One step is left: confirm that this address is yours.",
    action: "Confirm my e-mail and sign in",
    terms:
      "The link works for 24 hours. If you did not create an account, ignore this e-mail: nothing happens without it.",
  });
}

/**
 * Someone tried to create an account with an address that already has one: its owner hears about it (the sign-up
 * form says the same "check your e-mail" either way, so it never tells who has an account).
 */
export function renderAccountExistsMail(recipient: Recipient): OutgoingMail {
  return renderLinkMail(recipient, {
    subject: "You already have a Lantern Parks account",
    template: "account-exists",
    lead: "Someone, probably you, tried to create a Lantern Parks account with this address, which already has one.",
    action: "Sign in to your account",
    terms:
      "Forgotten your password? Choose \u201cForgot your password?\u201d there. If it was not you, ignore this e-mail: your account and password stay as they are.",
  });
}

/** The one-time sign-in link, offered after repeated failed sign-ins on an account (valid 15 minutes, once). */
export function renderSignInLinkMail(recipient: Recipient): OutgoingMail {
  return renderLinkMail(recipient, {
    subject: "Your Lantern Parks sign-in link",
    template: "sign-in-link",
    lead: "You asked for a link to sign in to Lantern Parks without your password.",
    action: "Sign in to Lantern Parks",
    terms:
      "The link works once, for 15 minutes. If you did not ask for it, ignore this e-mail; someone may be guessing your password, so consider choosing a new one.",
  });
}
