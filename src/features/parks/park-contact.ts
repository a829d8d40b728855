/** How a park's contact details and hours are written on its page. */

/** A `tel:` link for a North American number written any common way ("607-555-0142", "(607) 555 0142"). */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  if (digits.length === 10) return `tel:+1${digits}`;
  if (digits.length === 11 && digits.startsWith("1")) return `tel:+${digits}`;
  return `tel:${digits}`;
}

/** A tax rate in basis points as a percentage ("400" → "4%", "875" → "8.75%"). */
export function formatBasisPoints(bp: number): string {
  return `${Number((bp / 100).toFixed(2))}%`;
}

/** A driving-directions link that needs no API key. */
export function directionsHref(latitude: number, longitude: number): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${latitude},${longitude}`;
}
