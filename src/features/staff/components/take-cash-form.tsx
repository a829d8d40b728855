"use client";

import { Button, Stack } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { useRef } from "react";
import { MoneyField } from "@/lib/forms/money-field";
import { useSchemaForm } from "@/lib/forms/use-schema-form";
import { centsToDollars, dollarsToCents, formatUsd } from "@/lib/money";
import type { FieldErrors } from "@/lib/trpc/form-errors";
import { useTRPC } from "@/lib/trpc/react";
import { FormAlert } from "@/lib/ui/form-alert";
import { ZTakePaymentInput } from "../staff.schemas";
import type { ReservationFormProps } from "./reservation-types";
import own from "./reservations.module.css";

/** Cash at the desk: the amount starts at the balance; one key per payment, so a double click records it once. */
export function TakeCashForm({ reservation, onDone }: ReservationFormProps) {
  const trpc = useTRPC();
  const take = useMutation(trpc.admin.reservations.takePayment.mutationOptions());
  const key = useRef<string | null>(null);
  const { form, containerRef, message, onSubmit, failed, clear } = useSchemaForm({
    initialValues: { amountCents: centsToDollars(reservation.balanceCents) },
    fields: ["amountCents"],
    schema: ZTakePaymentInput,
    toInput: (values) => ({
      reservationId: reservation.reservationId,
      amountCents: dollarsToCents(values.amountCents) ?? Number.NaN,
      key: key.current,
    }),
    rules: (values): FieldErrors => {
      const amountCents = dollarsToCents(values.amountCents);
      if (amountCents === null || amountCents < 1) {
        return { amountCents: "Enter an amount in dollars, like 45 or 45.50." };
      }
      if (amountCents > reservation.balanceCents) {
        return {
          amountCents: `This booking owes ${formatUsd(reservation.balanceCents)}: take at most that.`,
        };
      }
      return {};
    },
    // Another amount is another payment.
    onValuesChange: () => {
      key.current = null;
    },
  });
  const amountCents = dollarsToCents(form.values.amountCents);

  const send = () => {
    if (amountCents === null) return;
    clear();
    key.current ??= crypto.randomUUID();
    take.mutate(
      { reservationId: reservation.reservationId, amountCents, key: key.current },
      {
        onSuccess: () => {
          key.current = null;
          onDone(`${formatUsd(amountCents)} in cash taken.`);
        },
        onError: failed,
      },
    );
  };

  return (
    <form ref={containerRef} onSubmit={onSubmit(send)} noValidate aria-label="Take cash">
      <Stack gap="sm">
        <FormAlert message={message} />
        <MoneyField
          form={form}
          path="amountCents"
          classNames={{ input: own.tap }}
          label="Cash taken (dollars)"
          required
        />
        <div>
          <Button className={own.tap} type="submit" size="md" loading={take.isPending}>
            {amountCents !== null && amountCents > 0 ? `Take ${formatUsd(amountCents)} cash` : "Take cash"}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
