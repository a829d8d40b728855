"use client";

import { useMutation } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { confirmWith, LazyStripePaymentFields } from "@/lib/payments/lazy-stripe-payment-fields";
import {
  nextAttempt,
  type PaymentAttempt,
  payOnce,
  payWithCard,
  payWithStripe,
} from "@/lib/payments/pay-once";
import type { PaymentInput } from "@/lib/payments/payment.schemas";
import type { PaymentFormSettings } from "@/lib/payments/payment-field-types";
import { paymentFieldsFor } from "@/lib/payments/payment-fields";
import type { StripeConfirmer } from "@/lib/payments/stripe-payment-fields";
import type { FieldErrors } from "@/lib/trpc/form-errors";
import { useTRPC } from "@/lib/trpc/react";

/**
 * A card the guest hands over at the desk, taken in the gateway's own form (decision 0055): Stripe's Payment
 * Element for the intent `admin.folios.startCardPayment` makes, or the test gateway's card fields. `pay` runs the
 * two steps of every payment; a card refused in Stripe's form keeps the same intent for the next card.
 */
export function useDeskCard(settings: PaymentFormSettings, reservationId: string) {
  const trpc = useTRPC();
  const stripeKey = settings.gateway === "stripe" ? settings.stripePublishableKey : null;
  const paymentFields = stripeKey ? null : paymentFieldsFor(settings.gateway);
  const [card, setCard] = useState(paymentFields?.initialValue ?? {});
  const [errors, setErrors] = useState<FieldErrors>({});
  const confirmRef = useRef<StripeConfirmer | null>(null);
  const attempt = useRef<PaymentAttempt | null>(null);
  const start = useMutation(trpc.admin.folios.startCardPayment.mutationOptions());

  const fields = (amountCents: number | null, disabled: boolean) =>
    paymentFields ? (
      <paymentFields.Fields
        value={card}
        onChange={setCard}
        errors={errors}
        disabled={disabled}
        demoPayments={settings.demoPayments}
      />
    ) : (
      stripeKey &&
      amountCents !== null &&
      amountCents > 0 && (
        <LazyStripePaymentFields
          publishableKey={stripeKey}
          amountCents={amountCents}
          saveCard={false}
          confirmRef={confirmRef}
        />
      )
    );

  /**
   * Pays `amountCents` under the desk's key, then `finish` records it. Null when the test gateway's fields are
   * incomplete (their errors show at the fields); else the done result or the words of a refusal.
   */
  const pay = async <Done,>(
    amountCents: number,
    key: string,
    finish: (payment: PaymentInput) => Promise<Done>,
  ): Promise<{ done: Done; refused: null } | { done: null; refused: string } | null> => {
    const read = paymentFields?.toPayment(card, new Date());
    setErrors(read?.errors ?? {});
    if (read && !read.payment) return null;
    const body = JSON.stringify({ card: read?.payment ?? null, amountCents, key });
    const current = nextAttempt(attempt.current, body, () => key);
    attempt.current = current;
    return payOnce(current, {
      start: () => start.mutateAsync({ reservationId, idempotencyKey: key, amount: amountCents }),
      pay: read?.payment
        ? payWithCard(read.payment)
        : (started) => payWithStripe(started, confirmWith(confirmRef)),
      finish,
    });
  };

  /** A lost answer: the next press is the same payment (the card may have been charged). */
  const keepForRetry = () => {
    if (attempt.current) attempt.current.outcomeUnknown = true;
  };

  return { fields, pay, keepForRetry };
}
