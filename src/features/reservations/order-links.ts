/** Links to an order that leave the site (e-mails, calendar entries): absolute, from the configured APP_URL. */

function base(appUrl: string): string {
  return appUrl.replace(/\/+$/, "");
}

/** The order's confirmation page; the unguessable invoice UUID is its only key. */
export function confirmationPageUrl(appUrl: string, invoiceUuid: string): string {
  return `${base(appUrl)}/checkout/confirmation/${encodeURIComponent(invoiceUuid)}`;
}

/** The confirmation page opened on the cancellation of one reservation. */
export function cancelReservationUrl(appUrl: string, invoiceUuid: string, reservationId: string): string {
  return `${confirmationPageUrl(appUrl, invoiceUuid)}?cancel=${encodeURIComponent(reservationId)}`;
}
