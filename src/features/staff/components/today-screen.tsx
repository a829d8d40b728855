"use client";

import { Alert, Button, TextInput } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { useRef, useState } from "react";

import { ParkPicker, consoleStyles as styles, useSetSearchParam } from "@/features/console/client";
import { formatStay } from "@/lib/date-format";

import { formatUsd } from "@/lib/money";
import { guestsSummary } from "@/lib/stay-format";
import { formErrorOf, sentenceOf } from "@/lib/trpc/form-errors";
import { useTRPC } from "@/lib/trpc/react";
import { type Column, EntityTable } from "@/lib/ui/console-kit/entity-table";

type Park = { id: string; slug: string; name: string };

function rigWords(equipment: { type: string; rvLength?: number } | null): string {
  if (!equipment) return "—";
  return equipment.rvLength ? `${equipment.type}, ${equipment.rvLength} ft` : equipment.type;
}

/**
 * A column whose cells carry its name (`data-label`): on a phone the tables' rows are cards that show the name beside
 * each value (`.cards` in console.module.css).
 */
function labelled<Row>(column: Column<Row>): Column<Row> {
  return {
    ...column,
    cell: (row) => (
      <div className={styles.labelled} data-label={column.header}>
        {column.cell(row)}
      </div>
    ),
  };
}

/** Today at one park: arrivals, departures and guests in the park, with check-in, check-out and cash taken. */
export function TodayScreen({ parks, park, date }: { parks: Park[]; park: Park; date: string }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const setSearchParam = useSetSearchParam();
  const day = useQuery(trpc.admin.reservations.day.queryOptions({ parkId: park.id, date }));
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.admin.reservations.day.queryKey() });
  const onError = (error: unknown) => {
    setDone(null);
    setProblem(formErrorOf(error).message ?? "That did not work.");
  };
  const checkIn = useMutation(trpc.admin.reservations.checkIn.mutationOptions({ onError }));
  const checkOut = useMutation(trpc.admin.reservations.checkOut.mutationOptions({ onError }));
  const takePayment = useMutation(trpc.admin.reservations.takePayment.mutationOptions({ onError }));

  // One key per balance shown: a second click on the same "Take $X cash" is the same payment, recorded once.
  const cashKeys = useRef(new Map<string, string>());
  const cashKey = (reservationId: string, cents: number) => {
    const shown = `${reservationId}:${cents}`;
    if (!cashKeys.current.has(shown)) cashKeys.current.set(shown, crypto.randomUUID());
    return cashKeys.current.get(shown)!;
  };

  const act = async (label: string, run: () => Promise<unknown>) => {
    setProblem(null);
    try {
      await run();
      setDone(label);
      await refresh();
    } catch {
      // onError has said what went wrong.
    }
  };

  const setDate = (value: string) => setSearchParam("date", value);

  type Row = NonNullable<typeof day.data>["arrivals"][number];
  /** Check a guest in or out: the row's one step of the day. */
  const stayButton = (row: Row, step: "in" | "out") => {
    const mutation = step === "in" ? checkIn : checkOut;
    return (
      <Button
        size="sm"
        variant={step === "in" ? undefined : "outline"}
        loading={mutation.isPending && mutation.variables?.reservationId === row.reservationId}
        onClick={() =>
          act(`${row.guestName} is checked ${step}.`, () =>
            mutation.mutateAsync({ reservationId: row.reservationId }),
          )
        }
        aria-label={`Check ${step} ${row.guestName}`}
      >
        {`Check ${step}`}
      </Button>
    );
  };
  const section = (title: string, rows: Row[] | undefined, empty: string) => (
    <section className={styles.panel} aria-labelledby={`${title.toLowerCase().replaceAll(" ", "-")}-heading`}>
      <h2 id={`${title.toLowerCase().replaceAll(" ", "-")}-heading`}>
        {title} <span className={styles.muted}>({rows?.length ?? "…"})</span>
      </h2>
      {rows && rows.length === 0 ? (
        <p className={styles.muted}>{empty}</p>
      ) : (
        <EntityTable
          classNames={{ wrap: styles.tableWrap, table: `${styles.table} ${styles.cards}` }}
          rows={rows ?? []}
          rowKey={(row) => row.reservationId}
          columns={[
            {
              header: "Guest",
              cell: (row) => (
                <>
                  <Link href={`/admin/reservations/${row.reservationId}?park=${park.slug}`}>
                    {row.guestName}
                  </Link>
                  <div className={styles.muted}>
                    {row.orderConfirmation} · {row.guestPhone}
                  </div>
                </>
              ),
            },
            labelled<Row>({
              header: "Site",
              cell: (row) => (
                <>
                  {row.site.name}
                  <div className={styles.muted}>{row.campsiteTypeName}</div>
                </>
              ),
            }),
            labelled<Row>({ header: "Stay", cell: (row) => formatStay(row.arrival, row.departure) }),
            labelled<Row>({ header: "Party", cell: (row) => guestsSummary(row) }),
            labelled<Row>({ header: "Rig", cell: (row) => rigWords(row.equipment) }),
            labelled<Row>({
              header: "Balance",
              className: (row) => (row.balanceCents > 0 ? styles.owed : undefined),
              cell: (row) =>
                row.balanceCents > 0 ? (
                  <>
                    {formatUsd(row.balanceCents)} owed
                    {row.paymentFailed && <div className={styles.failed}>Payment failed</div>}
                  </>
                ) : (
                  "Paid"
                ),
            }),
            {
              header: "Actions",
              cell: (row) => (
                <div className={styles.actions}>
                  {!row.checkedInAt ? (
                    stayButton(row, "in")
                  ) : !row.checkedOutAt ? (
                    stayButton(row, "out")
                  ) : (
                    <span className={styles.muted}>Checked out</span>
                  )}
                  {row.balanceCents > 0 && (
                    <Button
                      size="sm"
                      variant="light"
                      loading={
                        takePayment.isPending && takePayment.variables?.reservationId === row.reservationId
                      }
                      onClick={() =>
                        act(`${formatUsd(row.balanceCents)} in cash taken from ${row.guestName}.`, () =>
                          takePayment.mutateAsync({
                            reservationId: row.reservationId,
                            amountCents: row.balanceCents,
                            key: cashKey(row.reservationId, row.balanceCents),
                          }),
                        )
                      }
                      aria-label={`Take ${formatUsd(row.balanceCents)} cash from ${row.guestName}`}
                    >
                      Take {formatUsd(row.balanceCents)} cash
                    </Button>
                  )}
                </div>
              ),
            },
          ]}
        />
      )}
    </section>
  );

  return (
    <>
      <div className={styles.pageHead}>
        <h1>Today</h1>
        <ParkPicker parks={parks} value={park.slug} />
        <TextInput
          type="date"
          label="Date"
          value={date}
          onChange={(event) => setDate(event.currentTarget.value)}
        />
      </div>
      <div aria-live="polite">
        {problem && (
          <Alert color="red" variant="light" role="alert" mb="md">
            {problem}
          </Alert>
        )}
        {done && (
          <Alert color="forest" variant="light" mb="md">
            {done}
          </Alert>
        )}
      </div>
      {day.isError && (
        <Alert color="red" variant="light" role="alert">
          {sentenceOf(day.error)}
        </Alert>
      )}
      {section("Arrivals", day.data?.arrivals, "Nobody arrives on this date.")}
      {section("Departures", day.data?.departures, "Nobody leaves on this date.")}
      {section("In the park", day.data?.inPark, "Nobody stays through this date.")}
    </>
  );
}
