import Link from "next/link";
import type { ReactNode } from "react";
import { loadShellData } from "../load-shell-data";
import { parksInMenuOrder } from "../shell-menus";
import styles from "./not-found-panel.module.css";

/**
 * What a 404 shows inside the guest shell: what went wrong, the way to search, and the parks and pages a camper
 * most likely wanted. A section, not a `<main>`: the shell's own `<main>` holds it.
 */
export async function NotFoundPanel({
  eyebrow,
  title,
  children,
}: {
  eyebrow: string;
  title: string;
  children: ReactNode;
}) {
  const { parks } = await loadShellData();
  return (
    <section className={styles.panel} aria-labelledby="not-found-title">
      <p className={styles.eyebrow}>{eyebrow}</p>
      <h1 id="not-found-title" className={styles.title}>
        {title}
      </h1>
      <div className={styles.text}>{children}</div>
      <p className={styles.actions}>
        <Link href="/" className={styles.primary}>
          Search campsites
        </Link>
        <Link href="/find-booking" className={styles.secondary}>
          Find my booking
        </Link>
      </p>
      {parks.length > 0 && (
        <nav aria-labelledby="not-found-parks" className={styles.group}>
          <h2 id="not-found-parks" className={styles.groupTitle}>
            Our parks
          </h2>
          <ul className={styles.links}>
            {parksInMenuOrder(parks).map((park) => (
              <li key={park.id}>
                <Link href={`/${park.slug}`} className={styles.link}>
                  {park.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <nav aria-labelledby="not-found-more" className={styles.group}>
        <h2 id="not-found-more" className={styles.groupTitle}>
          Or start from
        </h2>
        <ul className={styles.links}>
          <li>
            <Link href="/accommodations" className={styles.link}>
              Accommodations
            </Link>
          </li>
          <li>
            <Link href="/faqs" className={styles.link}>
              FAQs
            </Link>
          </li>
          <li>
            <Link href="/contact" className={styles.link}>
              Contact us
            </Link>
          </li>
        </ul>
      </nav>
    </section>
  );
}
