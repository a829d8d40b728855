import Image from "next/image";
import type { ParkDetail } from "../park-detail";
import styles from "./park-gallery.module.css";

/** The park's photos in a still grid: every image described, nothing moving on its own. */
export function ParkGallery({ photos }: { photos: ParkDetail["photos"] }) {
  return (
    <ul className={styles.grid} data-count={Math.min(photos.length, 5)} aria-label="Photos">
      {photos.map((photo, index) => (
        <li key={photo.url} className={styles.item}>
          <Image
            src={photo.url}
            alt={photo.alt}
            fill
            sizes={index === 0 ? "(max-width: 700px) 100vw, 760px" : "(max-width: 700px) 50vw, 480px"}
            className={styles.photo}
          />
        </li>
      ))}
    </ul>
  );
}
