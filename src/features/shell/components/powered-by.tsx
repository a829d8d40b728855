import styles from "./site-footer.module.css";

/** Spec §2: the booking engine's credit, on every page. */
export function PoweredBy() {
  return <p className={styles.poweredBy}>Powered by Lantern</p>;
}
