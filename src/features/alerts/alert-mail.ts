import { formatStay } from "@/lib/date-format";
import { guestsSummary } from "@/lib/stay-format";
import { escapeHtml } from "@/server/mail/outbox";

/** What every alert e-mail says about the stay watched. */
export type AlertStay = {
  parkName: string;
  typeName: string | null;
  dates: { start: string; end: string };
  guests: { adults: number; children: number; pets: number };
};

type Mail = { subject: string; text: string; html: string };

const stayLine = (stay: AlertStay) =>
  `${stay.typeName ?? "Any site"} at ${stay.parkName}, ${formatStay(stay.dates.start, stay.dates.end)}, ${guestsSummary(stay.guests)}`;

function mail(subject: string, paragraphs: (string | { link: string; label: string })[]): Mail {
  const text = paragraphs.map((part) => (typeof part === "string" ? part : `${part.label}: ${part.link}`));
  const html = paragraphs
    .map((part) =>
      typeof part === "string"
        ? `<p>${escapeHtml(part)}</p>`
        : `<p><a href="${escapeHtml(part.link)}" style="display:inline-block;padding:12px 20px;background:#1f4d33;color:#ffffff;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(part.label)}</a></p>`,
    )
    .join("\n");
  return { subject, text: text.join("\n\n"), html };
}

/** A visitor's alert starts only once the address is confirmed (no e-mails to someone who did not ask). */
export function renderAlertConfirmMail(stay: AlertStay, links: { confirm: string; stop: string }): Mail {
  return mail(`Confirm your alert: ${stay.parkName}`, [
    `You asked us to tell you if a site opens up: ${stayLine(stay)}.`,
    "Confirm this address to start watching. Until then nothing is watched and we send nothing more.",
    { link: links.confirm, label: "Start watching" },
    "Did not ask for this? Ignore this e-mail, or stop it here:",
    { link: links.stop, label: "Stop this alert" },
  ]);
}

/** Sent when the alert starts watching (a signed-in guest's own address, or once confirmed). */
export function renderAlertWatchingMail(stay: AlertStay, links: { stop: string }): Mail {
  return mail(`We are watching: ${stay.parkName}`, [
    `We will e-mail you if a site opens up: ${stayLine(stay)}.`,
    "Guests are offered freed sites in the order they asked. An offer holds the site for you alone for 15 minutes.",
    { link: links.stop, label: "Stop this alert" },
  ]);
}

/** A freed site, held for this guest alone until `until`. */
export function renderOfferMail(
  stay: AlertStay & { siteName: string },
  offer: { claim: string; stop: string; until: string },
): Mail {
  return mail(`A site opened up at ${stay.parkName}`, [
    `Good news: ${stay.siteName} opened up for your stay — ${stayLine(stay)}.`,
    `It is held for you alone until ${offer.until} (15 minutes). Claim it to put it in your cart, then check out. If you do not claim it in time, it goes to the next guest waiting.`,
    { link: offer.claim, label: "Claim this site" },
    "Changed your plans? You can stop the alert:",
    { link: offer.stop, label: "Stop this alert" },
  ]);
}

/** The offer ended unclaimed: the site went to the next guest, and this alert is over. */
export function renderOfferLapsedMail(stay: AlertStay, links: { watchAgain: string }): Mail {
  return mail(`Your offer at ${stay.parkName} ended`, [
    `The site we held for you (${stayLine(stay)}) was not claimed within 15 minutes, so it went to the next guest waiting, and this alert has ended.`,
    "Still looking? Start a new alert from the park page:",
    { link: links.watchAgain, label: "See the park" },
  ]);
}
