/** Where an uploaded photo's variants are served (`src/app/media/photos/[photoId]/[width]/route.ts`). */
export function photoVariantUrl(photoId: string, width: number): string {
  return `/media/photos/${photoId}/${width}`;
}

/** The variant a browser without `srcset` (and a link preview) gets: the widest one up to this width. */
const FALLBACK_WIDTH = 1920;

/**
 * An uploaded photo as an `<img>` takes it: `srcSet` lists every stored variant with its width, so the browser
 * picks by the `sizes` of the page; `url` is the fallback `src`.
 */
export function photoSources(photoId: string, widths: readonly number[]): { url: string; srcSet: string } {
  const sorted = [...widths].sort((a, b) => a - b);
  const fallback = sorted.filter((width) => width <= FALLBACK_WIDTH).at(-1) ?? sorted[0];
  if (fallback === undefined) throw new Error(`Photo ${photoId} has no stored variant.`);
  return {
    url: photoVariantUrl(photoId, fallback),
    srcSet: sorted.map((width) => `${photoVariantUrl(photoId, width)} ${width}w`).join(", "),
  };
}
