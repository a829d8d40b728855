"use client";

import { Alert, Button, Checkbox } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { type FormEvent, type ReactNode, useEffect, useMemo, useRef, useState } from "react";
import { useSession } from "@/features/authentication/use-session";
import type { Cart } from "@/features/cart/cart.schemas";
import { beginCheckoutEvent, purchaseEvent } from "@/features/cart/cart-analytics";
import { CancellationPolicyNote } from "@/features/cart/components/cancellation-policy-note";
import { HoldTimer, hasExpiredHold, useNow } from "@/features/cart/components/hold-timer";
import { pushDataLayer } from "@/lib/analytics-events";
import { forgetDraft, sessionDraftStore } from "@/lib/forms/kept-draft";
import { useKeptDraft } from "@/lib/forms/use-kept-draft";
import { formatUsd } from "@/lib/money";
import { confirmWith, LazyStripePaymentFields } from "@/lib/payments/lazy-stripe-payment-fields";
import {
  nextAttempt,
  type PaymentAttempt,
  payOnce,
  payWithCard,
  payWithStripe,
  type StartedPayment,
} from "@/lib/payments/pay-once";
import { paymentFieldsFor } from "@/lib/payments/payment-fields";
import type { StripeConfirmer } from "@/lib/payments/stripe-payment-fields";
import { DANGER_COLOR } from "@/lib/theme";
import { useTRPC } from "@/lib/trpc/react";
import {
  attemptBody,
  checkoutDraftKey,
  EMPTY_GUEST,
  type FieldErrors,
  type GuestDraft,
  offersToSavePhone,
  parseGuest,
  parseTripDetails,
  prefillGuest,
  restoreCheckoutDraft,
  type TripDetailsDraft,
  tripDetailsDraftFor,
  WAIVERS_NOT_ACCEPTED,
  withKeptDraft,
} from "../checkout-form";
import { type PlaceOrderProblem, placeOrderProblem } from "../place-order-error";
import { type CheckoutWaiver, waiverKeysOf, waiverStaysOfCart, waiversFor } from "../waivers";
import styles from "./checkout-form.module.css";
import { GuestDetailsFields } from "./guest-details-fields";
import { OrderReview } from "./order-review";
import { stayErrorKey, TripDetailsFields, withStayErrors } from "./trip-details-fields";
import { WaiverAcceptance } from "./waiver-acceptance";

function Step({
  id,
  title,
  children,
  className,
}: {
  id: string;
  title: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section className={`${styles.step} ${className ?? ""}`} aria-labelledby={id}>
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
  processing: "Your payment is being confirmed",
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
      color={problem.kind === "processing" ? "blue" : DANGER_COLOR}
      title={PROBLEM_TITLES[problem.kind]}
      role="alert"
      mb="md"
    >
      <p className={styles.alertText}>{problem.message}</p>
      {problem.kind === "processing" && (
        <p className={styles.alertText}>
          Do not pay again: we book your stay as soon as your bank confirms, and e-mail your confirmation.
        </p>
      )}
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
  demoPayments,
  stripePublishableKey,
  onPlaced,
}: {
  cart: Cart;
  /** Every published waiver with what it covers; only those the cart needs are asked. */
  waivers: CheckoutWaiver[];
  gateway: string;
  /** The built-in test gateway takes the payments: its test cards are listed. */
  demoPayments: boolean;
  /** Stripe takes the payments: its Payment Element collects the card (decision 0053). */
  stripePublishableKey: string | null;
  onPlaced: (invoiceUuid: string) => void;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const stripeKey = gateway === "stripe" ? stripePublishableKey : null;
  const paymentFields = stripeKey ? null : paymentFieldsFor(gateway);
  const { session } = useSession();

  const [guest, setGuest] = useState<GuestDraft>(EMPTY_GUEST);
  const [trips, setTrips] = useState<Record<string, TripDetailsDraft>>({});
  /** The waivers the guest ticked for, as keys: a tick for another list (the cart changed) is no tick. */
  const [acceptedFor, setAcceptedFor] = useState<string | null>(null);
  const [savePhone, setSavePhone] = useState(false);
  const [payment, setPayment] = useState(paymentFields?.initialValue ?? {});
  /** The payment's steps (start, the gateway's form, place the order) in flight as one: every gateway takes them. */
  const [paying, setPaying] = useState(false);
  const confirmRef = useRef<StripeConfirmer | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<PlaceOrderProblem | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const lastAttempt = useRef<PaymentAttempt | null>(null);
  const prefilled = useRef(false);
  /** Set when new problems are shown: focus moves once they are rendered (and announced with their field). */
  const focusPending = useRef(false);
  const begun = useRef<string | null>(null);

  const placeOrder = useMutation(trpc.booking.checkout.placeOrder.mutationOptions());
  const startPayment = useMutation(trpc.booking.checkout.startPayment.mutationOptions());

  const user = session?.user;
  const profile = useQuery({ ...trpc.booking.account.getProfile.queryOptions(), enabled: Boolean(user) });
  const profileData = user ? profile.data : undefined;
  useEffect(() => {
    if (!user || prefilled.current) return;
    if (!profileData && !profile.isError) return;
    prefilled.current = true;
    setGuest((current) => prefillGuest(current, { ...user, phone: profileData?.phone ?? null }));
  }, [user, profileData, profile.isError]);
  const offerPhone = offersToSavePhone(profileData ? profileData.phone : undefined, guest.phone);

  const items = cart.parkShoppingCartsArray.flatMap((park) => park.shoppingCartItems);
  // Back to the cart and here again (or a reload) finds the guest's details and trip details as typed; the card
  // is never kept.
  const draftKey = checkoutDraftKey(cart.id);
  const draft = useMemo(() => ({ guest, trips }), [guest, trips]);
  useKeptDraft(
    draftKey,
    draft,
    (stored) =>
      restoreCheckoutDraft(
        stored,
        items.map((item) => item.reservationDetailId),
      ),
    (kept) => {
      setGuest((current) => withKeptDraft({ guest: current, trips: {} }, kept).guest);
      setTrips((current) => ({ ...current, ...kept.trips }));
    },
  );

  const neededWaivers = useMemo(() => waiversFor(waivers, waiverStaysOfCart(cart)), [waivers, cart]);
  const neededKeys = waiverKeysOf(neededWaivers);
  const acceptedWaivers = neededWaivers.length > 0 && acceptedFor === neededKeys;

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

  const showServerFieldErrors = (fieldErrors: Record<string, string>) => {
    const mapped: FieldErrors = {};
    for (const [path, message] of Object.entries(fieldErrors)) {
      mapped[path.startsWith("payment.") && paymentFields ? paymentFields.fieldFor(path) : path] ??= message;
    }
    const form = formRef.current;
    // A trip-details field lives in its stay's dialog: the stay's line on the form shows it.
    const onFormPath = (path: string) => {
      const stay = /^tripDetails\.(\d+)\./.exec(path);
      return stay ? stayErrorKey(Number(stay[1])) : path;
    };
    const onForm = withStayErrors(
      Object.fromEntries(
        Object.entries(mapped).filter(([path]) => form?.elements.namedItem(onFormPath(path)) != null),
      ),
    );
    const elsewhere = Object.entries(mapped).filter(([path]) => !(path in onForm));
    focusPending.current = elsewhere.length === 0;
    setErrors(onForm);
    if (elsewhere.length > 0) {
      setProblem({ kind: "other", message: elsewhere.map(([, message]) => message).join(" ") });
    }
  };

  const placed = ({ invoiceUuid, orderConfirmation }: { invoiceUuid: string; orderConfirmation: string }) => {
    pushDataLayer(purchaseEvent(cart, orderConfirmation));
    forgetDraft(sessionDraftStore(), draftKey);
    onPlaced(invoiceUuid);
  };

  const failed = (error: unknown) => {
    const sorted = placeOrderProblem(error);
    // A lost answer, a rate limit or a payment still being confirmed never reached a refusal: the next press is the
    // same attempt (a payment Stripe took is kept and only booked); any other answer starts a new one.
    if (lastAttempt.current) {
      lastAttempt.current.outcomeUnknown =
        sorted.kind === "unknown-outcome" || sorted.kind === "rate-limited" || sorted.kind === "processing";
    }
    if (sorted.kind === "fields") {
      showServerFieldErrors(sorted.fieldErrors);
      return;
    }
    setProblem(sorted);
    if (sorted.kind === "cart") {
      void queryClient.invalidateQueries({ queryKey: trpc.booking.cart.getCart.queryKey() });
    }
  };

  /** The attempt for `body`: the last one while it may be retried (same form, outcome unknown), else a new key. */
  const attemptFor = (body: string): PaymentAttempt => {
    lastAttempt.current = nextAttempt(lastAttempt.current, body, () => crypto.randomUUID());
    return lastAttempt.current;
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (paying) return;
    const parsedGuest = parseGuest(guest);
    const parsedTrips = parseTripDetails(items, trips);
    const parsedPayment = paymentFields?.toPayment(payment, new Date());
    const found: FieldErrors = withStayErrors({
      ...parsedGuest.errors,
      ...parsedTrips.errors,
      ...(acceptedWaivers || neededWaivers.length === 0 ? {} : { acceptedWaivers: WAIVERS_NOT_ACCEPTED }),
      ...(parsedPayment?.errors ?? {}),
    });
    focusPending.current = true;
    setErrors(found);
    setProblem(null);
    if (Object.keys(found).length > 0 || !parsedGuest.value) return;
    const cardPayment = parsedPayment?.payment ?? null;
    if (paymentFields && !cardPayment) return;
    const checkout = {
      shoppingCartUuid: cart.id,
      guest: parsedGuest.value,
      tripDetails: parsedTrips.value,
      acceptedWaivers,
      acceptedWaiverKeys: acceptedWaivers ? neededWaivers.map((waiver) => waiver.key) : [],
      ...(offerPhone && savePhone ? { savePhoneToProfile: true } : {}),
      expectedTotal: cart.totals.total,
    };
    // The test gateway's card is part of what is retried; Stripe's card never passes through this form.
    const attempt = attemptFor(attemptBody(cardPayment ? { ...checkout, payment: cardPayment } : checkout));
    const input = { ...checkout, idempotencyKey: attempt.key };
    const pay = cardPayment
      ? payWithCard(cardPayment)
      : (started: StartedPayment) => payWithStripe(started, confirmWith(confirmRef));
    setPaying(true);
    payOnce(attempt, {
      start: () => startPayment.mutateAsync(input),
      pay,
      finish: (payment) => placeOrder.mutateAsync({ ...input, payment }),
    })
      .then((result) =>
        result.done ? placed(result.done) : setProblem({ kind: "declined", message: result.refused }),
      )
      .catch(failed)
      .finally(() => setPaying(false));
  };

  const PaymentFields = paymentFields?.Fields;
  const steps = ["guest", "trip", ...(neededWaivers.length > 0 ? ["waivers"] : []), "payment", "pay"];
  const titleOf = (step: string, title: string) => `${steps.indexOf(step) + 1}. ${title}`;
  const replaceStayErrors = (index: number, stayErrors: FieldErrors) =>
    setErrors((current) => {
      const prefix = stayErrorKey(index);
      const kept = Object.entries(current).filter(
        ([path]) => path !== prefix && !path.startsWith(`${prefix}.`),
      );
      return withStayErrors({ ...Object.fromEntries(kept), ...stayErrors });
    });
  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className={styles.layout} aria-label="Checkout">
      <div className={styles.form}>
        <HoldTimer cart={cart} />
        <p className={styles.intro}>Fields marked * are required.</p>
        <Step id="step-guest" title={titleOf("guest", "Your details")}>
          <GuestDetailsFields value={guest} onChange={setGuest} errors={errors} />
          {offerPhone && (
            <Checkbox
              mt="md"
              name="savePhoneToProfile"
              checked={savePhone}
              onChange={(event) => setSavePhone(event.currentTarget.checked)}
              label="Save this phone number to my profile"
              description={
                profileData?.phone
                  ? `Your profile has ${profileData.phone}.`
                  : "Your profile has no phone number yet."
              }
            />
          )}
        </Step>
        <Step id="step-trip" title={titleOf("trip", "Trip details")}>
          <TripDetailsFields
            cart={cart}
            drafts={trips}
            draftFor={tripDetailsDraftFor}
            onChange={(id, next) => setTrips((current) => ({ ...current, [id]: next }))}
            errors={errors}
            onErrorsChange={replaceStayErrors}
          />
        </Step>
        {neededWaivers.length > 0 && (
          <Step id="step-waivers" title={titleOf("waivers", "Waivers")}>
            <WaiverAcceptance
              waivers={neededWaivers}
              checked={acceptedWaivers}
              onChange={(checked) => setAcceptedFor(checked ? neededKeys : null)}
              errors={errors}
            />
          </Step>
        )}
        <Step id="step-payment" title={titleOf("payment", "Payment")}>
          {PaymentFields ? (
            <PaymentFields
              value={payment}
              onChange={setPayment}
              errors={errors}
              disabled={paying}
              demoPayments={demoPayments}
            />
          ) : (
            stripeKey && (
              <LazyStripePaymentFields
                publishableKey={stripeKey}
                amountCents={cart.dueNow}
                saveCard={cart.dueNow !== cart.totals.total}
                confirmRef={confirmRef}
                error={errors.payment}
              />
            )
          )}
        </Step>
      </div>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: on a desktop the sticky summary scrolls on its own when taller than the window; keyboard users must reach it (WCAG 2.1.1). */}
      <aside className={styles.summary} aria-labelledby="checkout-summary" tabIndex={0}>
        <h2 id="checkout-summary" className={styles.summaryTitle}>
          Order summary
        </h2>
        <OrderReview cart={cart} />
      </aside>
      <Step id="step-pay" title={titleOf("pay", "Review and pay")} className={styles.payStep}>
        <div className={styles.policies}>
          {cart.parkShoppingCartsArray.map((park) => (
            <CancellationPolicyNote key={park.parkId} park={park} withParkName />
          ))}
        </div>
        <div className={styles.pay}>
          {problem && <ProblemAlert problem={problem} alertRef={alertRef} />}
          {!problem && <ExpiredHoldWarning cart={cart} />}
          <Button type="submit" size="lg" fullWidth loading={paying}>
            Pay {formatUsd(cart.dueNow)} and book
          </Button>
          <p className={styles.payNote}>
            Your card is charged {formatUsd(cart.dueNow)} when you press Pay
            {cart.dueNow !== cart.totals.total &&
              ` (a deposit: the ${formatUsd(cart.totals.total - cart.dueNow)} balance is charged to the same card on the date shown for each park)`}
            . Your confirmation e-mail repeats each park&apos;s cancellation and payment terms.
          </p>
        </div>
      </Step>
    </form>
  );
}
