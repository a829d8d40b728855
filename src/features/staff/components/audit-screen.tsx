"use client";

import { Alert, Button, NativeSelect } from "@mantine/core";
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { useMemo, useRef, useState } from "react";

import { consoleFormStyles as forms, consoleStyles as styles } from "@/features/console/client";
import { formatInstant, READERS_CLOCK } from "@/lib/date-format";
import { roleWord } from "@/lib/team-roles";
import { sentenceOf } from "@/lib/trpc/form-errors";
import { useTRPC } from "@/lib/trpc/react";
import { ColumnHeads } from "@/lib/ui/console-kit/column-heads";
import { DateRangeInputs } from "@/lib/ui/console-kit/date-range-inputs";
import { auditChanges, changeLine, onlySide } from "../team-audit-format";
import own from "./team-audit.module.css";

type Park = { id: string; slug: string; name: string };

/** The kinds of things the console writes entries about (their `recordAudit` calls): name, plural. */
const KINDS: [string, string, string][] = [
  ["reservation", "Reservation", "Reservations"],
  ["block", "Block", "Blocks"],
  ["teamMember", "Team member", "Team members"],
  ["park", "Park", "Parks"],
  ["campsite_type", "Site type", "Site types"],
  ["campsite", "Site", "Sites"],
  ["photo", "Photo", "Photos"],
  ["photo_gallery", "Photo gallery", "Photo galleries"],
  ["rate_period", "Rate period", "Rate periods"],
  ["rate", "Season rate", "Season rates"],
  ["booking_rule", "Stay rule", "Stay rules"],
  ["closure", "Closure", "Closures"],
  ["promo_code", "Promo code", "Promo codes"],
  ["addon", "Add-on", "Add-ons"],
  ["banner", "Banner", "Banners"],
  ["content_page", "Page", "Pages"],
  ["menu_links", "Menu", "Menus"],
  ["membership_event", "Member event", "Member events"],
];

const ENTITIES = [{ value: "", label: "Everything" }, ...KINDS.map(([value, , label]) => ({ value, label }))];

const ENTITY_WORDS: Record<string, string> = Object.fromEntries(
  KINDS.map(([value, words]) => [value, words]),
);

const PAGE_SIZE = 50;

/** The log is read on the reader's clock: its day filter is theirs too (`dayEdge`). */
const timeWords = (at: Date) => formatInstant(at, READERS_CLOCK);

/** A `YYYY-MM-DD` day in the browser's time zone: its first moment, or with `end` its last. */
function dayEdge(day: string, end = false): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return undefined;
  const [year, month, date] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
  return end ? new Date(new Date(year, month, date + 1).getTime() - 1) : new Date(year, month, date);
}

const shortId = (id: string) => id.slice(0, 8);

/** The audit log: every staff change, newest first, filtered by park, kind and dates, a page at a time. */
export function AuditScreen({ parks }: { parks: Park[] }) {
  const trpc = useTRPC();
  const [parkId, setParkId] = useState("");
  const [entity, setEntity] = useState("");
  const [from, setFrom] = useState("");
  const [to, setTo] = useState("");
  const parkById = useMemo(() => new Map(parks.map((park) => [park.id, park])), [parks]);
  const parkNames = useMemo(() => new Map(parks.map((park) => [park.id, park.name])), [parks]);
  const team = useQuery(trpc.admin.team.list.queryOptions());

  const audit = useInfiniteQuery(
    trpc.admin.audit.list.infiniteQueryOptions(
      {
        parkId: parkId || undefined,
        entity: entity || undefined,
        from: dayEdge(from),
        to: dayEdge(to, true),
        limit: PAGE_SIZE,
      },
      { getNextPageParam: (page) => page.nextCursor ?? undefined },
    ),
  );
  const items = audit.data?.pages.flatMap((page) => page.items);
  // A member's e-mail: from the team, or (someone removed since) from the entry that invited them.
  const emailOf = useMemo(() => {
    const emails = new Map<string, string>();
    for (const item of audit.data?.pages.flatMap((page) => page.items) ?? []) {
      const after = item.after as { email?: unknown } | null;
      if (item.entity === "teamMember" && typeof after?.email === "string")
        emails.set(item.entityId, after.email);
    }
    for (const member of team.data?.members ?? []) emails.set(member.userId, member.email);
    return emails;
  }, [audit.data, team.data]);
  const filtered = Boolean(parkId || entity || from || to);

  // "Load more" keeps the focus while there is more; after the last page the button goes, and the focus moves to
  // the first entry it brought rather than falling back to the top of the page.
  const rowsRef = useRef<HTMLTableSectionElement>(null);
  const loadMore = async () => {
    const shown = items?.length ?? 0;
    const next = await audit.fetchNextPage();
    if (next.hasNextPage) return;
    requestAnimationFrame(() => rowsRef.current?.rows[shown]?.focus());
  };

  type Item = NonNullable<typeof items>[number];
  const entityCell = (item: Item) => {
    const words = ENTITY_WORDS[item.entity] ?? item.entity;
    const park = item.parkId ? parkById.get(item.parkId) : undefined;
    const memberEmail = item.entity === "teamMember" ? emailOf.get(item.entityId) : undefined;
    return (
      <>
        {item.entity === "reservation" ? (
          <Link
            href={`/admin/reservations/${item.entityId}${park ? `?park=${park.slug}` : ""}`}
            className={own.entityLink}
          >
            {words} {shortId(item.entityId)}
          </Link>
        ) : memberEmail ? (
          <>
            {words} {memberEmail}
          </>
        ) : (
          <>
            {words} <span className={own.id}>{shortId(item.entityId)}</span>
          </>
        )}
        {park && <div className={styles.muted}>{park.name}</div>}
      </>
    );
  };

  const changesCell = (item: Item) => {
    const lines = auditChanges(item.before, item.after, parkNames).map(changeLine);
    if (lines.length === 0) return <span className={styles.muted}>—</span>;
    const side = onlySide(item.before, item.after);
    return (
      <>
        {side && <div className={own.side}>{side === "before" ? "Before" : "After"}</div>}
        <ul className={own.changes}>
          {lines.map((line) => {
            const colon = line.indexOf(":");
            return (
              <li key={line}>
                <span className={own.key}>{line.slice(0, colon + 1)}</span>
                {line.slice(colon + 1)}
              </li>
            );
          })}
        </ul>
      </>
    );
  };

  return (
    <>
      <div className={styles.pageHead}>
        <h1>Audit log</h1>
      </div>
      <section className={styles.panel} aria-labelledby="audit-filters-heading">
        <h2 id="audit-filters-heading">Filters</h2>
        <div className={styles.formRow}>
          <NativeSelect
            label="Park"
            value={parkId}
            onChange={(event) => setParkId(event.currentTarget.value)}
            data={[
              { value: "", label: "All parks" },
              ...parks.map((park) => ({ value: park.id, label: park.name })),
            ]}
            className={own.field}
            classNames={{ input: forms.tap }}
          />
          <NativeSelect
            label="Kind"
            value={entity}
            onChange={(event) => setEntity(event.currentTarget.value)}
            data={ENTITIES}
            className={own.field}
            classNames={{ input: forms.tap }}
          />
          <DateRangeInputs
            inputClassName={forms.tap}
            from={{ label: "From", value: from, onChange: setFrom }}
            to={{ label: "Until (the whole day)", value: to, onChange: setTo }}
          />
          <Button
            variant="default"
            className={forms.tap}
            disabled={!filtered}
            onClick={() => {
              setParkId("");
              setEntity("");
              setFrom("");
              setTo("");
            }}
          >
            Clear filters
          </Button>
        </div>
      </section>

      <section className={styles.panel} aria-labelledby="audit-entries-heading">
        <h2 id="audit-entries-heading">
          Entries{" "}
          <span className={styles.muted}>
            ({items ? `${items.length}${audit.hasNextPage ? "+" : ""}` : "…"})
          </span>
        </h2>
        {audit.isError ? (
          <Alert color="red" variant="light" role="alert">
            {sentenceOf(audit.error)}
          </Alert>
        ) : !items ? (
          <p className={styles.muted}>Loading the log…</p>
        ) : items.length === 0 ? (
          <p className={styles.muted}>
            {filtered ? "No entries match these filters." : "Nothing logged yet."}
          </p>
        ) : (
          <section
            className={styles.tableWrap}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a table that scrolls sideways must be reachable by keyboard.
            tabIndex={0}
            aria-label="Audit entries, scrolls sideways"
          >
            <table className={styles.table}>
              <caption className="visually-hidden">Staff changes, newest first</caption>
              <ColumnHeads headers={["Time", "Who", "Action", "What", "Before → after", "Reason"]} />
              <tbody ref={rowsRef}>
                {items.map((item) => (
                  <tr key={item.id} tabIndex={-1} className={own.row}>
                    <td className={forms.nowrap}>
                      <time dateTime={item.at.toISOString()}>{timeWords(item.at)}</time>
                    </td>
                    <td>
                      {item.actor ?? "npm run staff (shell)"}
                      <div className={styles.muted}>{roleWord(item.role)}</div>
                    </td>
                    <td>
                      <span className={own.action}>{item.action}</span>
                    </td>
                    <td>{entityCell(item)}</td>
                    <td>{changesCell(item)}</td>
                    <td>{item.reason ?? <span className={styles.muted}>—</span>}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        )}
        {items && (audit.hasNextPage || audit.isFetchingNextPage) && (
          <div className={own.more}>
            <Button
              variant="default"
              className={forms.tap}
              loading={audit.isFetchingNextPage}
              onClick={loadMore}
            >
              Load more
            </Button>
          </div>
        )}
        <p className="visually-hidden" role="status">
          {items && audit.isFetched ? `${items.length} entries shown.` : ""}
        </p>
      </section>
    </>
  );
}
