"use client";

import dynamic from "next/dynamic";
import type { RefObject } from "react";
import type { StripeConfirmation, StripeConfirmer } from "./stripe-payment-fields";

/**
 * Stripe.js and the Payment Element load as their own chunk, only on a page where Stripe takes the payment: the
 * test gateway's pages never fetch them (their first-load budget stays as it was).
 */
export const LazyStripePaymentFields = dynamic(
  () => import("./stripe-payment-fields").then((module) => module.StripePaymentFields),
  { ssr: false, loading: () => <p>Loading the card form…</p> },
);

const NOT_READY: StripeConfirmation = {
  paymentIntentId: null,
  error: "The card form is still loading. Please try again in a moment.",
};

/** Confirms an intent with the card in the mounted Payment Element; the return address is this page. */
export const confirmWith =
  (confirmRef: RefObject<StripeConfirmer | null>) =>
  (clientSecret: string): Promise<StripeConfirmation> =>
    confirmRef.current
      ? confirmRef.current({ clientSecret, returnUrl: window.location.href })
      : Promise.resolve(NOT_READY);
