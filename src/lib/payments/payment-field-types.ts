import type { ComponentType } from "react";
import type { FieldErrors } from "@/lib/trpc/form-errors";
import type { PaymentInput } from "./payment.schemas";

export type PaymentDraft = Record<string, string>;

export type PaymentFieldsProps = {
  value: PaymentDraft;
  onChange: (next: PaymentDraft) => void;
  /** Problems keyed by the field's dotted path (`payment.cardNumber`). */
  errors: FieldErrors;
  disabled?: boolean;
  /** The built-in test gateway takes the payments: the test cards may be listed (never with a real gateway). */
  demoPayments?: boolean;
};

/**
 * How one payment gateway takes the card in the browser: its own fields (a hosted component for a real gateway),
 * and how their values become the `payment` input of placeOrder. Checkout knows only this shape.
 */
export type PaymentFields = {
  Fields: ComponentType<PaymentFieldsProps>;
  initialValue: PaymentDraft;
  toPayment: (
    value: PaymentDraft,
    now: Date,
  ) => { payment: PaymentInput; errors: null } | { payment: null; errors: FieldErrors };
  /** The field that shows a server error about `path` (the gateway may take one input as several values). */
  fieldFor: (path: string) => string;
};

/**
 * How a page takes a card: the server's gateway, whether its test cards may be listed, and Stripe's publishable key
 * when Stripe takes the payments (its Payment Element). Given by the server page (`paymentFormSettings()`).
 */
export type PaymentFormSettings = {
  gateway: string;
  demoPayments: boolean;
  stripePublishableKey: string | null;
};
