"use client";

import { Button, Group } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { formatUsd } from "@/lib/money";
import { formErrorOf } from "@/lib/trpc/form-errors";
import { useTRPC } from "@/lib/trpc/react";
import { AccountDialog } from "@/lib/ui/account-dialog";
import { FormAlert } from "@/lib/ui/form-alert";
import { cancellationText, stayDatesText } from "../account-orders";
import styles from "./account.module.css";
import type { AccountOrder, AccountStay } from "./account-stay";

const problemText = (error: unknown) => {
  const problem = formErrorOf(error);
  return problem.message ?? Object.values(problem.fields)[0] ?? null;
};

type CancelStayDialogProps = {
  target: { order: AccountOrder; stay: AccountStay } | null;
  onClose: () => void;
};

/** Confirms a cancellation with what the park's policy refunds today, then cancels and refreshes the list. */
export function CancelStayDialog({ target, onClose }: CancelStayDialogProps) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const cancel = useMutation(trpc.booking.orders.cancelReservation.mutationOptions());
  const close = () => {
    cancel.reset();
    onClose();
  };
  const stay = target?.stay;
  const quote = stay?.cancellationQuote;

  const confirm = () => {
    if (!target) return;
    cancel.mutate(
      { invoiceUuid: target.order.invoiceUuid, reservationId: target.stay.reservationId },
      {
        onSuccess: ({ refund }) => {
          void queryClient.invalidateQueries(trpc.booking.account.listOrders.queryFilter());
          void queryClient.invalidateQueries(trpc.booking.orders.getOrderConfirmation.queryFilter());
          notifications.show({
            title: "Stay cancelled",
            message:
              refund > 0
                ? `${formatUsd(refund)} goes back to the card you paid with.`
                : "The site is free again for other campers.",
          });
          close();
        },
      },
    );
  };

  return (
    <AccountDialog opened={Boolean(target)} onClose={close} title="Cancel this stay?">
      {stay && quote && (
        <div className={styles.dialogBody}>
          <p>
            <strong>{stay.campsiteType.name}</strong> at {stay.park.name}, site {stay.campsite.name}
            <br />
            {stayDatesText(stay.dates)}
          </p>
          <p className={styles.refund}>{cancellationText(quote)}</p>
          {quote.refund > 0 && <p className={styles.muted}>Refunds go back to the card you paid with.</p>}
          <FormAlert message={cancel.isError ? problemText(cancel.error) : null} />
          <Group justify="flex-end" gap="sm" className={styles.dialogActions}>
            <Button variant="default" onClick={close} data-autofocus>
              Keep my stay
            </Button>
            <Button color="#b42318" onClick={confirm} loading={cancel.isPending}>
              Cancel stay
            </Button>
          </Group>
        </div>
      )}
    </AccountDialog>
  );
}
