"use client";

import { Button, Radio, Stack, TextInput } from "@mantine/core";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useRef, useState } from "react";
import type { FormSource } from "@/lib/forms/form-source";
import { MoneyField } from "@/lib/forms/money-field";
import { useSchemaForm } from "@/lib/forms/use-schema-form";
import { centsToDollars, dollarsToCents, formatUsd } from "@/lib/money";
import type { PaymentFormSettings } from "@/lib/payments/payment-field-types";
import { type FieldErrors, formErrorOf } from "@/lib/trpc/form-errors";
import { useTRPC } from "@/lib/trpc/react";
import { FormAlert } from "@/lib/ui/form-alert";
import { useDeskCard } from "./desk-card";
import type { ReservationFormProps } from "./reservation-types";
import own from "./reservations.module.css";

type Method = "" | "CASH" | "CHECK" | "SAVED_CARD" | "CARD" | "PAY_LINK";

const AMOUNT_HELP = "Enter an amount in dollars, like 45 or 45.50.";

type DeskFieldProps = { form: FormSource; path: string; label: string };

/** A required amount in dollars, with the desk's tap height. */
function DeskMoney({ form, path, label }: DeskFieldProps) {
  return <MoneyField form={form} path={path} classNames={{ input: own.tap }} label={label} required />;
}

/** A required line of text (a reason, a description, a check number), with the desk's tap height. */
function DeskText({ form, path, label, maxLength }: DeskFieldProps & { maxLength: number }) {
  return (
    <TextInput
      classNames={{ input: own.tap }}
      label={label}
      required
      maxLength={maxLength}
      {...form.getInputProps(path)}
    />
  );
}

/**
 * What the button says it will do, with the amount, before anything moves (domain.md "Money": every change that
 * moves money shows the amount first).
 */
export function paymentButtonWords(method: Method, amountCents: number | null, last4: string | null): string {
  const amount = amountCents !== null && amountCents > 0 ? formatUsd(amountCents) : null;
  if (!amount) return "Take payment";
  switch (method) {
    case "CASH":
      return `Take ${amount} cash`;
    case "CHECK":
      return `Record a ${amount} check`;
    case "SAVED_CARD":
      return `Charge ${amount} to the card ending ${last4 ?? "····"}`;
    case "CARD":
      return `Charge ${amount} to the card`;
    case "PAY_LINK":
      return `E-mail a pay link for ${amount}`;
    default:
      return "Choose how the guest pays";
  }
}

/** The change handed back for cash: what was tendered less what is taken; null until both make sense. */
export function changeDue(amountCents: number | null, tenderedCents: number | null): number | null {
  if (amountCents === null || tenderedCents === null || tenderedCents < amountCents) return null;
  return tenderedCents - amountCents;
}

/**
 * Payment on this stay's folio at the desk (`admin.folios.charge`): no method is chosen at first — nothing is ever
 * recorded as paid by default. Cash shows the change to hand back, a check asks its number, the card saved with
 * the deposit is charged through the gateway, a card handed over is taken in the gateway's own form (Stripe's
 * Payment Element when Stripe is on), and a pay link e-mails the guest a page to pay the whole balance. One key per
 * payment, so a double click records it once.
 */
export function FolioPaymentForm({
  reservation,
  onDone,
  payments,
}: ReservationFormProps & { payments: PaymentFormSettings }) {
  const trpc = useTRPC();
  const deskCard = useDeskCard(payments, reservation.reservationId);
  const [paying, setPaying] = useState(false);
  const balance = reservation.folio.balance;
  const desk = useQuery(trpc.admin.folios.get.queryOptions({ reservationId: reservation.reservationId }));
  const savedCard = desk.data?.savedCard ?? null;
  const charge = useMutation(trpc.admin.folios.charge.mutationOptions());
  const key = useRef<string | null>(null);
  const { form, containerRef, message, setMessage, onSubmit, failed, clear } = useSchemaForm({
    initialValues: {
      method: "" as Method,
      amount: centsToDollars(balance),
      tendered: "",
      checkNumber: "",
    },
    fields: ["method", "amount", "tendered", "checkNumber"],
    rules: (values): FieldErrors => {
      const errors: FieldErrors = {};
      const amount = dollarsToCents(values.amount);
      if (!values.method) errors.method = "Choose how the guest pays.";
      if (amount === null || amount < 1) errors.amount = AMOUNT_HELP;
      else if (amount > balance) errors.amount = `This stay owes ${formatUsd(balance)}: take at most that.`;
      else if (values.method === "PAY_LINK" && amount !== balance) {
        errors.amount = `A pay link asks for the whole balance: ${formatUsd(balance)}.`;
      }
      if (values.method === "CASH") {
        const tendered = dollarsToCents(values.tendered);
        if (tendered === null || (amount !== null && tendered < amount)) {
          errors.tendered = `Enter what the guest handed over: at least ${formatUsd(amount ?? 0)}.`;
        }
      }
      if (values.method === "CHECK" && !values.checkNumber.trim())
        errors.checkNumber = "Enter the check's number.";
      return errors;
    },
    // Another method or amount is another payment.
    onValuesChange: () => {
      key.current = null;
    },
  });
  const { method } = form.values;
  const amount = dollarsToCents(form.values.amount);
  const change = method === "CASH" ? changeDue(amount, dollarsToCents(form.values.tendered)) : null;

  const succeeded = (paidAmount: number) => {
    key.current = null;
    onDone(
      method === "PAY_LINK"
        ? `A pay link for ${formatUsd(paidAmount)} is on its way to ${reservation.guest.email}.`
        : method === "CASH"
          ? `${formatUsd(paidAmount)} in cash taken${change ? `: hand back ${formatUsd(change)} change` : ""}.`
          : method === "CHECK"
            ? `Check ${form.values.checkNumber.trim()} for ${formatUsd(paidAmount)} recorded.`
            : method === "CARD"
              ? `${formatUsd(paidAmount)} charged to the card.`
              : `${formatUsd(paidAmount)} charged to the card ending ${savedCard?.last4 ?? "····"}.`,
    );
  };
  /**
   * A definite answer (a declined card, a refused amount) makes the next press a new payment; only a lost answer or
   * a payment the bank is still confirming keeps the key, so a retry cannot take the money twice.
   */
  const refused = (error: unknown) => {
    const { code, stillProcessing } = formErrorOf(error);
    if (code !== null && code !== "INTERNAL_SERVER_ERROR" && !stillProcessing) key.current = null;
    else deskCard.keepForRetry();
    failed(error);
  };

  const send = () => {
    if (amount === null || !method) return;
    clear();
    key.current ??= crypto.randomUUID();
    const base = { reservationId: reservation.reservationId, idempotencyKey: key.current, amount, method };
    if (method === "CARD") {
      setPaying(true);
      deskCard
        .pay(amount, key.current, (payment) => charge.mutateAsync({ ...base, payment }))
        .then((result) => {
          if (result?.done) succeeded(amount);
          else if (result) setMessage(result.refused);
        })
        .catch(refused)
        .finally(() => setPaying(false));
      return;
    }
    charge.mutate(
      {
        ...base,
        ...(method === "CASH" ? { tendered: dollarsToCents(form.values.tendered) ?? 0 } : {}),
        ...(method === "CHECK" ? { checkNumber: form.values.checkNumber.trim() } : {}),
      },
      { onSuccess: () => succeeded(amount), onError: refused },
    );
  };

  return (
    <form ref={containerRef} onSubmit={onSubmit(send)} noValidate aria-label="Take payment">
      <Stack gap="sm">
        <FormAlert message={message} />
        <Radio.Group label="How the guest pays" required {...form.getInputProps("method")}>
          <Stack gap="xs" mt="xs">
            <Radio value="CASH" label="Cash" />
            <Radio value="CHECK" label="Check" />
            {savedCard && <Radio value="SAVED_CARD" label={`Saved card ending ${savedCard.last4}`} />}
            <Radio value="CARD" label="Card (the guest's card, in the card form)" />
            <Radio value="PAY_LINK" label="E-mail a pay link (the guest pays by card)" />
          </Stack>
        </Radio.Group>
        <DeskMoney form={form} path="amount" label="Amount (dollars)" />
        {method === "CASH" && (
          <>
            <DeskMoney form={form} path="tendered" label="Cash handed over (dollars)" />
            <p className={own.changeLine} aria-live="polite">
              {change !== null ? `Change to hand back: ${formatUsd(change)}` : "\u00a0"}
            </p>
          </>
        )}
        {method === "CHECK" && (
          <DeskText form={form} path="checkNumber" label="Check number" maxLength={40} />
        )}
        {method === "CARD" && deskCard.fields(amount, paying)}
        <div>
          <Button className={own.tap} type="submit" size="md" loading={charge.isPending || paying}>
            {paymentButtonWords(method, amount, savedCard?.last4 ?? null)}
          </Button>
        </div>
      </Stack>
    </form>
  );
}

/**
 * Money back from this stay (`admin.folios.refund`), at most what it paid, newest payment first (cards through the
 * gateway, cash handed back), with the reason kept on each line. The button says the amount.
 */
export function FolioRefundForm({ reservation, onDone }: ReservationFormProps) {
  const trpc = useTRPC();
  const paid = reservation.folio.paid;
  const refund = useMutation(trpc.admin.folios.refund.mutationOptions());
  const key = useRef<string | null>(null);
  const { form, containerRef, message, onSubmit, failed, clear } = useSchemaForm({
    initialValues: { amount: "", reason: "" },
    fields: ["amount", "reason"],
    rules: (values): FieldErrors => {
      const errors: FieldErrors = {};
      const amount = dollarsToCents(values.amount);
      if (amount === null || amount < 1) errors.amount = AMOUNT_HELP;
      else if (amount > paid) errors.amount = `This stay paid ${formatUsd(paid)}: refund at most that.`;
      if (!values.reason.trim()) errors.reason = "Say why.";
      return errors;
    },
    onValuesChange: () => {
      key.current = null;
    },
  });
  const amount = dollarsToCents(form.values.amount);

  const send = () => {
    if (amount === null) return;
    clear();
    key.current ??= crypto.randomUUID();
    refund.mutate(
      {
        reservationId: reservation.reservationId,
        idempotencyKey: key.current,
        amount,
        reason: form.values.reason.trim(),
      },
      {
        onSuccess: () => {
          key.current = null;
          onDone(`${formatUsd(amount)} refunded, newest payment first.`);
        },
        onError: failed,
      },
    );
  };

  return (
    <form ref={containerRef} onSubmit={onSubmit(send)} noValidate aria-label="Refund">
      <Stack gap="sm">
        <FormAlert message={message} />
        <DeskMoney form={form} path="amount" label="Refund (dollars)" />
        <DeskText form={form} path="reason" label="Reason" maxLength={500} />
        <div>
          <Button className={own.tap} type="submit" size="md" variant="default" loading={refund.isPending}>
            {amount !== null && amount > 0 ? `Refund ${formatUsd(amount)}` : "Refund"}
          </Button>
        </div>
      </Stack>
    </form>
  );
}

/**
 * A store item or a service charged to the site, or an adjustment either way (`admin.folios.addLine`), always with
 * its reason. An adjustment may credit: a negative amount.
 */
export function FolioLineForm({ reservation, onDone }: ReservationFormProps) {
  const trpc = useTRPC();
  const add = useMutation(trpc.admin.folios.addLine.mutationOptions());
  const { form, containerRef, message, onSubmit, failed, clear } = useSchemaForm({
    initialValues: { kind: "CHARGE" as "CHARGE" | "ADJUSTMENT", description: "", amount: "", reason: "" },
    fields: ["kind", "description", "amount", "reason"],
    rules: (values): FieldErrors => {
      const errors: FieldErrors = {};
      const negative = values.amount.trim().startsWith("-");
      const cents = dollarsToCents(values.amount.replace(/^\s*-/, ""));
      if (!values.description.trim()) errors.description = "Say what it is.";
      if (cents === null || cents < 1) errors.amount = AMOUNT_HELP;
      else if (negative && values.kind === "CHARGE") {
        errors.amount = "A charge is more than $0.00; a credit is an adjustment.";
      }
      if (!values.reason.trim()) errors.reason = "Say why.";
      return errors;
    },
  });
  const negative = form.values.amount.trim().startsWith("-");
  const cents = dollarsToCents(form.values.amount.replace(/^\s*-/, ""));
  const amount = cents === null ? null : negative ? -cents : cents;

  const send = () => {
    if (amount === null) return;
    clear();
    add.mutate(
      {
        reservationId: reservation.reservationId,
        kind: form.values.kind,
        description: form.values.description.trim(),
        amount,
        reason: form.values.reason.trim(),
      },
      {
        onSuccess: () => {
          onDone(`${form.values.description.trim()}: ${formatUsd(amount)} on the folio.`);
          form.reset();
        },
        onError: failed,
      },
    );
  };

  return (
    <form ref={containerRef} onSubmit={onSubmit(send)} noValidate aria-label="Add to the folio">
      <Stack gap="sm">
        <FormAlert message={message} />
        <Radio.Group label="What it is" {...form.getInputProps("kind")}>
          <Stack gap="xs" mt="xs">
            <Radio value="CHARGE" label="A charge to the site (store item, service)" />
            <Radio value="ADJUSTMENT" label="An adjustment (a correction; negative credits the guest)" />
          </Stack>
        </Radio.Group>
        <DeskText form={form} path="description" label="Description" maxLength={200} />
        <DeskMoney form={form} path="amount" label="Amount (dollars)" />
        <DeskText form={form} path="reason" label="Reason" maxLength={500} />
        <div>
          <Button className={own.tap} type="submit" size="md" variant="default" loading={add.isPending}>
            {amount !== null && amount !== 0 ? `Add ${formatUsd(amount)} to the folio` : "Add to the folio"}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
