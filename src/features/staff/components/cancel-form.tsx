"use client";

import { Button, Checkbox, Radio, Stack, Textarea } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { consoleFormStyles as forms } from "@/features/console/client";
import { formatStay } from "@/lib/date-format";
import { MoneyField } from "@/lib/forms/money-field";
import { useSchemaForm } from "@/lib/forms/use-schema-form";
import { dollarsToCents, formatUsd } from "@/lib/money";
import { DANGER_COLOR } from "@/lib/theme";
import type { FieldErrors } from "@/lib/trpc/form-errors";
import { useTRPC } from "@/lib/trpc/react";
import { ConfirmDialog } from "@/lib/ui/console-kit/confirm-dialog";
import { FormAlert } from "@/lib/ui/form-alert";
import { ZCancelInput } from "../staff.schemas";
import type { Reservation, ReservationFormProps } from "./reservation-types";
import own from "./reservations.module.css";

type RefundChoice = "POLICY" | "FULL" | "NONE" | "AMOUNT";

const REFUND_WORDS: Record<RefundChoice, string> = {
  POLICY: "By the terms it was booked under",
  FULL: "Full refund",
  NONE: "No refund",
  AMOUNT: "An amount",
};

type CancelValues = {
  refund: { choice: RefundChoice; amount: string };
  reason: string;
  notifyGuest: boolean;
};

const FIELDS = ["refund.amount", "refund", "reason", "notifyGuest"];

const range = (start: string, end: string) => `${formatStay(start, end)}`;

const amountOf = ({ refund }: CancelValues) =>
  refund.choice === "AMOUNT" ? dollarsToCents(refund.amount) : null;

const refundOf = (values: CancelValues) =>
  values.refund.choice === "AMOUNT" ? { amount: amountOf(values) ?? 0 } : values.refund.choice;

const cancelInput = (reservation: Reservation, values: CancelValues, quotedRefund?: number) => ({
  reservationId: reservation.reservationId,
  refund: refundOf(values),
  reason: values.reason.trim(),
  notifyGuest: values.notifyGuest,
  ...(quotedRefund === undefined ? {} : { expectedRefundCents: quotedRefund }),
});

/** The refund in the confirming question's words: the quoted amount once known. */
function refundWords(values: CancelValues, quotedRefund: number | undefined): string {
  if (quotedRefund !== undefined)
    return quotedRefund > 0 ? `${formatUsd(quotedRefund)} refunded` : "no refund";
  if (values.refund.choice === "POLICY") return "refund by the terms it was booked under";
  if (values.refund.choice === "FULL") return "full refund of what was paid";
  return "no refund";
}

/** Cancel: the refund (policy, full, none or an amount), a reason, the guest told or not; a dialog asks first. */
export function CancelForm({ reservation, onDone }: ReservationFormProps) {
  const trpc = useTRPC();
  const cancel = useMutation(trpc.admin.reservations.cancel.mutationOptions());
  const [confirming, setConfirming] = useState(false);
  const total = reservation.price.totalCents;
  const { form, containerRef, message, onSubmit, failed, clear } = useSchemaForm<CancelValues>({
    initialValues: { refund: { choice: "POLICY", amount: "" }, reason: "", notifyGuest: true },
    fields: FIELDS,
    schema: ZCancelInput,
    toInput: (values) => cancelInput(reservation, values),
    rules: (values) => {
      const invalid: FieldErrors = {};
      const amountCents = amountOf(values);
      if (values.refund.choice === "AMOUNT") {
        if (amountCents === null) invalid["refund.amount"] = "Enter an amount in dollars, like 45 or 45.50.";
        else if (amountCents > total) {
          invalid["refund.amount"] = `The refund cannot be more than the stay's ${formatUsd(total)}.`;
        }
      }
      if (values.reason.trim().length < 3) invalid.reason = "Say why, in a few words.";
      return invalid;
    },
  });
  const values = form.values;
  const amount = amountOf(values);
  const priceable = values.refund.choice !== "AMOUNT" || (amount !== null && amount <= total);
  const [refundAsked] = useDebouncedValue(refundOf(values), 250);
  const quote = useQuery({
    ...trpc.admin.reservations.quote.queryOptions({
      reservationId: reservation.reservationId,
      cancel: { refund: refundAsked },
    }),
    enabled: priceable && reservation.status !== "canceled",
    retry: false,
    select: (data) => (data.kind === "cancel" ? data : null),
  });
  const current = JSON.stringify(refundAsked) === JSON.stringify(refundOf(values));
  const quoted = priceable && current && !quote.isFetching ? quote.data?.refundCents : undefined;

  const send = () => {
    cancel.mutate(cancelInput(reservation, values, quoted), {
      onSuccess: (result) => {
        setConfirming(false);
        onDone(
          `Cancelled. ${result.refund > 0 ? `${formatUsd(result.refund)} refunded.` : "Nothing refunded."}${values.notifyGuest ? " The guest is told by e-mail." : ""}`,
        );
      },
      onError: (error) => {
        setConfirming(false);
        failed(error);
      },
    });
  };

  const check = { classNames: { body: forms.checkBody, label: forms.checkLabel } };
  return (
    <form
      ref={containerRef}
      onSubmit={onSubmit(() => {
        clear();
        setConfirming(true);
      })}
      noValidate
      aria-labelledby="cancel-heading"
    >
      <Stack gap="sm">
        <FormAlert message={message} />
        <Radio.Group label="Refund" {...form.getInputProps("refund.choice")}>
          <Stack gap={0} mt={4}>
            {(Object.keys(REFUND_WORDS) as RefundChoice[]).map((choice) => (
              <Radio {...check} key={choice} value={choice} label={REFUND_WORDS[choice]} />
            ))}
          </Stack>
        </Radio.Group>
        {values.refund.choice === "AMOUNT" && (
          <MoneyField
            form={form}
            path="refund.amount"
            classNames={{ input: own.tap }}
            label="Amount to refund (dollars)"
            description={`At most the stay's ${formatUsd(total)}.`}
            required
            error={form.errors["refund.amount"] ?? form.errors.refund}
          />
        )}
        <Textarea
          classNames={{ input: own.tap }}
          label="Reason"
          required
          maxLength={500}
          autosize
          minRows={2}
          {...form.getInputProps("reason")}
        />
        <Checkbox
          {...check}
          label="E-mail the guest about the cancellation"
          {...form.getInputProps("notifyGuest", { type: "checkbox" })}
        />
        <p aria-live="polite" style={{ margin: 0, fontWeight: 600 }}>
          {quoted !== undefined && quote.data
            ? `Refund now: ${formatUsd(quoted)}, of ${formatUsd(quote.data.paidCents)} paid toward the stay's ${formatUsd(quote.data.totalCents)}.`
            : quote.isError
              ? `No refund worked out yet: ${quote.error.message}`
              : "Working out the refund…"}
        </p>
        <div>
          <Button className={own.tap} type="submit" size="md" color={DANGER_COLOR} variant="outline">
            Cancel the reservation…
          </Button>
        </div>
      </Stack>
      <ConfirmDialog
        opened={confirming}
        onClose={() => setConfirming(false)}
        title="Cancel this reservation?"
        cancelLabel="Keep the reservation"
        confirmLabel="Yes, cancel it"
        onConfirm={send}
        pending={cancel.isPending}
        buttonClassName={own.tap}
      >
        <p style={{ margin: 0 }}>
          {reservation.guest.firstName} {reservation.guest.lastName}, site {reservation.site.name},{" "}
          {range(reservation.arrival, reservation.departure)}: {refundWords(values, quoted)}
          {values.notifyGuest ? ", the guest is e-mailed" : ", the guest is not e-mailed"}. The nights go back
          on sale.
        </p>
      </ConfirmDialog>
    </form>
  );
}
