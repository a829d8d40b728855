/**
 * Spec §9's image device widths and quality, as `next.config.ts` gives them to Next.js (`images.deviceSizes`,
 * `images.qualities`; photo-widths.test.ts keeps the two the same). Uploaded photos are stored at these widths.
 */
export const PHOTO_DEVICE_WIDTHS = [640, 750, 828, 1080, 1200, 1920, 2048, 3840] as const;
export const PHOTO_QUALITY = 75;

/**
 * The widths a photo `originalWidth` pixels wide (after turning it upright) is stored at: every device width it
 * fills without being enlarged. A photo narrower than the smallest device width is stored once, at its own
 * width: enlarging it would cost bytes and show nothing more.
 */
export function variantWidths(originalWidth: number): number[] {
  const fitting = PHOTO_DEVICE_WIDTHS.filter((width) => width <= originalWidth);
  return fitting.length > 0 ? fitting : [Math.max(1, Math.floor(originalWidth))];
}
