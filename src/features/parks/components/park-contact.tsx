import { IconMail, IconMapPin, IconPhone } from "@tabler/icons-react";
import { telHref } from "../park-contact";
import type { ParkDetail } from "../park-detail";
import styles from "./park-contact.module.css";
import ui from "./park-ui.module.css";

type ParkContactProps = {
  park: Pick<ParkDetail, "phone" | "email"> & { pageName: string; pageAddress: string };
  bookHref: string;
};

/** How to reach the park, and a last Book Now for guests who read to the end. */
export function ParkContact({ park, bookHref }: ParkContactProps) {
  return (
    <div className={styles.layout}>
      <ul className={styles.channels}>
        <li>
          <span className={ui.iconBadge}>
            <IconPhone aria-hidden size={20} stroke={1.75} />
          </span>
          <div>
            <span className={styles.label}>Call</span>
            <a href={telHref(park.phone)} className={`tap-link ${styles.value}`}>
              {park.phone}
            </a>
          </div>
        </li>
        <li>
          <span className={ui.iconBadge}>
            <IconMail aria-hidden size={20} stroke={1.75} />
          </span>
          <div>
            <span className={styles.label}>E-mail</span>
            <a href={`mailto:${park.email}`} className={`tap-link ${styles.value}`}>
              {park.email}
            </a>
          </div>
        </li>
        <li>
          <span className={ui.iconBadge}>
            <IconMapPin aria-hidden size={20} stroke={1.75} />
          </span>
          <div>
            <span className={styles.label}>Visit</span>
            <span className={styles.value}>{park.pageAddress}</span>
          </div>
        </li>
      </ul>
      <div className={styles.cta}>
        <p className={styles.ctaTitle}>Your site at {park.pageName} is waiting.</p>
        <p className={styles.ctaText}>Pick your dates, choose a site and check out in a few minutes.</p>
        <a href={bookHref} className={`${ui.primary} ${styles.ctaButton}`}>
          Book Now
        </a>
      </div>
    </div>
  );
}
