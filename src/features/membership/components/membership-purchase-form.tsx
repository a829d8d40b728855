"use client";

import { Button, Checkbox } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useRef, useState } from "react";
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
import { formErrorOf } from "@/lib/trpc/form-errors";
import { useTRPC } from "@/lib/trpc/react";
import { FormAlert } from "@/lib/ui/form-alert";
import { useFocusFirstInvalid } from "@/lib/use-focus-first-invalid";
import { MEMBERSHIP_PRICE_CENTS } from "../member-discount";
import type { MembershipSummary } from "../membership-status";
import styles from "./rewards-join.module.css";

/** Problems by field path: the gateway's `payment.*` fields and `acceptedTerms`. */
type Errors = Record<string, string>;

const PRICE = formatUsd(MEMBERSHIP_PRICE_CENTS);
export const RENEWAL_CONSENT = `I agree that my membership renews automatically every year at ${PRICE} until I cancel; I can cancel online at any time.`;
const TERMS_ERROR = "Tick the box to agree to the yearly renewal, or you cannot join";
const STILL_CONFIRMING =
  "Your payment is on its way: Stripe is still confirming it. We will e-mail you as soon as your membership starts.";

/**
 * Joining Rewards: the renewal terms in plain words right above an unticked consent box (New York's
 * auto-renewal law), the card, and one button that says what it charges. Paid in the two steps of every payment
 * (decision 0055): `startSubscription`, the gateway's own card form (Stripe's Payment Element pays the
 * subscription's first invoice), then `purchase`.
 */
export function MembershipPurchaseForm({
  gateway,
  demoPayments,
  stripePublishableKey,
  onJoined,
}: {
  /** The payment gateway the server uses; its own card fields take the card (as at checkout). */
  gateway: string;
  /** The test gateway is active: its test cards are listed. */
  demoPayments: boolean;
  stripePublishableKey: string | null;
  onJoined: (membership: MembershipSummary) => void;
}) {
  const stripeKey = gateway === "stripe" ? stripePublishableKey : null;
  const paymentFields = stripeKey ? null : paymentFieldsFor(gateway);
  const [card, setCard] = useState(paymentFields?.initialValue ?? {});
  const trpc = useTRPC();
  const start = useMutation(trpc.booking.membership.startSubscription.mutationOptions());
  const purchase = useMutation(trpc.booking.membership.purchase.mutationOptions());
  const [paying, setPaying] = useState(false);
  const [accepted, setAccepted] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [message, setMessage] = useState<string | null>(null);
  const confirmRef = useRef<StripeConfirmer | null>(null);
  const attempt = useRef<PaymentAttempt | null>(null);
  const { containerRef, focusFirstInvalid } = useFocusFirstInvalid();

  const showProblem = (error: unknown) => {
    const problem = formErrorOf(error);
    const fields: Errors = {};
    for (const [path, text] of Object.entries(problem.fields)) {
      // A decline names the payment as a whole: it belongs at the card number.
      const field =
        path === "acceptedTerms" || !paymentFields
          ? path
          : paymentFields.fieldFor(path === "payment" ? "payment.cardNumber" : path);
      fields[field] ??= text;
    }
    setErrors(fields);
    setMessage(problem.message);
    focusFirstInvalid();
    return problem;
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (paying) return;
    const read = paymentFields?.toPayment(card, new Date());
    const problems: Errors = { ...(read?.errors ?? {}) };
    if (!accepted) problems.acceptedTerms = TERMS_ERROR;
    setMessage(null);
    setErrors(problems);
    if ((read && !read.payment) || !accepted) {
      focusFirstInvalid();
      return;
    }
    const body = JSON.stringify(read?.payment ?? null);
    // A card Stripe refused leaves the same subscription to pay; once paid, a retry only finishes.
    const current = nextAttempt(attempt.current, body, () => crypto.randomUUID());
    attempt.current = current;
    setPaying(true);
    payOnce(current, {
      start: () => start.mutateAsync({ acceptedTerms: true }),
      pay: read?.payment
        ? payWithCard(read.payment)
        : (started) => payWithStripe(started, confirmWith(confirmRef)),
      finish: (payment) => purchase.mutateAsync({ payment, acceptedTerms: true }),
    })
      .then((result) => {
        if (!result.done) {
          setMessage(result.refused);
          focusFirstInvalid();
        } else if (result.done.status === "active") onJoined(result.done);
        else setMessage(STILL_CONFIRMING);
      })
      .catch((error: unknown) => {
        const problem = showProblem(error);
        current.outcomeUnknown =
          problem.code === null ||
          problem.code === "INTERNAL_SERVER_ERROR" ||
          problem.stillProcessing === true;
      })
      .finally(() => setPaying(false));
  };

  return (
    <form
      method="post"
      ref={containerRef}
      onSubmit={onSubmit}
      noValidate
      className={styles.form}
      aria-labelledby="join-rewards-title"
    >
      <h3 id="join-rewards-title" className={styles.formTitle}>
        Join Lantern Rewards
      </h3>
      <FormAlert message={message} title="You have not joined yet" />
      <fieldset className={styles.card} disabled={paying}>
        <legend className={styles.cardLegend}>Card details</legend>
        {paymentFields ? (
          <paymentFields.Fields
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
              amountCents={MEMBERSHIP_PRICE_CENTS}
              saveCard={false}
              mode="subscription"
              confirmRef={confirmRef}
            />
          )
        )}
      </fieldset>
      <div className={styles.terms}>
        <p className={styles.termsText} id="rewards-renewal-terms">
          <strong>{PRICE} a year, renewing automatically.</strong> Today we charge {PRICE} for one year. Each
          year on the same date we charge the same card {PRICE} again until you cancel. Cancel online at any
          time in your account: you keep the discount to the end of the year you paid for, and you are not
          charged again.
        </p>
        <Checkbox
          name="acceptedTerms"
          checked={accepted}
          onChange={(event) => setAccepted(event.currentTarget.checked)}
          label={RENEWAL_CONSENT}
          error={errors.acceptedTerms}
          aria-invalid={errors.acceptedTerms ? true : undefined}
          aria-describedby="rewards-renewal-terms"
        />
      </div>
      <Button type="submit" size="md" loading={paying} fullWidth className={styles.submit}>
        Join Rewards for {PRICE}
      </Button>
    </form>
  );
}
