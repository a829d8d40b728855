"use client";

import { Button } from "@mantine/core";
import styles from "./auth-form.module.css";

/** Sign-up's answer, the same for a new and a taken address (decision 0041): the e-mailed link does the rest. */
export function CheckYourEmail({ email, onSignIn }: { email: string; onSignIn: () => void }) {
  return (
    <div className={styles.done}>
      <p role="status" tabIndex={-1} className={styles.answer} data-autofocus>
        We sent a link to <strong className={styles.address}>{email}</strong>. Open it to confirm the address
        and sign in. It works for 24 hours.
      </p>
      <p className={styles.intro}>
        No e-mail after a few minutes? Check your spam folder. If you already have an account, the e-mail says
        so.
      </p>
      <Button variant="outline" size="md" onClick={onSignIn}>
        Back to sign in
      </Button>
    </div>
  );
}
