"use client";

import { Button } from "@mantine/core";
import dynamic from "next/dynamic";
import { useState } from "react";
import { LazyModal, preloadModal } from "@/lib/ui/lazy-modal";
import type { ChangeableStay } from "./change-reservation-form";
import styles from "./order-confirmation.module.css";
import type { OrderPayments } from "./reservation-summary";

// The form (and the card fields) load when the guest first opens it: most visitors never change a stay.
const ChangeReservationForm = dynamic(
  () => import("./change-reservation-form").then((module) => module.ChangeReservationForm),
  { ssr: false },
);

/** "Change dates or party" on an upcoming stay of the confirmation page, opening the change dialog. */
export function ChangeReservationButton({
  stay,
  payments,
}: {
  stay: ChangeableStay;
  payments: OrderPayments;
}) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        variant="outline"
        size="compact-md"
        onClick={() => setOpened(true)}
        onPointerEnter={preloadModal}
        onFocus={preloadModal}
      >
        Change dates or party<span className="visually-hidden">: {stay.name}</span>
      </Button>
      <LazyModal
        opened={opened}
        onClose={() => setOpened(false)}
        title={`Change your ${stay.name}`}
        centered
        size="lg"
        classNames={{ title: styles.dialogTitle }}
        closeButtonProps={{ "aria-label": "Close without changing" }}
      >
        {opened && <ChangeReservationForm stay={stay} payments={payments} onDone={() => setOpened(false)} />}
      </LazyModal>
    </>
  );
}
