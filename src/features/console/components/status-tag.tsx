import styles from "./console-forms.module.css";

/** A row's status: filled when it is in force, greyed when it is not. */
export function StatusTag({ on, children }: { on: boolean; children: string }) {
  return <span className={on ? styles.status : `${styles.status} ${styles.statusOff}`}>{children}</span>;
}
