"use client";

import { Button, Group, NativeSelect, Stack, TextInput } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { type FormEvent, useRef, useState } from "react";
import { stayDatesLabel } from "@/features/cart/components/stay-facts";
import { formatUsd } from "@/lib/money";
import { confirmWith, LazyStripePaymentFields } from "@/lib/payments/lazy-stripe-payment-fields";
import {
  nextAttempt,
  type PaymentAttempt,
  payOnce,
  payWithCard,
  payWithStripe,
} from "@/lib/payments/pay-once";
import type { PaymentInput } from "@/lib/payments/payment.schemas";
import { paymentFieldsFor } from "@/lib/payments/payment-fields";
import type { StripeConfirmer } from "@/lib/payments/stripe-payment-fields";
import { type FieldErrors, formErrorOf } from "@/lib/trpc/form-errors";
import { useTRPC } from "@/lib/trpc/react";
import { FormAlert } from "@/lib/ui/form-alert";
import { useFormProblems } from "@/lib/use-form-problems";
import styles from "./change-reservation.module.css";
import type { OrderPayments } from "./reservation-summary";

export type ChangeableStay = {
  invoiceUuid: string;
  reservationId: string;
  name: string;
  siteLocked: boolean;
  siteId: string;
  siteName: string;
  dates: { start: string; end: string };
  guests: { adults: number; children: number; pets: number };
};

type Draft = {
  start: string;
  end: string;
  adults: string;
  children: string;
  pets: string;
  campsiteId: string;
};

type Quote = {
  site: { id: string; name: string };
  siteLocked: boolean;
  oldTotal: number;
  newTotal: number;
  priceDifference: number;
  toCharge: number;
  toRefund: number;
  kept: number;
  lockFee: number;
};

const count = (text: string) => (/^\d{1,2}$/.test(text.trim()) ? Number(text) : Number.NaN);

/** The draft as the change request, or the problems at their fields. */
function readDraft(
  draft: Draft,
): { errors: FieldErrors } | { errors: null; change: ReturnType<typeof asChange> } {
  const errors: FieldErrors = {};
  if (!draft.start) errors["dates.start"] = "Choose your arrival date";
  if (!draft.end) errors["dates.end"] = "Choose your departure date";
  else if (draft.start && draft.end <= draft.start)
    errors["dates.end"] = "Leave at least one night after arriving";
  const adults = count(draft.adults);
  if (!(adults >= 1)) errors["guests.adults"] = "At least one adult, as a whole number";
  if (!(count(draft.children) >= 0)) errors["guests.children"] = "A whole number, 0 or more";
  if (!(count(draft.pets) >= 0)) errors["guests.pets"] = "A whole number, 0 or more";
  return Object.keys(errors).length > 0 ? { errors } : { errors: null, change: asChange(draft) };
}

const asChange = (draft: Draft) => ({
  dates: { start: draft.start, end: draft.end },
  guests: { adults: count(draft.adults), children: count(draft.children), pets: count(draft.pets) },
  campsiteId: draft.campsiteId || undefined,
});

/**
 * A guest changes one booked stay (decision 0036): dates, party and, if they like, a site of the same type. "See the
 * new price" asks the server what the change costs; the difference is shown before anything happens, a card is asked
 * for only when the guest owes more, and "Confirm" changes the stay in one go. A difference is paid in the two steps
 * of every payment (decision 0055): `startChangePayment`, the gateway's own card form (Stripe's Payment Element when
 * Stripe is on), then `modifyReservation` with that payment.
 */
export function ChangeReservationForm({
  stay,
  payments,
  onDone,
}: {
  stay: ChangeableStay;
  payments: OrderPayments;
  onDone: () => void;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const router = useRouter();
  const stripeKey = payments.gateway === "stripe" ? payments.stripePublishableKey : null;
  const paymentFields = stripeKey ? null : paymentFieldsFor(payments.gateway);
  const [draft, setDraft] = useState<Draft>({
    start: stay.dates.start,
    end: stay.dates.end,
    adults: String(stay.guests.adults),
    children: String(stay.guests.children),
    pets: String(stay.guests.pets),
    campsiteId: "",
  });
  const [card, setCard] = useState(paymentFields?.initialValue ?? {});
  const [paying, setPaying] = useState(false);
  const confirmRef = useRef<StripeConfirmer | null>(null);
  const attempt = useRef<PaymentAttempt | null>(null);
  const [quote, setQuote] = useState<Quote | null>(null);
  const [quoting, setQuoting] = useState(false);
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const problems = useFormProblems();
  const ids = { invoiceUuid: stay.invoiceUuid, reservationId: stay.reservationId };
  const options = useQuery(trpc.booking.orders.changeOptions.queryOptions(ids));
  const start = useMutation(trpc.booking.orders.startChangePayment.mutationOptions());
  const modify = useMutation(trpc.booking.orders.modifyReservation.mutationOptions());

  const set = (name: keyof Draft) => (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
    const value = event.currentTarget.value;
    setDraft((current) => ({ ...current, [name]: value }));
    setQuote(null);
    attempt.current = null;
  };
  const failed = (error: unknown) => {
    const problem = formErrorOf(error);
    const fields: FieldErrors = {};
    for (const [path, text] of Object.entries(problem.fields)) {
      // Stripe's card form shows no field of ours: its problems are the form's message.
      if (path.startsWith("payment") && !paymentFields) continue;
      const field = path.startsWith("payment")
        ? (paymentFields?.fieldFor(path === "payment" ? "payment.cardNumber" : path) ?? path)
        : path;
      fields[field] ??= text;
    }
    if (Object.keys(fields).length > 0) problems.invalid(fields);
    else problems.failed(error);
  };

  const seePrice = async () => {
    const read = readDraft(draft);
    if (read.errors) return problems.invalid(read.errors);
    problems.clear();
    setQuoting(true);
    try {
      const answer = await queryClient.fetchQuery({
        ...trpc.booking.orders.quoteModification.queryOptions({ ...ids, ...read.change }),
        staleTime: 0,
      });
      if (!answer.changed)
        problems.setMessage("That is the stay you have: change the dates, party or site first.");
      else setQuote(answer);
    } catch (error) {
      failed(error);
    } finally {
      setQuoting(false);
    }
  };

  const changed = (result: {
    reservation: { dates: { start: string; end: string } };
    charged: number;
    refunded: number;
  }) => {
    const money =
      result.charged > 0
        ? ` We charged ${formatUsd(result.charged)} to your card.`
        : result.refunded > 0
          ? ` ${formatUsd(result.refunded)} goes back to your card.`
          : "";
    notifications.show({
      title: "Reservation changed",
      message: `${stay.name} is now ${stayDatesLabel(result.reservation.dates)}.${money} An e-mail with the new calendar is on its way.`,
      closeButtonProps: { "aria-label": "Close notification" },
    });
    onDone();
    router.refresh();
  };

  const confirm = () => {
    const read = readDraft(draft);
    if (read.errors || !quote || paying) return;
    const body = {
      ...ids,
      ...read.change,
      idempotencyKey,
      expectedPriceDifference: quote.priceDifference,
    };
    problems.clear();
    if (quote.toCharge === 0) {
      modify.mutate(body, { onSuccess: changed, onError: failed });
      return;
    }
    let cardPayment: PaymentInput | null = null;
    if (paymentFields) {
      const paid = paymentFields.toPayment(card, new Date());
      if (!paid.payment) return problems.invalid(paid.errors);
      cardPayment = paid.payment;
    }
    const sent = JSON.stringify(cardPayment);
    // A card Stripe refused leaves the same intent to pay; once paid, a retry only makes the change.
    const current = nextAttempt(attempt.current, sent, () => idempotencyKey);
    attempt.current = current;
    setPaying(true);
    payOnce(current, {
      start: () => start.mutateAsync(body),
      pay: cardPayment
        ? payWithCard(cardPayment)
        : (started) => payWithStripe(started, confirmWith(confirmRef)),
      finish: (payment) => modify.mutateAsync({ ...body, payment }),
    })
      .then((result) => (result.done ? changed(result.done) : problems.setMessage(result.refused)))
      .catch((error: unknown) => {
        const problem = formErrorOf(error);
        // A lost answer, or a payment the bank is still confirming: the next press sends the same payment.
        current.outcomeUnknown = problem.code === null || problem.stillProcessing === true;
        failed(error);
      })
      .finally(() => setPaying(false));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (quote) confirm();
    else void seePrice();
  };

  const { errors } = problems;
  const field = (name: string) => ({ error: errors[name], "aria-invalid": errors[name] ? true : undefined });
  const lockFee = options.data?.lockFee ?? 0;
  return (
    <form ref={problems.containerRef} onSubmit={onSubmit} noValidate className={styles.form}>
      <Stack gap="md">
        <FormAlert message={problems.message} title="Your stay is not changed" />
        <fieldset className={styles.group}>
          <legend className={styles.legend}>Dates</legend>
          <div className={styles.pair}>
            <TextInput
              type="date"
              name="dates.start"
              label="Arrival"
              required
              size="md"
              value={draft.start}
              onChange={set("start")}
              {...field("dates.start")}
            />
            <TextInput
              type="date"
              name="dates.end"
              label="Departure"
              required
              size="md"
              value={draft.end}
              onChange={set("end")}
              {...field("dates.end")}
            />
          </div>
        </fieldset>
        <fieldset className={styles.group}>
          <legend className={styles.legend}>Party</legend>
          <div className={styles.triple}>
            <TextInput
              name="guests.adults"
              label="Adults"
              inputMode="numeric"
              required
              size="md"
              value={draft.adults}
              onChange={set("adults")}
              {...field("guests.adults")}
            />
            <TextInput
              name="guests.children"
              label="Children"
              inputMode="numeric"
              size="md"
              value={draft.children}
              onChange={set("children")}
              {...field("guests.children")}
            />
            <TextInput
              name="guests.pets"
              label="Pets"
              inputMode="numeric"
              size="md"
              value={draft.pets}
              onChange={set("pets")}
              {...field("guests.pets")}
            />
          </div>
        </fieldset>
        <NativeSelect
          name="campsiteId"
          label="Site"
          size="md"
          description={
            lockFee > 0
              ? `Picking a site of your own adds the ${formatUsd(lockFee)} site-lock fee.`
              : "Pick a site, or let the park assign the best free one."
          }
          value={draft.campsiteId}
          onChange={set("campsiteId")}
          data={[
            {
              value: "",
              label: stay.siteLocked ? `Keep site ${stay.siteName}` : "Assign the best free site for me",
            },
            ...(options.data?.sites ?? [])
              // Its own site is the first choice already (kept while free, or assigned at check-in).
              .filter((site) => site.id !== stay.siteId)
              .map((site) => ({ value: site.id, label: `Site ${site.name}` })),
          ]}
          {...field("campsiteId")}
        />

        {quote && (
          <section aria-labelledby="change-price" className={styles.price} aria-live="polite">
            <h3 id="change-price" className={styles.priceTitle}>
              The new price
            </h3>
            <dl className={styles.rows}>
              <div>
                <dt>Site</dt>
                <dd>{quote.siteLocked ? `Site ${quote.site.name}` : "Assigned at check-in"}</dd>
              </div>
              <div>
                <dt>Current total</dt>
                <dd>{formatUsd(quote.oldTotal)}</dd>
              </div>
              <div>
                <dt>New total</dt>
                <dd>{formatUsd(quote.newTotal)}</dd>
              </div>
              <div className={styles.difference}>
                <dt>
                  {quote.toCharge > 0
                    ? "You pay now"
                    : quote.toRefund > 0
                      ? "Refund to your card"
                      : "Difference"}
                </dt>
                <dd>{formatUsd(quote.toCharge > 0 ? quote.toCharge : quote.toRefund)}</dd>
              </div>
              {quote.kept > 0 && (
                <div>
                  <dt>Kept under your cancellation terms</dt>
                  <dd>{formatUsd(quote.kept)}</dd>
                </div>
              )}
            </dl>
          </section>
        )}

        {quote && quote.toCharge > 0 && (
          <fieldset className={styles.group} disabled={paying}>
            <legend className={styles.legend}>Card for the difference</legend>
            {paymentFields ? (
              <paymentFields.Fields
                value={card}
                onChange={setCard}
                errors={errors}
                disabled={paying}
                demoPayments={payments.demoPayments}
              />
            ) : (
              stripeKey && (
                <LazyStripePaymentFields
                  publishableKey={stripeKey}
                  amountCents={quote.toCharge}
                  saveCard={false}
                  confirmRef={confirmRef}
                />
              )
            )}
          </fieldset>
        )}

        <Group justify="flex-end" gap="sm" className={styles.actions}>
          <Button variant="default" size="md" onClick={onDone}>
            Keep my stay
          </Button>
          <Button type="submit" size="md" loading={quoting || paying || modify.isPending}>
            {!quote
              ? "See the new price"
              : quote.toCharge > 0
                ? `Pay ${formatUsd(quote.toCharge)} and change`
                : "Confirm the change"}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
