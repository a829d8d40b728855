import { describe, expect, it } from "vitest";
import {
  nextAttempt,
  type PaymentAttempt,
  type PaymentSteps,
  payOnce,
  payWithStripe,
  type StartedPayment,
} from "./pay-once";

const fresh = (): PaymentAttempt => ({ key: "key-00000001", body: "{}", outcomeUnknown: false, paid: null });
const intent: StartedPayment = {
  gateway: "stripe",
  amount: 5000,
  paymentIntentId: "pi_1",
  clientSecret: "pi_1_secret_x",
};
const confirmed = (id: string) => async () => ({ paymentIntentId: id, error: null });

/** The steps of paying with Stripe, answering as told and keeping what was asked. */
function stripeSteps(answers: {
  started?: StartedPayment;
  confirm?: Parameters<typeof payWithStripe>[1];
  finish?: () => Promise<string>;
}) {
  const calls: string[] = [];
  const finished: unknown[] = [];
  const steps: PaymentSteps<string> = {
    start: async () => {
      calls.push("start");
      return answers.started ?? intent;
    },
    pay: (started) =>
      payWithStripe(started, (secret) => {
        calls.push(`confirm ${secret}`);
        return (answers.confirm ?? confirmed("pi_1"))(secret);
      }),
    finish: async (payment) => {
      calls.push("finish");
      finished.push(payment);
      return (answers.finish ?? (async () => "LNT-1"))();
    },
  };
  return { steps, calls, finished };
}

describe("payOnce with Stripe", () => {
  it("starts the payment, confirms it with Stripe, then finishes with the intent", async () => {
    const { steps, calls, finished } = stripeSteps({});
    expect(await payOnce(fresh(), steps)).toEqual({ done: "LNT-1", refused: null });
    expect(calls).toEqual(["start", "confirm pi_1_secret_x", "finish"]);
    expect(finished).toEqual([{ gateway: "stripe", paymentIntentId: "pi_1" }]);
  });

  it("finishes nothing when Stripe refuses the card, and keeps the key so the same intent is paid again", async () => {
    const attempt = fresh();
    const { steps, calls } = stripeSteps({
      confirm: async () => ({ paymentIntentId: null, error: "Your card was declined." }),
    });
    expect(await payOnce(attempt, steps)).toEqual({ done: null, refused: "Your card was declined." });
    expect(calls).not.toContain("finish");
    expect(attempt).toMatchObject({ outcomeUnknown: true, paid: null });
  });

  it("does not pay twice: after a payment whose last call failed, a retry only finishes", async () => {
    const attempt = fresh();
    const failing = stripeSteps({
      finish: async () => {
        throw new Error("network");
      },
    });
    await expect(payOnce(attempt, failing.steps)).rejects.toThrow("network");
    expect(attempt.paid).toEqual({ gateway: "stripe", paymentIntentId: "pi_1" });

    const retry = stripeSteps({});
    await payOnce(attempt, retry.steps);
    expect(retry.calls).toEqual(["finish"]);
    expect(retry.finished).toEqual([{ gateway: "stripe", paymentIntentId: "pi_1" }]);
  });

  it("finishes without a payment when nothing is due now", async () => {
    const { steps, calls, finished } = stripeSteps({
      started: { gateway: "stripe", amount: 0, paymentIntentId: null, clientSecret: null },
    });
    await payOnce(fresh(), steps);
    expect(calls).toEqual(["start", "finish"]);
    expect(finished).toEqual([{ gateway: "stripe", paymentIntentId: null }]);
  });
});

describe("the attempt of a submission (nextAttempt)", () => {
  const fresh = () => "new-key";
  const body = JSON.stringify({ cart: "c", total: 10_000 });
  const paid = { gateway: "stripe", paymentIntentId: "pi_paid" } as const;

  it("is the last one again, with what it paid, for the same form after an outcome that is not final", () => {
    const again = nextAttempt({ key: "old-key", body, outcomeUnknown: true, paid }, body, fresh);
    expect(again).toEqual({ key: "old-key", body, outcomeUnknown: false, paid });
  });

  it("is a new one after a definite answer, or when the form changed", () => {
    expect(nextAttempt(null, body, fresh).key).toBe("new-key");
    expect(nextAttempt({ key: "old-key", body, outcomeUnknown: false, paid }, body, fresh)).toEqual({
      key: "new-key",
      body,
      outcomeUnknown: false,
      paid: null,
    });
    expect(
      nextAttempt({ key: "old-key", body: `${body} `, outcomeUnknown: true, paid }, body, fresh).key,
    ).toBe("new-key");
  });
});
