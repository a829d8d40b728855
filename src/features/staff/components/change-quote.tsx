"use client";

import { Alert, Loader } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useQuery } from "@tanstack/react-query";
import { formErrorOf } from "@/lib/trpc/form-errors";
import { useTRPC } from "@/lib/trpc/react";
import { changeQuoteWords } from "../reservation-lines";

/** What the desk asks to change, as `admin.reservations.quote` takes it (null: nothing to price yet). */
export type ChangeQuoteInput = {
  reservationId: string;
  campsiteId?: string;
  dates?: { start: string; end: string };
  guests?: { adults: number; children: number; pets: number };
  pricing: "NIGHTS" | "KEEP" | "REPRICE";
  reason?: string;
  overrideRules?: { reason: string };
};

/** The pricing choices, in the desk's words; NIGHTS first, the default (decision 0058). */
export const PRICING_CHOICES = [
  {
    value: "NIGHTS",
    label: "Price the nights: booked nights keep their price, added nights at today's rates",
  },
  { value: "KEEP", label: "Keep the total the guest paid (added nights free: say why)" },
  { value: "REPRICE", label: "Re-price the whole stay at today's rates" },
] as const;

/**
 * The quote of a change while the desk edits it (debounced, so typing does not ask on each key). `quote` is the
 * answer for exactly `input` (undefined while it is on its way), what the commit sends as its expectation.
 */
export function useChangeQuote(input: ChangeQuoteInput | null) {
  const trpc = useTRPC();
  const [debounced] = useDebouncedValue(input, 250);
  const settled = JSON.stringify(debounced) === JSON.stringify(input);
  const query = useQuery({
    ...trpc.admin.reservations.quote.queryOptions(debounced ?? { reservationId: "", pricing: "NIGHTS" }),
    enabled: debounced !== null,
    retry: false,
    select: (data) => (data.kind === "change" ? data : null),
  });
  const quote = settled && !query.isFetching ? (query.data ?? undefined) : undefined;
  return { quote, pending: input !== null && quote === undefined && !query.isError, query };
}

/**
 * The price of a change before its button: the new total against the old and where the difference goes, or why
 * it cannot be priced yet. Polite live region, so a screen reader hears the new price as the form changes.
 */
export function ChangeQuoteBox({ state }: { state: ReturnType<typeof useChangeQuote> }) {
  const { quote, pending, query } = state;
  let body: React.ReactNode;
  if (quote) {
    const words = changeQuoteWords(quote);
    body = (
      <>
        <strong>{words.money}</strong> {words.total}
        {quote.overridden.length > 0 ? ` Overriding: ${quote.overridden.join(" ")}` : null}
      </>
    );
  } else if (pending) {
    body = (
      <>
        <Loader size="xs" aria-hidden /> Working out the price…
      </>
    );
  } else if (query.isError) {
    const problem = formErrorOf(query.error);
    body = `No price yet: ${problem.message ?? Object.values(problem.fields)[0] ?? "this change cannot be priced."}`;
  } else {
    body = "Choose what to change to see its price.";
  }
  return (
    <Alert variant="light" color={query.isError ? "yellow" : "blue"} title="Price of this change">
      <div aria-live="polite">{body}</div>
    </Alert>
  );
}
