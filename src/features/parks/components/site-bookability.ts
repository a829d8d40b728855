type TypeFacts = { name: string; active: boolean; priced: boolean; bookableOnline: boolean };

/** Why guests cannot book a site of this type yet, or null when they can (online, now). */
export function notBookableReason(type: TypeFacts, parkOpen: boolean): string | null {
  if (!type.active) return `Guests can book it once ${type.name} is active.`;
  if (!type.priced) return `Guests can book it once ${type.name} has rates.`;
  if (!parkOpen) return "Guests can book it once the park is open.";
  if (!type.bookableOnline) return `Guests book ${type.name} by calling the park.`;
  return null;
}

/** The Sites screen's word after adding a site: bookable now only when it is. */
export function siteAddedMessage(siteName: string, type: TypeFacts | undefined, parkOpen: boolean): string {
  const reason = type ? notBookableReason(type, parkOpen) : null;
  return reason ? `Site ${siteName} is added. ${reason}` : `Site ${siteName} is added and bookable now.`;
}

/** The word after reactivating a site. */
export function siteReactivatedMessage(
  siteName: string,
  type: TypeFacts | undefined,
  parkOpen: boolean,
): string {
  const reason = type ? notBookableReason(type, parkOpen) : null;
  return reason
    ? `Site ${siteName} is active. ${reason}`
    : `Site ${siteName} is active: guests can book it again.`;
}
