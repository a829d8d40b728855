"use client";

import { Alert, Button, TextInput } from "@mantine/core";
import { useInfiniteQuery } from "@tanstack/react-query";
import Link from "next/link";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { type FormEvent, useState } from "react";
import { consoleFormStyles as forms, consoleStyles as styles } from "@/features/console/client";
import { formatDate } from "@/lib/date-format";
import { formatUsd } from "@/lib/money";
import { formErrorOf } from "@/lib/trpc/form-errors";
import { useTRPC } from "@/lib/trpc/react";
import { ColumnHeads } from "@/lib/ui/console-kit/column-heads";
import own from "./guests.module.css";
import desk from "./reservations.module.css";
import { LoadMore, TableScroller } from "./reservations-screen";

const PAGE_SIZE = 25;

/** A guest's profile, with the park the console was showing (the menu keeps it). */
export function guestHref(guestId: string, park: string | null): string {
  return `/admin/guests/${guestId}${park ? `?park=${encodeURIComponent(park)}` : ""}`;
}

/** An e-mail that may break after its `@` before anywhere else. */
function EmailWords({ email }: { email: string }) {
  const at = email.indexOf("@");
  if (at < 0) return <span>{email}</span>;
  return (
    <span>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </span>
  );
}

/** The search box: it starts from the URL's `q` and puts the text back into it (so Back returns to a search). */
function SearchForm({ text }: { text: string }) {
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const [value, setValue] = useState(text);

  const go = (next: string) => {
    const params = new URLSearchParams(searchParams.toString());
    if (next.trim()) params.set("q", next.trim());
    else params.delete("q");
    const query = params.toString();
    router.push(query ? `${pathname}?${query}` : pathname);
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    go(value);
  };

  return (
    <search aria-label="Find guests" className={styles.panel}>
      <form onSubmit={submit} className={own.searchForm}>
        <TextInput
          className={own.searchField}
          classNames={{ input: desk.tap }}
          type="search"
          label="Name, e-mail, phone or confirmation code"
          name="q"
          maxLength={100}
          autoComplete="off"
          value={value}
          onChange={(event) => setValue(event.currentTarget.value)}
        />
        <div className={own.buttons}>
          <Button className={desk.tap} type="submit" size="md">
            Search
          </Button>
          {text && (
            <Button className={desk.tap} type="button" size="md" variant="default" onClick={() => go("")}>
              Clear
            </Button>
          )}
        </div>
      </form>
    </search>
  );
}

/**
 * Guests across the member's parks (`admin.guests.search`): a guest is everyone who booked with one e-mail. Latest
 * stay first, a page at a time; a table on a desk, a card a guest on a phone; each opens the guest's profile.
 */
export function GuestsScreen({ text }: { text: string }) {
  const trpc = useTRPC();
  const park = useSearchParams().get("park");
  const results = useInfiniteQuery(
    trpc.admin.guests.search.infiniteQueryOptions(
      { text, limit: PAGE_SIZE },
      { getNextPageParam: (page) => page.nextCursor },
    ),
  );
  const rows = results.data?.pages.flatMap((page) => page.items) ?? [];
  const countWords = results.isPending
    ? "Searching…"
    : `${rows.length} ${rows.length === 1 ? "guest" : "guests"}${results.hasNextPage ? " shown, more to load" : ""}`;

  return (
    <>
      <div className={styles.pageHead}>
        <h1>Guests</h1>
      </div>
      <SearchForm key={text} text={text} />

      <section className={styles.panel} aria-labelledby="guests-heading">
        <div className={desk.resultsHead}>
          <h2 id="guests-heading">{text ? "Results" : "Latest guests"}</h2>
          <p className={styles.muted} role="status" style={{ margin: 0 }}>
            {countWords}
          </p>
        </div>
        {results.isError ? (
          <Alert color="red" variant="light" role="alert">
            {formErrorOf(results.error).message ?? "The search did not work."}
          </Alert>
        ) : results.isSuccess && rows.length === 0 ? (
          <p className={styles.muted}>
            {text ? "No guest at your parks matches this search." : "No guest has booked at your parks yet."}
          </p>
        ) : (
          <TableScroller label="Guests">
            <table className={`${styles.table} ${styles.cards}`}>
              <caption className="visually-hidden">Guests, latest stay first</caption>
              <ColumnHeads
                headers={["Guest", "E-mail", "Phone", "Parks", "Stays", "Latest stay", "Balance"]}
              />
              <tbody>
                {rows.map((row) => (
                  <tr key={row.guestId}>
                    <td>
                      <Link href={guestHref(row.guestId, park)} className={`${desk.textLink} ${own.name}`}>
                        {row.name}
                      </Link>
                    </td>
                    <td>
                      <div className={`${styles.labelled} ${own.email}`} data-label="E-mail">
                        <EmailWords email={row.email} />
                      </div>
                    </td>
                    <td>
                      <div className={styles.labelled} data-label="Phone">
                        <span>{row.phone}</span>
                      </div>
                    </td>
                    <td>
                      <div className={styles.labelled} data-label="Parks">
                        <span>{row.parks.join(", ")}</span>
                      </div>
                    </td>
                    <td>
                      <div className={styles.labelled} data-label="Stays">
                        <span>{row.stays}</span>
                      </div>
                    </td>
                    <td>
                      <div className={styles.labelled} data-label="Latest">
                        <span className={forms.nowrap}>{formatDate(row.lastArrival)}</span>
                      </div>
                    </td>
                    <td>
                      <div className={styles.labelled} data-label="Balance">
                        <span className={row.balanceCents > 0 ? styles.owed : undefined}>
                          {row.balanceCents > 0 ? `${formatUsd(row.balanceCents)} owed` : "Nothing owed"}
                        </span>
                      </div>
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
