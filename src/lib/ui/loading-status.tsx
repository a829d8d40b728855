import { Loader } from "@mantine/core";
import type { ReactNode } from "react";
import styles from "./loading-status.module.css";

/** A page's part that is on its way ("Loading your cart…"), announced politely beside a spinner. */
export function LoadingStatus({ children }: { children: ReactNode }) {
  return (
    <div className={styles.status} role="status">
      <Loader size="sm" /> {children}
    </div>
  );
}
