"use client";

import { Alert, Button, NativeSelect, TextInput } from "@mantine/core";
import { useInfiniteQuery } from "@tanstack/react-query";
import Link from "next/link";
import { usePathname, useRouter } from "next/navigation";
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from "react";

import {
  ALL_PARKS,
  consoleFormStyles as forms,
  ParkPicker,
  consoleStyles as styles,
} from "@/features/console/client";
import { formatDay } from "@/lib/date-format";
import { nightsBetween } from "@/lib/stay-dates";
import { guestsSummary, nightsLabel } from "@/lib/stay-format";
import { formErrorOf } from "@/lib/trpc/form-errors";
import { useTRPC } from "@/lib/trpc/react";
import { ColumnHeads } from "@/lib/ui/console-kit/column-heads";
import { DateRangeInputs } from "@/lib/ui/console-kit/date-range-inputs";
import { FormAlert } from "@/lib/ui/form-alert";
import { useFormProblems } from "@/lib/use-form-problems";
import { reservationStatus } from "../reservation-lines";
import own from "./reservations.module.css";

type Park = { id: string; slug: string; name: string };

/** The search terms as the URL keeps them ("" = not set). */
export type ReservationTerms = { q: string; status: "" | "confirmed" | "canceled"; from: string; to: string };

const PAGE_SIZE = 25;

export function ReservationStatusBadge(row: {
  status: "confirmed" | "canceled";
  checkedInAt: Date | null;
  checkedOutAt: Date | null;
}) {
  const status = reservationStatus(row);
  return (
    <span className={own.status} data-status={status.key}>
      {status.words}
    </span>
  );
}

/**
 * A table's sideways scroller: while the table is wider than the screen it is a named region that takes focus,
 * so the keyboard can scroll it too (WCAG 2.1.1); otherwise a plain box.
 */
export function TableScroller({ label, children }: { label: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setScrolls(element.scrollWidth > element.clientWidth + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    for (const child of element.children) observer.observe(child);
    return () => observer.disconnect();
  }, []);
  return (
    <div
      ref={ref}
      className={`${styles.tableWrap} ${own.scroller}`}
      {...(scrolls ? { role: "region", "aria-label": `${label}, scrolls sideways`, tabIndex: 0 } : {})}
    >
      {children}
    </div>
  );
}

/** A paged list's "Load more", while the server has another page. */
export function LoadMore({
  results,
}: {
  results: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };
}) {
  if (!results.hasNextPage) return null;
  return (
    <div className={own.loadMore}>
      <Button
        className={own.tap}
        variant="outline"
        size="md"
        onClick={() => results.fetchNextPage()}
        loading={results.isFetchingNextPage}
      >
        Load more
      </Button>
    </div>
  );
}

/** The form: its fields start from the URL, and a search puts them back into it (so Back returns to a search). */
function SearchForm({ park, terms }: { park: Park | null; terms: ReservationTerms }) {
  const router = useRouter();
  const pathname = usePathname();
  const problems = useFormProblems();
  const [values, setValues] = useState(terms);
  const set = (name: keyof ReservationTerms) => (value: string) =>
    setValues((current) => ({ ...current, [name]: value }));
  const anyTerm = Boolean(terms.q || terms.status || terms.from || terms.to);

  const go = (next: ReservationTerms) => {
    const params = new URLSearchParams({ park: park?.slug ?? ALL_PARKS });
    if (next.q.trim()) params.set("q", next.q.trim());
    if (next.status) params.set("status", next.status);
    if (next.from) params.set("from", next.from);
    if (next.to) params.set("to", next.to);
    router.push(`${pathname}?${params.toString()}`);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (values.from && values.to && values.to < values.from) {
      problems.invalid({ to: "Choose a date on or after “Arrival from”." });
      return;
    }
    problems.clear();
    go(values);
  };

  return (
    <search aria-label="Find reservations" className={styles.panel}>
      <form ref={problems.containerRef} onSubmit={submit} noValidate>
        <FormAlert message={problems.message} />
        <div className={own.searchForm}>
          <TextInput
            classNames={{ input: own.tap }}
            type="search"
            label="Code, guest name, e-mail or phone"
            name="q"
            maxLength={100}
            autoComplete="off"
            value={values.q}
            onChange={(event) => set("q")(event.currentTarget.value)}
          />
          <NativeSelect
            classNames={{ input: own.tap }}
            label="Status"
            name="status"
            value={values.status}
            data={[
              { value: "", label: "Any" },
              { value: "confirmed", label: "Confirmed" },
              { value: "canceled", label: "Cancelled" },
            ]}
            onChange={(event) => set("status")(event.currentTarget.value)}
          />
          <DateRangeInputs
            inputClassName={own.tap}
            from={{
              label: "Arrival from",
              name: "from",
              value: values.from,
              onChange: set("from"),
              error: problems.errors.from,
            }}
            to={{
              label: "Arrival to",
              name: "to",
              value: values.to,
              onChange: set("to"),
              error: problems.errors.to,
            }}
          />
          <div className={own.formButtons}>
            <Button className={own.tap} type="submit" size="md">
              Search
            </Button>
            {anyTerm && (
              <Button
                className={own.tap}
                type="button"
                size="md"
                variant="default"
                onClick={() => go({ q: "", status: "", from: "", to: "" })}
              >
                Clear
              </Button>
            )}
          </div>
        </div>
      </form>
    </search>
  );
}

/**
 * Reservations at one park or at every park the member works at (`park` null, with a Park column): search by code, guest name, e-mail or phone, status and arrival dates (the terms live in
 * the URL), in arrival order, a page at a time; each row opens the reservation.
 */
export function ReservationsScreen({
  parks,
  park,
  terms,
}: {
  parks: Park[];
  /** null: every park. */
  park: Park | null;
  terms: ReservationTerms;
}) {
  const trpc = useTRPC();
  const results = useInfiniteQuery(
    trpc.admin.reservations.search.infiniteQueryOptions(
      {
        ...(park ? { parkId: park.id } : {}),
        text: terms.q || undefined,
        status: terms.status || undefined,
        arrivalFrom: terms.from || undefined,
        arrivalTo: terms.to || undefined,
        limit: PAGE_SIZE,
      },
      { getNextPageParam: (page) => page.nextCursor },
    ),
  );
  const rows = results.data?.pages.flatMap((page) => page.items) ?? [];
  const slugOf = (parkId: string) => parks.find((candidate) => candidate.id === parkId)?.slug;
  const detailHref = (row: { reservationId: string; park: { id: string } }) => {
    const slug = slugOf(row.park.id);
    return `/admin/reservations/${row.reservationId}${slug ? `?park=${slug}` : ""}`;
  };
  const where = park?.name ?? "your parks";
  const countWords = results.isPending
    ? "Searching…"
    : `${rows.length} ${rows.length === 1 ? "reservation" : "reservations"}${results.hasNextPage ? " shown, more to load" : ""}`;

  return (
    <>
      <div className={styles.pageHead}>
        <h1>Reservations</h1>
        <ParkPicker parks={parks} value={park?.slug ?? ALL_PARKS} allParks />
      </div>
      <SearchForm key={JSON.stringify(terms)} park={park} terms={terms} />

      <section className={styles.panel} aria-labelledby="results-heading">
        <div className={own.resultsHead}>
          <h2 id="results-heading">Results</h2>
          <p className={styles.muted} role="status" style={{ margin: 0 }}>
            {countWords}
          </p>
        </div>
        {results.isError ? (
          <Alert color="red" variant="light" role="alert">
            {formErrorOf(results.error).message ?? "The search did not work."}
          </Alert>
        ) : results.isSuccess && rows.length === 0 ? (
          <p className={styles.muted}>No reservation at {where} matches this search.</p>
        ) : (
          <TableScroller label="Results">
            <table className={styles.table}>
              <caption className="visually-hidden">Reservations at {where}, in arrival order</caption>
              <ColumnHeads
                headers={
                  park
                    ? ["Code", "Guest", "Site", "Stay", "Party", "Status"]
                    : ["Code", "Guest", "Park", "Site", "Stay", "Party", "Status"]
                }
              />
              <tbody>
                {rows.map((row) => (
                  <tr key={row.reservationId}>
                    <td>
                      <Link
                        href={detailHref(row)}
                        className={own.codeLink}
                        aria-label={`${row.orderConfirmation}, ${row.guestName}`}
                      >
                        {row.orderConfirmation}
                      </Link>
                    </td>
                    <td>
                      {row.guestName}
                      <div className={styles.muted}>{row.guestEmail}</div>
                      <div className={styles.muted}>{row.guestPhone}</div>
                    </td>
                    {!park && <td>{row.park.name}</td>}
                    <td>
                      {row.siteName}
                      <div className={styles.muted}>{row.campsiteTypeName}</div>
                    </td>
                    <td>
                      <span className={forms.nowrap}>{formatDay(row.arrival)} –</span>{" "}
                      <span className={forms.nowrap}>{formatDay(row.departure)}</span>
                      <div className={styles.muted}>
                        {nightsLabel(nightsBetween(row.arrival, row.departure))}
                      </div>
                    </td>
                    <td>{guestsSummary(row)}</td>
                    <td>
                      <ReservationStatusBadge {...row} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroller>
        )}
        <LoadMore results={results} />
      </section>
    </>
  );
}
