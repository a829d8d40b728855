import { MantineProvider } from "@mantine/core";
import type { Stripe, StripeElements } from "@stripe/stripe-js";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { confirmStripePayment, type StripeConfirmer, StripePaymentFields } from "./stripe-payment-fields";

const intent = { clientSecret: "pi_123_secret_abc", returnUrl: "https://book.example/checkout" };

/** Stripe.js as the Payment Element uses it, stubbed: the Payment Element cannot load offline (issue 32). */
function stubStripe(answer: unknown) {
  const element = { mount: vi.fn(), on: vi.fn(), off: vi.fn(), destroy: vi.fn(), update: vi.fn() };
  const elements = {
    submit: vi.fn(async () => ({})),
    create: vi.fn(() => element),
    getElement: vi.fn(() => null),
    update: vi.fn(),
    on: vi.fn(),
  };
  const stripe = {
    elements: vi.fn(() => elements),
    confirmPayment: vi.fn(async () => answer),
    createToken: vi.fn(),
    createPaymentMethod: vi.fn(),
    confirmCardPayment: vi.fn(),
    registerAppInfo: vi.fn(),
  };
  return { stripe, elements };
}

describe("the Stripe card form (Payment Element)", () => {
  it("confirms the server's intent with the card, asking Stripe to redirect only if the card needs it", async () => {
    const { stripe, elements } = stubStripe({
      paymentIntent: { id: "pi_123", status: "succeeded" },
    });
    const result = await confirmStripePayment(
      stripe as unknown as Stripe,
      elements as unknown as StripeElements,
      intent,
    );
    expect(result).toEqual({ paymentIntentId: "pi_123", error: null });
    expect(elements.submit).toHaveBeenCalledOnce();
    expect(stripe.confirmPayment).toHaveBeenCalledWith({
      elements,
      clientSecret: intent.clientSecret,
      confirmParams: { return_url: intent.returnUrl },
      redirect: "if_required",
    });
  });

  it("stops at the card form's own problems, before anything is confirmed", async () => {
    const { stripe, elements } = stubStripe({});
    elements.submit.mockResolvedValueOnce({ error: { message: "Your card number is incomplete." } } as never);
    const result = await confirmStripePayment(
      stripe as unknown as Stripe,
      elements as unknown as StripeElements,
      intent,
    );
    expect(result).toEqual({ paymentIntentId: null, error: "Your card number is incomplete." });
    expect(stripe.confirmPayment).not.toHaveBeenCalled();
  });

  it("says what the bank said when the card is declined", async () => {
    const { stripe, elements } = stubStripe({
      error: { type: "card_error", message: "Your card was declined." },
    });
    const result = await confirmStripePayment(
      stripe as unknown as Stripe,
      elements as unknown as StripeElements,
      intent,
    );
    expect(result).toEqual({ paymentIntentId: null, error: "Your card was declined." });
  });

  it("renders Stripe's element for the amount due now, saving the card only with a deposit", () => {
    const { stripe } = stubStripe({});
    const confirmRef = { current: null as StripeConfirmer | null };
    const render = (saveCard: boolean) =>
      renderToString(
        createElement(
          MantineProvider,
          null,
          createElement(StripePaymentFields, {
            publishableKey: "pk_test_lantern",
            stripe: stripe as unknown as Stripe,
            amountCents: 4_500,
            saveCard,
            confirmRef,
            error: "Your card was declined.",
          }),
        ),
      );
    const withDeposit = render(true);
    expect(withDeposit).toContain("saved with Stripe for the balance");
    expect(withDeposit).toContain('role="alert"');
    expect(stripe.elements).toHaveBeenCalledWith(
      expect.objectContaining({
        mode: "payment",
        amount: 4_500,
        currency: "usd",
        allowedPaymentMethodTypes: ["card"],
        setupFutureUsage: "off_session",
      }),
    );
    expect(render(false)).not.toContain("saved with Stripe");
    expect(stripe.elements).toHaveBeenLastCalledWith(
      expect.not.objectContaining({ setupFutureUsage: "off_session" }),
    );
  });
});
