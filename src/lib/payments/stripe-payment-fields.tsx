"use client";

import { Text } from "@mantine/core";
import { Elements, PaymentElement, useElements, useStripe } from "@stripe/react-stripe-js";
import { loadStripe, type Stripe, type StripeElements } from "@stripe/stripe-js";
import { type RefObject, useEffect, useMemo } from "react";

/** What confirming with Stripe came to: the intent that succeeded, or the words to show at the card form. */
export type StripeConfirmation =
  | { paymentIntentId: string; error: null }
  | { paymentIntentId: null; error: string };

/** Confirms the intent `startPayment` made with the card in the Payment Element (decision 0053). */
export type StripeConfirmer = (intent: {
  clientSecret: string;
  returnUrl: string;
}) => Promise<StripeConfirmation>;

/**
 * Step two in the browser: the Payment Element's fields are checked, then Stripe confirms the intent with the card
 * (3-D Secure in Stripe's own dialog; cards never redirect). No card number passes through Lantern.
 */
export async function confirmStripePayment(
  stripe: Pick<Stripe, "confirmPayment">,
  elements: Pick<StripeElements, "submit">,
  intent: { clientSecret: string; returnUrl: string },
): Promise<StripeConfirmation> {
  const submitted = await elements.submit();
  if (submitted.error) {
    return { paymentIntentId: null, error: submitted.error.message ?? "Check your card details." };
  }
  const result = await stripe.confirmPayment({
    elements: elements as StripeElements,
    clientSecret: intent.clientSecret,
    confirmParams: { return_url: intent.returnUrl },
    redirect: "if_required",
  });
  if (result.error) {
    return { paymentIntentId: null, error: result.error.message ?? "Your payment did not go through." };
  }
  // Taken, and the bank still confirming: the server is told, and books (or records) it once Stripe says succeeded.
  if (result.paymentIntent.status !== "succeeded" && result.paymentIntent.status !== "processing") {
    return {
      paymentIntentId: null,
      error: "Your bank has not confirmed this payment yet. Please try again.",
    };
  }
  return { paymentIntentId: result.paymentIntent.id, error: null };
}

function ConfirmerOf({ confirmRef }: { confirmRef: RefObject<StripeConfirmer | null> }) {
  const stripe = useStripe();
  const elements = useElements();
  useEffect(() => {
    confirmRef.current =
      stripe && elements
        ? (intent) => confirmStripePayment(stripe, elements, intent)
        : async () => ({ paymentIntentId: null, error: "The card form is still loading. Please try again." });
  }, [stripe, elements, confirmRef]);
  return null;
}

/**
 * Stripe's Payment Element for checkout when Stripe is the gateway: created before the intent exists (Stripe's
 * deferred intent), for the amount due now and, with a deposit, a card saved for the balance — the same terms
 * `startPayment` gives the intent. `stripe` may be given (a test's stub); else Stripe.js is loaded with the key.
 */
export function StripePaymentFields({
  publishableKey,
  stripe,
  amountCents,
  saveCard,
  mode = "payment",
  confirmRef,
  error,
}: {
  publishableKey: string;
  stripe?: Stripe | Promise<Stripe | null>;
  amountCents: number;
  saveCard: boolean;
  /** `subscription`: the first invoice of a subscription (Rewards), whose card Stripe keeps for the renewals. */
  mode?: "payment" | "subscription";
  confirmRef: RefObject<StripeConfirmer | null>;
  error?: string;
}) {
  const stripePromise = useMemo(() => stripe ?? loadStripe(publishableKey), [stripe, publishableKey]);
  return (
    <div>
      <Elements
        stripe={stripePromise}
        options={{
          mode,
          amount: amountCents,
          currency: "usd",
          allowedPaymentMethodTypes: ["card"],
          ...(saveCard && mode === "payment" && { setupFutureUsage: "off_session" as const }),
        }}
      >
        <PaymentElement options={{ layout: "tabs" }} />
        <ConfirmerOf confirmRef={confirmRef} />
      </Elements>
      {saveCard && (
        <Text size="sm" c="dimmed" mt="xs">
          Your card is saved with Stripe for the balance on its due date.
        </Text>
      )}
      {error && (
        <Text size="sm" c="red.8" mt="xs" role="alert" id="payment-error">
          {error}
        </Text>
      )}
    </div>
  );
}
