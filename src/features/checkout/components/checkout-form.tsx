"use client";

import { Alert, Button } from "@mantine/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from "react";
import { useSession } from "@/features/authentication/use-session";
import type { Cart } from "@/features/cart/cart.schemas";
import { beginCheckoutEvent, purchaseEvent } from "@/features/cart/cart-analytics";
import { HoldTimer, hasExpiredHold, useNow } from "@/features/cart/components/hold-timer";
import { pushDataLayer } from "@/features/shell/analytics-events";
import { formatUsd } from "@/lib/money";
import { DANGER_COLOR } from "@/lib/theme";
import { useTRPC } from "@/lib/trpc/react";
import {
  type Attempt,
  attemptBody,
  attemptKey,
  EMPTY_GUEST,
  type FieldErrors,
  type GuestDraft,
  parseGuest,
  parseTripDetails,
  prefillGuest,
  type TripDetailsDraft,
  tripDetailsDraftFor,
  WAIVERS_NOT_ACCEPTED,
} from "../checkout-form";
import { type PlaceOrderProblem, placeOrderProblem } from "../place-order-error";
import styles from "./checkout-form.module.css";
import { GuestDetailsFields } from "./guest-details-fields";
import { OrderReview } from "./order-review";
import { paymentFieldsFor } from "./payment/payment-fields";
import { TripDetailsFields } from "./trip-details-fields";
import { WaiverAcceptance, type WaiverLink } from "./waiver-acceptance";

function Step({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={styles.step} aria-labelledby={id}>
      <h2 id={id} className={styles.stepTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

const PROBLEM_TITLES: Record<PlaceOrderProblem["kind"], string> = {
  fields: "Your booking was not placed",
  declined: "Your payment did not go through",
  cart: "Your cart has changed",
  "rate-limited": "Too many attempts",
  "unknown-outcome": "We could not finish your booking",
  other: "Your booking was not placed",
};

function ProblemAlert({
  problem,
  alertRef,
}: {
  problem: PlaceOrderProblem;
  alertRef: React.Ref<HTMLDivElement>;
}) {
  return (
    <Alert
      ref={alertRef}
      tabIndex={-1}
      color={DANGER_COLOR}
      title={PROBLEM_TITLES[problem.kind]}
      role="alert"
      mb="md"
    >
      <p className={styles.alertText}>{problem.message}</p>
      {problem.kind === "declined" && (
        <p className={styles.alertText}>Nothing was booked and your card was not charged.</p>
      )}
      {problem.kind === "cart" && (
        <p className={styles.alertText}>
          <Link href="/cart">Review your cart</Link> to see what changed, then check out again.
        </p>
      )}
    </Alert>
  );
}

/** Shown by the Pay button once a hold has run out (its own clock, so the form does not re-render every second). */
function ExpiredHoldWarning({ cart }: { cart: Cart }) {
  const now = useNow();
  if (!hasExpiredHold(cart, now)) return null;
  return (
    <Alert color="orange" mb="md">
      Some of your holds have expired. Press “Hold again” at the top of the page before you pay.
    </Alert>
  );
}

/** The first field with a problem in reading order, focused (WCAG 3.3.1). */
function focusFirstInvalid(form: HTMLFormElement | null, errors: FieldErrors) {
  if (!form) return;
  const first = [...form.elements].find(
    (element): element is HTMLElement =>
      element instanceof HTMLElement && "name" in element && (element as HTMLInputElement).name in errors,
  );
  first?.focus();
}

/**
 * `/checkout`: guest, trip details, waivers, payment and review on one page, checked with the contract's schemas
 * before placeOrder is asked; the server's field problems land on the same fields.
 */
export function CheckoutForm({
  cart,
  waivers,
  gateway,
  onPlaced,
}: {
  cart: Cart;
  waivers: WaiverLink[];
  gateway: string;
  onPlaced: (invoiceUuid: string) => void;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const paymentFields = paymentFieldsFor(gateway);
  const { session } = useSession();

  const [guest, setGuest] = useState<GuestDraft>(EMPTY_GUEST);
  const [trips, setTrips] = useState<Record<string, TripDetailsDraft>>({});
  const [acceptedWaivers, setAcceptedWaivers] = useState(false);
  const [payment, setPayment] = useState(paymentFields.initialValue);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<PlaceOrderProblem | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const lastAttempt = useRef<Attempt | null>(null);
  const prefilled = useRef(false);
  /** Set when new problems are shown: focus moves once they are rendered (and announced with their field). */
  const focusPending = useRef(false);
  const begun = useRef<string | null>(null);

  const placeOrder = useMutation(trpc.booking.checkout.placeOrder.mutationOptions());

  const user = session?.user;
  useEffect(() => {
    if (!user || prefilled.current) return;
    prefilled.current = true;
    setGuest((current) => prefillGuest(current, user));
  }, [user]);

  useEffect(() => {
    if (begun.current === cart.id) return;
    begun.current = cart.id;
    pushDataLayer(beginCheckoutEvent(cart));
  }, [cart]);

  useEffect(() => {
    if (problem) alertRef.current?.focus();
  }, [problem]);

  useEffect(() => {
    if (!focusPending.current) return;
    focusPending.current = false;
    focusFirstInvalid(formRef.current, errors);
  }, [errors]);

  const items = cart.parkShoppingCartsArray.flatMap((park) => park.shoppingCartItems);

  const showServerFieldErrors = (fieldErrors: Record<string, string>) => {
    const mapped: FieldErrors = {};
    for (const [path, message] of Object.entries(fieldErrors)) {
      mapped[path.startsWith("payment.") ? paymentFields.fieldFor(path) : path] ??= message;
    }
    const form = formRef.current;
    const onForm = Object.fromEntries(
      Object.entries(mapped).filter(([path]) => form?.elements.namedItem(path) != null),
    );
    const elsewhere = Object.entries(mapped).filter(([path]) => !(path in onForm));
    focusPending.current = elsewhere.length === 0;
    setErrors(onForm);
    if (elsewhere.length > 0) {
      setProblem({ kind: "other", message: elsewhere.map(([, message]) => message).join(" ") });
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (placeOrder.isPending) return;
    const parsedGuest = parseGuest(guest);
    const parsedTrips = parseTripDetails(items, trips);
    const parsedPayment = paymentFields.toPayment(payment, new Date());
    const found: FieldErrors = {
      ...parsedGuest.errors,
      ...parsedTrips.errors,
      ...(acceptedWaivers ? {} : { acceptedWaivers: WAIVERS_NOT_ACCEPTED }),
      ...(parsedPayment.errors ?? {}),
    };
    focusPending.current = true;
    setErrors(found);
    setProblem(null);
    if (Object.keys(found).length > 0 || !parsedGuest.value || !parsedPayment.payment) return;
    const input = {
      shoppingCartUuid: cart.id,
      guest: parsedGuest.value,
      tripDetails: parsedTrips.value,
      acceptedWaivers: true,
      payment: parsedPayment.payment,
      expectedTotal: cart.totals.total,
    };
    const body = attemptBody(input);
    const key = attemptKey(lastAttempt.current, body, () => crypto.randomUUID());
    lastAttempt.current = { key, body, outcomeUnknown: false };
    placeOrder.mutate(
      { ...input, idempotencyKey: key },
      {
        onSuccess: ({ invoiceUuid, orderConfirmation }) => {
          pushDataLayer(purchaseEvent(cart, orderConfirmation));
          onPlaced(invoiceUuid);
        },
        onError: (error) => {
          const sorted = placeOrderProblem(error);
          if (lastAttempt.current) lastAttempt.current.outcomeUnknown = sorted.kind === "unknown-outcome";
          if (sorted.kind === "fields") {
            showServerFieldErrors(sorted.fieldErrors);
            return;
          }
          setProblem(sorted);
          if (sorted.kind === "cart") {
            void queryClient.invalidateQueries({ queryKey: trpc.booking.cart.getCart.queryKey() });
          }
        },
      },
    );
  };

  const PaymentFields = paymentFields.Fields;
  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className={styles.form} aria-label="Checkout">
      <HoldTimer cart={cart} />
      <p className={styles.intro}>Fields marked * are required.</p>
      <Step id="step-guest" title="1. Your details">
        <GuestDetailsFields value={guest} onChange={setGuest} errors={errors} />
      </Step>
      <Step id="step-trip" title="2. Trip details">
        <TripDetailsFields
          cart={cart}
          drafts={trips}
          draftFor={tripDetailsDraftFor}
          onChange={(id, next) => setTrips((current) => ({ ...current, [id]: next }))}
          errors={errors}
        />
      </Step>
      <Step id="step-waivers" title="3. Waivers">
        <WaiverAcceptance
          waivers={waivers}
          checked={acceptedWaivers}
          onChange={setAcceptedWaivers}
          errors={errors}
        />
      </Step>
      <Step id="step-payment" title="4. Payment">
        <PaymentFields
          value={payment}
          onChange={setPayment}
          errors={errors}
          disabled={placeOrder.isPending}
        />
      </Step>
      <Step id="step-review" title="5. Review and pay">
        <OrderReview cart={cart} />
        <div className={styles.pay}>
          {problem && <ProblemAlert problem={problem} alertRef={alertRef} />}
          {!problem && <ExpiredHoldWarning cart={cart} />}
          <Button type="submit" size="lg" fullWidth loading={placeOrder.isPending}>
            Pay {formatUsd(cart.totals.total)} and book
          </Button>
          <p className={styles.payNote}>
            Your card is charged {formatUsd(cart.totals.total)} when you press Pay. Each park&apos;s
            cancellation policy is in your confirmation.
          </p>
        </div>
      </Step>
    </form>
  );
}
