import Image from "next/image";
import type { CSSProperties } from "react";

/** What next/image's `fill` puts on its `<img>`: the photo covers its positioned frame. */
const FILL: CSSProperties = { position: "absolute", inset: 0, width: "100%", height: "100%" };

/**
 * A gallery photo filling its frame. An uploaded photo carries `srcSet` (its variants, stored at the device
 * widths when it was uploaded) and is a plain `<img srcset sizes>`: next/image's optimizer would resize it a
 * second time. An illustration (no `srcSet`) goes through next/image as before.
 */
export function GalleryImage({
  photo,
  sizes,
  className,
}: {
  photo: { url: string; alt: string; srcSet?: string };
  sizes: string;
  className?: string;
}) {
  if (!photo.srcSet) {
    return <Image src={photo.url} alt={photo.alt} fill sizes={sizes} className={className} />;
  }
  return (
    // biome-ignore lint/performance/noImgElement: the variants exist already; next/image would re-encode them.
    <img
      src={photo.url}
      srcSet={photo.srcSet}
      sizes={sizes}
      alt={photo.alt}
      className={className}
      style={FILL}
      loading="lazy"
      decoding="async"
    />
  );
}
