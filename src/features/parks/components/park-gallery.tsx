import { GalleryImage } from "@/lib/ui/gallery-image";
import { LightboxButton, PhotoLightbox } from "@/lib/ui/photo-lightbox";
import type { ParkDetail } from "../park-detail";
import styles from "./park-gallery.module.css";

/**
 * The park's photos in a still grid: every image described, nothing moving on its own; a photo opens the
 * lightbox (the carousel flag) at that photo.
 */
export function ParkGallery({
  photos,
  parkName = "the park",
}: {
  photos: ParkDetail["photos"];
  parkName?: string;
}) {
  return (
    <>
      <ul className={styles.grid} data-count={Math.min(photos.length, 5)} aria-label="Photos">
        {photos.map((photo, index) => (
          <li key={photo.url} className={styles.item}>
            <LightboxButton gallery="park" index={index}>
              <GalleryImage
                photo={photo}
                sizes={index === 0 ? "(max-width: 700px) 100vw, 760px" : "(max-width: 700px) 50vw, 480px"}
                className={styles.photo}
              />
            </LightboxButton>
          </li>
        ))}
      </ul>
      <PhotoLightbox gallery="park" title={`Photos of ${parkName}`} photos={photos} />
    </>
  );
}
