import type { ContactSettings } from "../site-settings.service";
import { AsidePanel } from "./aside-panel";
import styles from "./contact-aside.module.css";

/** "Still have a question?" with the site's configured phone and e-mail. */
export function ContactAside({ contact }: { contact: ContactSettings }) {
  return (
    <AsidePanel id="contact-aside-heading" title="Still have a question?" classNames={styles}>
      <p className={styles.text}>Call or write to us; we are glad to help plan your stay.</p>
      <ul className={styles.links}>
        <li>
          <span className={styles.label}>Call</span>
          <a href={`tel:${contact.phone.replace(/[^\d+]/g, "")}`}>{contact.phone}</a>
        </li>
        <li>
          <span className={styles.label}>Write</span>
          <a href={`mailto:${contact.email}`}>{contact.email}</a>
        </li>
      </ul>
    </AsidePanel>
  );
}
