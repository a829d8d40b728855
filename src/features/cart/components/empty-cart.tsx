import Link from "next/link";
import type { ReactNode } from "react";
import styles from "./empty-cart.module.css";

/** An empty cart where the cart or checkout would be: what to do about it, and the way to find a campsite. */
export function EmptyCart({
  title,
  children,
  narrow = false,
}: {
  title: string;
  children: ReactNode;
  /** In checkout's narrow column: less padding on a phone. */
  narrow?: boolean;
}) {
  return (
    <div className={narrow ? `${styles.empty} ${styles.narrow}` : styles.empty}>
      <h2>{title}</h2>
      <p>{children}</p>
      <Link href="/" className={styles.link}>
        Find a campsite
      </Link>
    </div>
  );
}
