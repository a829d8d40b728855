"use client";

import { Button, Modal, Radio, Stack, Textarea } from "@mantine/core";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { consoleFormStyles as forms, consoleStyles as styles } from "@/features/console/client";
import { formatStay } from "@/lib/date-format";
import { useSchemaForm } from "@/lib/forms/use-schema-form";
import { formatUsd } from "@/lib/money";
import { DANGER_COLOR } from "@/lib/theme";
import { formErrorOf } from "@/lib/trpc/form-errors";
import { useTRPC } from "@/lib/trpc/react";
import { FormAlert } from "@/lib/ui/form-alert";
import { ZNoShowInput } from "../staff.schemas";
import desk from "./reservations.module.css";
import own from "./today-screen.module.css";

/** A no-show is never refunded in full by choice: by the terms the stay was booked under, or nothing. */
type NoShowRefund = "POLICY" | "NONE";

const REFUND_WORDS: Record<NoShowRefund, string> = {
  POLICY: "By the booked terms",
  NONE: "No refund",
};

type NoShowValues = { refund: NoShowRefund; reason: string };

/** The stay the dialog is about, as Today's rows and the reservation's page both have it. */
export type NoShowStay = {
  reservationId: string;
  guestName: string;
  park: { name: string };
  site: { name: string };
  arrival: string;
  departure: string;
};

/**
 * The guest never came (`admin.reservations.noShow`): the refund chosen, a reason, and the refund that choice gives
 * shown before the button that does it (`admin.reservations.quote`); the quoted amount goes along, so a refund that
 * moved since is refused rather than paid.
 */
export function NoShowDialog({
  row,
  opened,
  onClose,
  onExited,
  onDone,
  returnFocus,
}: {
  row: NoShowStay | null;
  opened: boolean;
  onClose: () => void;
  onExited: () => void;
  onDone: (message: string) => void;
  /** False once the stay is gone: its button leaves with its row, so the screen says where focus goes. */
  returnFocus: boolean;
}) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      onExitTransitionEnd={onExited}
      returnFocus={returnFocus}
      title={row ? `Mark ${row.guestName} as a no-show` : "Mark as a no-show"}
      centered
    >
      {row && <NoShowForm key={row.reservationId} row={row} onCancel={onClose} onDone={onDone} />}
    </Modal>
  );
}

/** On the reservation's page: what a no-show does, and the button that asks in the dialog. */
export function NoShowAction({ stay, onDone }: { stay: NoShowStay; onDone: (message: string) => void }) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <p className={styles.muted} style={{ marginTop: 0 }}>
        The guest has not come: the stay is cancelled and its nights go back on sale.
      </p>
      <Button variant="default" className={desk.tap} onClick={() => setOpened(true)}>
        Mark as a no-show
      </Button>
      <NoShowDialog
        row={stay}
        opened={opened}
        onClose={() => setOpened(false)}
        onExited={() => undefined}
        onDone={(message) => {
          setOpened(false);
          onDone(message);
        }}
        // The panel leaves with the stay's new status: the page puts focus on its notice instead.
        returnFocus={false}
      />
    </>
  );
}

function NoShowForm({
  row,
  onCancel,
  onDone,
}: {
  row: NoShowStay;
  onCancel: () => void;
  onDone: (message: string) => void;
}) {
  const trpc = useTRPC();
  const noShow = useMutation(trpc.admin.reservations.noShow.mutationOptions());
  const toInput = (values: NoShowValues) => ({
    reservationId: row.reservationId,
    refund: values.refund,
    reason: values.reason.trim(),
  });
  const { form, containerRef, message, onSubmit, failed } = useSchemaForm<NoShowValues>({
    initialValues: { refund: "POLICY", reason: "" },
    fields: ["refund", "reason"],
    schema: ZNoShowInput,
    toInput,
  });
  const quote = useQuery({
    ...trpc.admin.reservations.quote.queryOptions({
      reservationId: row.reservationId,
      cancel: { refund: form.values.refund },
    }),
    retry: false,
    select: (data) => (data.kind === "cancel" ? data : null),
  });
  const quoted = quote.isFetching ? null : (quote.data ?? null);

  const send = (values: NoShowValues) => {
    if (!quoted) return;
    noShow.mutate(
      { ...toInput(values), expectedRefundCents: quoted.refundCents },
      {
        onSuccess: ({ refund }) =>
          onDone(
            `${row.guestName} marked as a no-show. ${refund > 0 ? `${formatUsd(refund)} refunded.` : "Nothing refunded."}`,
          ),
        onError: (error) => {
          failed(error);
          // The refund moved since it was shown: show the new one before the next try.
          if (formErrorOf(error).code === "CONFLICT") void quote.refetch();
        },
      },
    );
  };

  const check = { classNames: { body: forms.checkBody, label: forms.checkLabel } };
  return (
    <form ref={containerRef} onSubmit={onSubmit(send)} noValidate>
      <Stack gap="sm">
        <p className={own.dialogFacts}>
          {row.park.name}, site {row.site.name}, {formatStay(row.arrival, row.departure)}. The stay is
          cancelled and its nights go back on sale; the guest is not e-mailed.
        </p>
        <FormAlert message={message} />
        <Radio.Group label="Refund" {...form.getInputProps("refund")}>
          <Stack gap={0} mt={4}>
            {(Object.keys(REFUND_WORDS) as NoShowRefund[]).map((choice) => (
              <Radio {...check} key={choice} value={choice} label={REFUND_WORDS[choice]} />
            ))}
          </Stack>
        </Radio.Group>
        <Textarea
          classNames={{ input: forms.tap }}
          label="Reason"
          description="For the audit log, e.g. “No call, site empty at 9 pm”."
          required
          maxLength={500}
          autosize
          minRows={2}
          data-autofocus
          {...form.getInputProps("reason")}
        />
        <p className={own.quote} aria-live="polite">
          {quoted
            ? `Refund now: ${formatUsd(quoted.refundCents)} of ${formatUsd(quoted.paidCents)} paid.`
            : quote.isError
              ? `No refund worked out yet: ${quote.error.message}`
              : "Working out the refund…"}
        </p>
        <div className={forms.dialogActions}>
          <Button className={own.tap} variant="default" onClick={onCancel}>
            Keep the reservation
          </Button>
          <Button
            className={own.tap}
            type="submit"
            color={DANGER_COLOR}
            disabled={!quoted}
            loading={noShow.isPending}
          >
            Mark as no-show
          </Button>
        </div>
      </Stack>
    </form>
  );
}
