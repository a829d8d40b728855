import { IconArrowUpRight, IconMapPin, IconZoomIn } from "@tabler/icons-react";
import Image from "next/image";
import { directionsHref } from "../park-contact";
import styles from "./park-site-map.module.css";

type ParkSiteMapProps = {
  parkName: string;
  siteMapImage: string | null;
  address: string;
  latitude: number;
  longitude: number;
};

/** The park's site map with a full-size link, and how to get there. */
export function ParkSiteMap({ parkName, siteMapImage, address, latitude, longitude }: ParkSiteMapProps) {
  return (
    <div className={styles.layout}>
      {siteMapImage ? (
        <figure className={styles.figure}>
          <div className={styles.frame}>
            <Image
              src={siteMapImage}
              alt={`Illustrated site map of ${parkName}, showing where the campsites, cabins, roads and park buildings are.`}
              fill
              sizes="(max-width: 900px) 100vw, 820px"
              className={styles.map}
            />
          </div>
          <figcaption className={styles.caption}>
            <a href={siteMapImage} className={styles.zoom}>
              <IconZoomIn aria-hidden size={18} stroke={2} />
              Open the full-size map
            </a>
          </figcaption>
        </figure>
      ) : (
        <p className={styles.figure}>
          The site map of {parkName} is on its way; call us for directions to your site.
        </p>
      )}
      <div className={styles.directions}>
        <h3 className={styles.heading}>Getting here</h3>
        <p className={styles.address}>
          <IconMapPin aria-hidden size={20} stroke={1.75} />
          <span>{address}</span>
        </p>
        <p className={styles.coordinates}>
          GPS {latitude.toFixed(4)}, {longitude.toFixed(4)}
        </p>
        <a href={directionsHref(latitude, longitude)} className={styles.link}>
          Get driving directions
          <IconArrowUpRight aria-hidden size={18} stroke={2} />
        </a>
      </div>
    </div>
  );
}
