import styles from "./site-footer.module.css";

/**
 * Spec §2: the booking engine's credit, on every page. Where the site footer is hidden (cart, checkout,
 * `?webview`) it stands in a footer landmark of its own, so no content sits outside a landmark.
 */
export function PoweredBy({ standalone = false }: { standalone?: boolean }) {
  const line = <p className={styles.poweredBy}>Powered by Lantern</p>;
  return standalone ? <footer>{line}</footer> : line;
}
