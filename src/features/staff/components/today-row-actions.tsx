"use client";

import { Button } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { consoleStyles as styles } from "@/features/console/client";
import { formatUsd } from "@/lib/money";
import { DANGER_COLOR } from "@/lib/theme";
import { formErrorOf } from "@/lib/trpc/form-errors";
import { useTRPC } from "@/lib/trpc/react";
import type { TodayRow } from "./today-row";
import own from "./today-screen.module.css";
import { SiteStatusChoice } from "./today-site-status";

/** What a row's actions tell the screen: done (it reads the day again) or refused, and the no-show dialog to open. */
export type TodayRowHandlers = {
  onDone: (message: string) => Promise<unknown>;
  onRefused: (message: string) => void;
  onNoShow: (row: TodayRow) => void;
  /** One key per balance shown, so a second click on the same "Take $X cash" records one payment. */
  cashKey: (reservationId: string, cents: number) => string;
};

/**
 * A row's steps of the day: check in or out, a no-show (an arrival not checked in, from its arrival day on), the
 * balance in cash, and the site's housekeeping.
 */
export function TodayRowActions({
  row,
  canNoShow,
  handlers,
}: {
  row: TodayRow;
  canNoShow: boolean;
  handlers: TodayRowHandlers;
}) {
  const trpc = useTRPC();
  const checkIn = useMutation(trpc.admin.reservations.checkIn.mutationOptions());
  const checkOut = useMutation(trpc.admin.reservations.checkOut.mutationOptions());
  const takePayment = useMutation(trpc.admin.reservations.takePayment.mutationOptions());
  const act = async (label: string, run: () => Promise<unknown>) => {
    try {
      await run();
    } catch (error) {
      handlers.onRefused(formErrorOf(error).message ?? "That did not work.");
      return;
    }
    await handlers.onDone(label);
  };

  const stayButton = (step: "in" | "out") => {
    const mutation = step === "in" ? checkIn : checkOut;
    return (
      <Button
        size="sm"
        variant={step === "in" ? undefined : "outline"}
        loading={mutation.isPending}
        onClick={() =>
          act(`${row.guestName} is checked ${step}.`, () =>
            mutation.mutateAsync({ reservationId: row.reservationId }),
          )
        }
        aria-label={`Check ${step} ${row.guestName}`}
      >
        {`Check ${step}`}
      </Button>
    );
  };

  return (
    <div className={own.actionsCell}>
      <div className={styles.actions}>
        {!row.checkedInAt ? (
          stayButton("in")
        ) : !row.checkedOutAt ? (
          stayButton("out")
        ) : (
          <span className={styles.muted}>Checked out</span>
        )}
        {canNoShow && (
          <Button
            size="sm"
            variant="outline"
            color={DANGER_COLOR}
            onClick={() => handlers.onNoShow(row)}
            aria-label={`No-show: ${row.guestName}`}
            aria-haspopup="dialog"
          >
            No-show
          </Button>
        )}
        {row.balanceCents > 0 && (
          <Button
            size="sm"
            variant="light"
            loading={takePayment.isPending}
            onClick={() =>
              act(`${formatUsd(row.balanceCents)} in cash taken from ${row.guestName}.`, () =>
                takePayment.mutateAsync({
                  reservationId: row.reservationId,
                  amountCents: row.balanceCents,
                  key: handlers.cashKey(row.reservationId, row.balanceCents),
                }),
              )
            }
            aria-label={`Take ${formatUsd(row.balanceCents)} cash from ${row.guestName}`}
          >
            Take {formatUsd(row.balanceCents)} cash
          </Button>
        )}
      </div>
      <SiteStatusChoice row={row} onDone={handlers.onDone} onRefused={handlers.onRefused} />
    </div>
  );
}
