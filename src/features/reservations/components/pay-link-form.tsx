"use client";

import { Alert, Button } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useRef, useState } from "react";
import { formatStayWithYear } from "@/lib/date-format";
import { formatUsd } from "@/lib/money";
import { confirmWith, LazyStripePaymentFields } from "@/lib/payments/lazy-stripe-payment-fields";
import {
  nextAttempt,
  type PaymentAttempt,
  payOnce,
  payWithCard,
  payWithStripe,
} from "@/lib/payments/pay-once";
import { paymentFieldsFor } from "@/lib/payments/payment-fields";
import type { StripeConfirmer } from "@/lib/payments/stripe-payment-fields";
import { type FieldErrors, formErrorOf } from "@/lib/trpc/form-errors";
import { useTRPC } from "@/lib/trpc/react";
import { FormAlert } from "@/lib/ui/form-alert";
import type { PayLinkView } from "../pay-links.service";
import styles from "./pay-link.module.css";

const CLOSED: Record<Exclude<PayLinkView["status"], "OWING">, string> = {
  PAID: "This stay owes nothing: there is nothing to pay. Thank you!",
  EXPIRED: "This pay link has expired with the stay.",
  CANCELLED: "This reservation is cancelled: there is nothing to pay.",
};

/**
 * `/pay/<token>` (domain.md "Money"): what the stay owes and one button to pay it, through the gateway's own card
 * form — Stripe's Payment Element when Stripe is on, so no card number reaches Lantern.
 */
export function PayLinkForm({
  token,
  view,
  gateway,
  demoPayments,
  stripePublishableKey,
}: {
  token: string;
  view: PayLinkView;
  gateway: string;
  demoPayments: boolean;
  stripePublishableKey: string | null;
}) {
  const trpc = useTRPC();
  const stripeKey = gateway === "stripe" ? stripePublishableKey : null;
  const paymentFields = stripeKey ? null : paymentFieldsFor(gateway);
  const [card, setCard] = useState(paymentFields?.initialValue ?? {});
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [paying, setPaying] = useState(false);
  const [paid, setPaid] = useState<{ paid: number; balance: number } | null>(null);
  const confirmRef = useRef<StripeConfirmer | null>(null);
  const attempt = useRef<PaymentAttempt | null>(null);
  const start = useMutation(trpc.booking.pay.start.mutationOptions());
  const complete = useMutation(trpc.booking.pay.complete.mutationOptions());

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (paying) return;
    const parsed = paymentFields?.toPayment(card, new Date());
    setMessage(null);
    setErrors(parsed?.errors ?? {});
    if (parsed && !parsed.payment) return;
    const body = JSON.stringify(parsed?.payment ?? null);
    // The same card after an unknown outcome is the same payment; anything else is a new one.
    const current = nextAttempt(attempt.current, body, () => crypto.randomUUID());
    attempt.current = current;
    const ids = { token, idempotencyKey: current.key };
    setPaying(true);
    payOnce(current, {
      start: () => start.mutateAsync(ids),
      pay: parsed?.payment
        ? payWithCard(parsed.payment)
        : (started) => payWithStripe(started, confirmWith(confirmRef)),
      finish: (payment) => complete.mutateAsync({ ...ids, payment }),
    })
      .then((result) => (result.done ? setPaid(result.done) : setMessage(result.refused)))
      .catch((error: unknown) => {
        const problem = formErrorOf(error);
        // No answer, or the server failed: the payment may have been taken, so a retry keeps the key.
        current.outcomeUnknown =
          problem.code === null ||
          problem.code === "INTERNAL_SERVER_ERROR" ||
          problem.code === "TOO_MANY_REQUESTS" ||
          problem.stillProcessing === true;
        const fields = Object.entries(problem.fields);
        setErrors(
          Object.fromEntries(fields.map(([path, text]) => [paymentFields?.fieldFor(path) ?? path, text])),
        );
        setMessage(problem.message ?? fields[0]?.[1] ?? null);
      })
      .finally(() => setPaying(false));
  };

  const PaymentFields = paymentFields?.Fields;
  return (
    <div className={styles.layout}>
      <section className={styles.stay} aria-labelledby="pay-stay">
        <h2 id="pay-stay" className={styles.heading}>
          {view.campsiteTypeName}, site {view.campsiteName}
        </h2>
        <p>
          {view.park.name} · {formatStayWithYear(view.arrival, view.departure)}
        </p>
        <dl className={styles.figures}>
          <dt>Booking</dt>
          <dd>{view.orderConfirmation}</dd>
          <dt>Paid so far</dt>
          <dd>{formatUsd(paid?.paid ?? view.paid)}</dd>
          <dt>Balance due</dt>
          <dd className={styles.due}>{formatUsd(paid ? paid.balance : view.balance)}</dd>
        </dl>
      </section>
      {paid ? (
        <Alert color="green" title="Thank you, your balance is paid" role="status">
          We took {formatUsd(view.balance)}. Your booking {view.orderConfirmation} is paid in full; see you at{" "}
          {view.park.name}!
        </Alert>
      ) : view.status !== "OWING" ? (
        <Alert color={view.status === "PAID" ? "green" : "orange"} title="Nothing to pay here" role="status">
          {CLOSED[view.status]}
          {view.status === "EXPIRED" &&
            ` Please call ${view.park.name} at ${view.park.phone ?? "the office"}.`}
        </Alert>
      ) : (
        <form onSubmit={onSubmit} noValidate className={styles.form} aria-label="Pay your balance">
          <h2 className={styles.heading}>Pay by card</h2>
          {PaymentFields ? (
            <PaymentFields
              value={card}
              onChange={setCard}
              errors={errors}
              disabled={paying}
              demoPayments={demoPayments}
            />
          ) : (
            stripeKey && (
              <LazyStripePaymentFields
                publishableKey={stripeKey}
                amountCents={view.balance}
                saveCard={false}
                confirmRef={confirmRef}
              />
            )
          )}
          <FormAlert message={message} title="Your payment did not go through" />
          <Button type="submit" size="lg" fullWidth loading={paying}>
            Pay {formatUsd(view.balance)}
          </Button>
        </form>
      )}
    </div>
  );
}
