import { renderLinkMail } from "@/server/mail/account-mail";
import type { OutgoingMail } from "@/server/mail/outbox";

/** How long an invitation's acceptance link works. */
export const INVITATION_TTL_DAYS = 7;

/**
 * The invitation to a person who already has a Lantern account: their role applies only once they follow this
 * link signed in to that account, so whoever registered the address first cannot take the role (decision 0041).
 */
export function renderTeamInvitationMail(recipient: {
  to: string;
  name: string;
  url: string;
  roleWord: string;
}): OutgoingMail {
  return renderLinkMail(recipient, {
    subject: "You are invited to the Lantern Parks team",
    template: "team-invitation",
    lead: `You have been invited to the Lantern Parks team as ${recipient.roleWord}. Sign in with this e-mail address's account and accept the invitation.`,
    action: "Accept the invitation",
    terms: `The link works for ${INVITATION_TTL_DAYS} days. If you do not know why you got it, ignore this e-mail: nothing changes without it.`,
  });
}
