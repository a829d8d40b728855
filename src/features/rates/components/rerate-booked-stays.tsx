"use client";

import { Alert, Button, Checkbox } from "@mantine/core";
import { useMutation, useQuery } from "@tanstack/react-query";
import type { inferRouterOutputs } from "@trpc/server";
import Link from "next/link";
import { useEffect, useRef, useState } from "react";

import { consoleStyles as styles } from "@/features/console/client";
import { formatStay } from "@/lib/date-format";
import { formatUsd } from "@/lib/money";

import { formErrorOf } from "@/lib/trpc/form-errors";
import { useTRPCClient } from "@/lib/trpc/react";
import type { AppRouter } from "@/server/api/root";
import own from "./rates.module.css";

type Stay = { reservationId: string };
type RerateRow = inferRouterOutputs<AppRouter>["admin"]["reservations"]["rerate"]["stays"][number];

/** The server takes at most this many stays a call (`ZRerateIds`). */
const PER_CALL = 50;
const inParts = <T,>(items: readonly T[]) =>
  Array.from({ length: Math.ceil(items.length / PER_CALL) }, (_, index) =>
    items.slice(index * PER_CALL, (index + 1) * PER_CALL),
  );

function outcomeWords(row: RerateRow): string {
  if (row.outcome === "skipped") return `Keeps its price: ${row.reason ?? "cannot be re-rated."}`;
  if (row.outcome === "unchanged") return "Already at today's price.";
  if (row.outcome === "ready") {
    const difference = (row.newTotalCents ?? row.totalCents) - row.totalCents;
    return `Would cost ${formatUsd(Math.abs(difference))} ${difference > 0 ? "more" : "less"}.`;
  }
  const settlement = row.settlement;
  if (settlement?.kind === "refunded")
    return `Re-rated: ${formatUsd(settlement.cents ?? 0)} refunded to the card.`;
  if (settlement?.kind === "owed")
    return `Re-rated: ${formatUsd(settlement.cents ?? 0)} more, owed at the park.`;
  if (settlement?.kind === "reduced") return `Re-rated: owes ${formatUsd(settlement.cents ?? 0)} less.`;
  return "Re-rated.";
}

/**
 * The booked stays a rate change listed (they keep their price): each one's booked total beside what today's rates
 * make it, then — only when staff choose — re-rated at today's rates (decision 0032), refunded or owed, e-mailed.
 */
export function RerateBookedStays({
  stays,
  parkSlug,
  onDismiss,
}: {
  stays: readonly Stay[];
  parkSlug: string;
  onDismiss: () => void;
}) {
  const client = useTRPCClient();
  const ids = stays.map((stay) => stay.reservationId);
  const [notifyGuest, setNotifyGuest] = useState(true);
  const [done, setDone] = useState<RerateRow[] | null>(null);
  // It appears after a save further down the page: bring it into view and read it out.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);

  const preview = useQuery({
    queryKey: ["admin.reservations.reratePreview", ids],
    queryFn: async () =>
      (
        await Promise.all(
          inParts(ids).map((part) => client.admin.reservations.reratePreview.query({ reservationIds: part })),
        )
      ).flatMap((answer) => answer.stays),
    staleTime: 0,
    gcTime: 0,
  });
  const ready = (preview.data ?? []).filter((row) => row.outcome === "ready");
  const rerate = useMutation({
    // Each part is shown as soon as it is done: a refusal of a later part keeps what the earlier ones did on screen.
    mutationFn: async () => {
      for (const part of inParts(ready.map((row) => row.reservationId))) {
        const { stays } = await client.admin.reservations.rerate.mutate({
          reservationIds: part,
          notifyGuest,
        });
        setDone((earlier) => [...(earlier ?? []), ...stays]);
      }
    },
  });

  const rows = (preview.data ?? []).map(
    (row) => done?.find((changed) => changed.reservationId === row.reservationId) ?? row,
  );
  const repriced = done?.filter((row) => row.outcome === "repriced").length ?? 0;

  return (
    <section className={styles.panel} aria-labelledby="rerate-heading">
      <h2 id="rerate-heading" ref={heading} tabIndex={-1}>
        Booked stays on these nights
      </h2>
      <p className={styles.muted}>
        They keep the price they were booked at. Re-rate them to give their guests today's rates: a lower
        price is refunded to the card they paid with, a higher one is owed at the park. Every re-rate is in
        the audit log.
      </p>
      {preview.isError ? (
        <Alert color="red" variant="light" role="alert">
          {formErrorOf(preview.error).message ?? "Could not price the stays."}
        </Alert>
      ) : !preview.data ? (
        <p className={styles.muted}>Pricing the booked stays at today's rates…</p>
      ) : (
        <>
          <ul className={own.stayList} aria-label="Booked stays and their price at today's rates">
            {rows.map((row) => (
              <li key={row.reservationId} className={own.stay}>
                <div>
                  <Link
                    href={`/admin/reservations/${row.reservationId}?park=${parkSlug}`}
                    className={own.cellLink}
                  >
                    {row.orderConfirmation}
                  </Link>{" "}
                  · {row.guestName}
                  <div className={styles.muted}>
                    Site {row.campsiteName}, {formatStay(row.arrival, row.departure)}
                  </div>
                </div>
                <dl className={own.stayPrices}>
                  <div>
                    <dt>Booked at</dt>
                    <dd>{formatUsd(row.totalCents)}</dd>
                  </div>
                  <div>
                    <dt>At today's rates</dt>
                    <dd>{row.newTotalCents === null ? "—" : formatUsd(row.newTotalCents)}</dd>
                  </div>
                </dl>
                <p className={own.stayOutcome}>{outcomeWords(row)}</p>
              </li>
            ))}
          </ul>
          <div aria-live="polite">
            {rerate.isError && (
              <Alert color="red" variant="light" role="alert" mt="sm">
                {formErrorOf(rerate.error).message ?? "Not re-rated."}
              </Alert>
            )}
            {done && !rerate.isPending && (
              <Alert color="forest" variant="light" mt="sm">
                Re-rated {repriced} {repriced === 1 ? "stay" : "stays"} at today's rates
                {notifyGuest ? "; each guest was e-mailed the new price." : "."}
              </Alert>
            )}
          </div>
          {!done && ready.length > 0 && (
            <Checkbox
              my="md"
              size="md"
              label="E-mail each guest their new price"
              checked={notifyGuest}
              onChange={(event) => setNotifyGuest(event.currentTarget.checked)}
            />
          )}
          <div className={styles.actions}>
            {(!done || rerate.isPending) && ready.length > 0 && (
              <Button loading={rerate.isPending} onClick={() => rerate.mutate()}>
                Re-rate {ready.length} {ready.length === 1 ? "stay" : "stays"} at today's rates
              </Button>
            )}
            <Button variant="default" onClick={onDismiss}>
              {done || ready.length === 0 ? "Close" : "Keep their prices"}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
