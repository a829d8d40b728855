"use client";

import { Alert, Button, NativeSelect } from "@mantine/core";
import { useInfiniteQuery } from "@tanstack/react-query";
import Link from "next/link";
import { useMemo, useRef, useState } from "react";

import { consoleFormStyles as forms, consoleStyles as styles } from "@/features/console/client";
import { PARKS_TIME_ZONE } from "@/lib/date-format";
import { addDays, instantIn, isIsoDate } from "@/lib/stay-dates";
import { roleWord } from "@/lib/team-roles";
import { sentenceOf } from "@/lib/trpc/form-errors";
import { useTRPC } from "@/lib/trpc/react";
import { ColumnHeads } from "@/lib/ui/console-kit/column-heads";
import { DateRangeInputs } from "@/lib/ui/console-kit/date-range-inputs";
import { auditActionWords, auditChanges, auditTimeParts, changeValue, onlySide } from "../team-audit-format";
import own from "./team-audit.module.css";

type Park = { id: string; slug: string; name: string; timeZone: string };

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
  ["season", "Season", "Seasons"],
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

/**
 * A `YYYY-MM-DD` day on the clock the log is told on (the chosen park's, else the parks' own): its first moment,
 * or with `end` its last.
 */
function dayEdge(day: string, timeZone: string, end = false): Date | undefined {
  if (!isIsoDate(day)) return undefined;
  return end
    ? new Date(instantIn(timeZone, addDays(day, 1), "00:00").getTime() - 1)
    : instantIn(timeZone, day, "00:00");
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What an entry is about, by its thing's name ("Site T5", "Block on site T5", "Season Summer 2027"). */
function entityWords(entity: string, name: string): string {
  if (entity === "block") return `Block on site ${name}`;
  if (entity === "photo_gallery") return `Photos of ${name}`;
  if (entity === "menu_links") return `${name.charAt(0).toUpperCase()}${name.slice(1)} menu`;
  return `${ENTITY_WORDS[entity] ?? entity} ${name}`;
}

/** The audit log: every staff change, newest first, filtered by park, kind and dates, a page at a time. */
export function AuditScreen({ parks }: { parks: Park[] }) {
  const trpc = useTRPC();
  const [parkId, setParkId] = useState("");
  const [entity, setEntity] = useState("");
  const [from, setFrom] = useState("");
  const [to, setTo] = useState("");
  const parkById = useMemo(() => new Map(parks.map((park) => [park.id, park])), [parks]);
  const timeZone = parkById.get(parkId)?.timeZone ?? PARKS_TIME_ZONE;

  const audit = useInfiniteQuery(
    trpc.admin.audit.list.infiniteQueryOptions(
      {
        parkId: parkId || undefined,
        entity: entity || undefined,
        from: dayEdge(from, timeZone),
        to: dayEdge(to, timeZone, true),
        limit: PAGE_SIZE,
      },
      { getNextPageParam: (page) => page.nextCursor ?? undefined },
    ),
  );
  const items = audit.data?.pages.flatMap((page) => page.items);
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
    const park = item.parkId ? parkById.get(item.parkId) : undefined;
    const parkName = park?.name ?? (item.parkId ? item.names[item.parkId] : undefined);
    const name = item.names[item.entityId];
    const words = name
      ? entityWords(item.entity, name)
      : UUID.test(item.entityId)
        ? null
        : entityWords(item.entity, item.entityId);
    return (
      <>
        {item.entity === "reservation" ? (
          <Link
            href={`/admin/reservations/${item.entityId}${park ? `?park=${park.slug}` : ""}`}
            className={own.entityLink}
          >
            {words ?? `Reservation ${item.entityId.slice(0, 8)}`}
          </Link>
        ) : (
          (words ?? (
            <>
              {ENTITY_WORDS[item.entity] ?? item.entity}{" "}
              <span className={own.id}>{item.entityId.slice(0, 8)}</span>
            </>
          ))
        )}
        {parkName && <div className={styles.muted}>{parkName}</div>}
      </>
    );
  };

  // The day and the time each unbroken, so that a phone's narrow column breaks between them.
  const timeCell = (item: Item) => {
    const { day, time } = auditTimeParts(item.at, item.timeZone);
    return (
      <time dateTime={item.at.toISOString()}>
        <span className={forms.nowrap}>{day},</span> <span className={forms.nowrap}>{time}</span>
      </time>
    );
  };

  const changesCell = (item: Item) => {
    const changes = auditChanges(item.before, item.after, { names: item.names, timeZone: item.timeZone });
    if (changes.length === 0) return <span className={styles.muted}>—</span>;
    const side = onlySide(item.before, item.after);
    return (
      <>
        {side && <div className={own.side}>{side === "before" ? "Before" : "After"}</div>}
        <ul className={own.changes}>
          {changes.map((change) => (
            <li key={change.key}>
              <span className={own.key}>{change.label}:</span> {changeValue(change)}
            </li>
          ))}
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
                    <td>{timeCell(item)}</td>
                    <td>
                      {item.actor ?? "npm run staff (shell)"}
                      <div className={styles.muted}>{roleWord(item.role)}</div>
                    </td>
                    <td>
                      {auditActionWords(item.action)}
                      <div className={own.action}>{item.action}</div>
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
