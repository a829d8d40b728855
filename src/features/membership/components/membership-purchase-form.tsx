"use client";

import { Button, Checkbox } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { formatUsd } from "@/lib/money";
import { paymentFieldsFor } from "@/lib/payments/payment-fields";
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

/**
 * Joining Rewards: the renewal terms in plain words right above an unticked consent box (New York's
 * auto-renewal law), the card, and one button that says what it charges.
 */
export function MembershipPurchaseForm({
  gateway,
  demoPayments,
  onJoined,
}: {
  /** The payment gateway the server uses; its own card fields take the card (as at checkout). */
  gateway: string;
  /** The test gateway is active: its test cards are listed. */
  demoPayments: boolean;
  onJoined: (membership: MembershipSummary) => void;
}) {
  const paymentFields = paymentFieldsFor(gateway);
  const [card, setCard] = useState(paymentFields.initialValue);
  const trpc = useTRPC();
  const purchase = useMutation(trpc.booking.membership.purchase.mutationOptions());
  const [accepted, setAccepted] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [message, setMessage] = useState<string | null>(null);
  const { containerRef, focusFirstInvalid } = useFocusFirstInvalid();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const read = paymentFields.toPayment(card, new Date());
    const problems: Errors = { ...(read.errors ?? {}) };
    if (!accepted) problems.acceptedTerms = TERMS_ERROR;
    setMessage(null);
    setErrors(problems);
    if (!read.payment || !accepted) {
      focusFirstInvalid();
      return;
    }
    purchase.mutate(
      { payment: read.payment, acceptedTerms: true },
      {
        onSuccess: onJoined,
        onError: (error) => {
          const problem = formErrorOf(error);
          const fields: Errors = {};
          for (const [path, text] of Object.entries(problem.fields)) {
            // A decline names the payment as a whole: it belongs at the card number.
            const field =
              path === "acceptedTerms"
                ? path
                : paymentFields.fieldFor(path === "payment" ? "payment.cardNumber" : path);
            fields[field] ??= text;
          }
          setErrors(fields);
          setMessage(problem.message);
          focusFirstInvalid();
        },
      },
    );
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
      <fieldset className={styles.card} disabled={purchase.isPending}>
        <legend className={styles.cardLegend}>Card details</legend>
        <paymentFields.Fields
          value={card}
          onChange={setCard}
          errors={errors}
          disabled={purchase.isPending}
          demoPayments={demoPayments}
        />
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
      <Button type="submit" size="md" loading={purchase.isPending} fullWidth className={styles.submit}>
        Join Rewards for {PRICE}
      </Button>
    </form>
  );
}
