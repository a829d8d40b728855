/** How a park's contact details and hours are written on its page. */

/** A `tel:` link for a North American number written any common way ("607-555-0142", "(607) 555 0142"). */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  if (digits.length === 10) return `tel:+1${digits}`;
  if (digits.length === 11 && digits.startsWith("1")) return `tel:+${digits}`;
  return `tel:${digits}`;
}

/** "15:00" → "3:00 PM": the park's local wall-clock time, as campers read it. */
export function formatClockTime(time: string): string {
  const match = /^(\d{1,2}):(\d{2})/.exec(time);
  if (!match) return time;
  const hours = Number(match[1]);
  const suffix = hours < 12 ? "AM" : "PM";
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${match[2]} ${suffix}`;
}

/** A tax rate in basis points as a percentage ("400" → "4%", "875" → "8.75%"). */
export function formatBasisPoints(bp: number): string {
  return `${Number((bp / 100).toFixed(2))}%`;
}

/** A driving-directions link that needs no API key. */
export function directionsHref(latitude: number, longitude: number): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${latitude},${longitude}`;
}
