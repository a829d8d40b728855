import type { ContactSettings } from "../site-settings.service";
import styles from "./contact-aside.module.css";

/** "Still have a question?" with the site's configured phone and e-mail. */
export function ContactAside({ contact }: { contact: ContactSettings }) {
  return (
    <section className={styles.panel} aria-labelledby="contact-aside-heading">
      <h2 id="contact-aside-heading" className={styles.heading}>
        Still have a question?
      </h2>
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
    </section>
  );
}
