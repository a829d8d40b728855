"use client";

import { Alert, Button, Group, Modal, Stack } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useMutation } from "@tanstack/react-query";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useState } from "react";
import { formatDay } from "@/lib/date-format";
import { formatUsd } from "@/lib/money";
import { DANGER_COLOR } from "@/lib/theme";
import { useTRPC } from "@/lib/trpc/react";
import styles from "./order-confirmation.module.css";

type Quote = { refund: number; fee: number; fullRefundUntil: string };

/**
 * Cancel one reservation after confirming what it refunds under the park's policy. The e-mail's cancel link
 * (`?cancel=<reservationId>`) opens the dialog at once.
 */
export function CancelReservationButton({
  invoiceUuid,
  reservationId,
  name,
  stay,
  quote,
  openAtLoad,
}: {
  invoiceUuid: string;
  reservationId: string;
  /** The stay type's name, to tell apart the Cancel buttons of one order. */
  name: string;
  /** "Riverside Tent Site at Beaverkill Bend, Tue, Jul 14 → Thu, Jul 16" */
  stay: string;
  quote: Quote;
  openAtLoad: boolean;
}) {
  const trpc = useTRPC();
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const [opened, setOpened] = useState(openAtLoad);
  const cancel = useMutation(trpc.booking.orders.cancelReservation.mutationOptions());

  /** The cancel link has done its job once the dialog closes; a reload should not open it again. */
  const dropCancelLink = () => {
    if (searchParams.has("cancel")) router.replace(pathname, { scroll: false });
  };
  const close = () => {
    setOpened(false);
    cancel.reset();
    dropCancelLink();
  };
  const confirm = () =>
    cancel.mutate(
      { invoiceUuid, reservationId },
      {
        onSuccess: ({ refund }) => {
          setOpened(false);
          notifications.show({
            title: "Reservation cancelled",
            message: `${stay} is cancelled. ${formatUsd(refund)} goes back to your card.`,
            closeButtonProps: { "aria-label": "Close notification" },
          });
          dropCancelLink();
          router.refresh();
        },
      },
    );

  return (
    <>
      <div className={styles.cancelRow}>
        <Button variant="outline" color={DANGER_COLOR} size="compact-md" onClick={() => setOpened(true)}>
          Cancel reservation<span className="visually-hidden">: {name}</span>
        </Button>
      </div>
      <Modal
        opened={opened}
        onClose={close}
        title="Cancel this reservation?"
        centered
        classNames={{ title: styles.dialogTitle }}
        closeButtonProps={{ "aria-label": "Close without cancelling" }}
      >
        <Stack gap="sm">
          <p className={styles.dialogText}>{stay}.</p>
          <dl className={styles.quote}>
            <div>
              <dt>Refund to your card</dt>
              <dd>{formatUsd(quote.refund)}</dd>
            </div>
            <div>
              <dt>Cancellation fee</dt>
              <dd>{formatUsd(quote.fee)}</dd>
            </div>
          </dl>
          <p className={styles.dialogText}>
            {quote.fee === 0
              ? `Cancelling by ${formatDay(quote.fullRefundUntil)} refunds everything.`
              : `The full-refund period ended on ${formatDay(quote.fullRefundUntil)}, so the park's cancellation fee applies.`}{" "}
            This cannot be undone; the site goes back on sale.
          </p>
          {cancel.isError && (
            <Alert color={DANGER_COLOR} role="alert" title="The reservation was not cancelled">
              {cancel.error.message}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              Keep reservation
            </Button>
            <Button color={DANGER_COLOR} onClick={confirm} loading={cancel.isPending}>
              Cancel reservation
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
