"use client";

import { Button, TextInput } from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";
import Link from "next/link";
import { useState } from "react";
import { formatStay } from "@/lib/date-format";
import styles from "./grid.module.css";
import type { Claim, Park } from "./grid-claims";

const MATCHES_LISTED = 12;

/**
 * Find a guest or a confirmation code among the stays of the nights loaded: the matches are counted (a status
 * screen readers announce) and listed, each a button to its bar; the screen moves focus to the first. None in
 * these nights: a link searches every date on the Reservations screen.
 */
export function GridFind({
  park,
  query,
  found,
  filtersCleared,
  windowWords,
  siteNameOf,
  onFind,
  onGoTo,
}: {
  park: Park;
  /** What was last looked for ("" before any search). */
  query: string;
  found: Claim[];
  /** The first match was on a site the filters hid: they were set back to every site. */
  filtersCleared: boolean;
  /** The nights loaded, in words. */
  windowWords: string;
  siteNameOf: (siteId: string) => string;
  onFind: (query: string) => void;
  onGoTo: (claim: Claim) => void;
}) {
  const [text, setText] = useState(query);
  const stayWords = (claim: Claim) =>
    `${claim.guestName ?? "Reservation"}, site ${siteNameOf(claim.campsiteId)}, ${formatStay(claim.start, claim.end)}`;
  const first = found[0];
  const status = !query
    ? ""
    : first
      ? `${found.length === 1 ? "1 stay" : `${found.length} stays`} for “${query}”${filtersCleared ? " (the filters were cleared to show it)" : ""}. First: ${stayWords(first)}.`
      : `No stay for “${query}” in ${windowWords}.`;
  return (
    <search aria-label="Find a stay on the chart" className={styles.find}>
      <form
        className={styles.findForm}
        onSubmit={(event) => {
          event.preventDefault();
          onFind(text.trim());
        }}
      >
        <TextInput
          type="search"
          label="Guest or confirmation code"
          styles={{ input: { minHeight: 44 } }}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          className={styles.findInput}
        />
        <Button
          type="submit"
          className={styles.tap}
          leftSection={<IconSearch size={16} aria-hidden="true" />}
        >
          Find
        </Button>
      </form>
      <p role="status" className={styles.findStatus}>
        {status}
        {query && !first && (
          <>
            {" "}
            <Link
              href={`/admin/reservations?${new URLSearchParams({ park: park.slug, q: query }).toString()}`}
            >
              Search every date for “{query}”
            </Link>
          </>
        )}
      </p>
      {found.length > 1 && (
        <ul className={styles.matches} aria-label="Stays found">
          {found.slice(0, MATCHES_LISTED).map((claim) => (
            <li key={claim.id}>
              <button type="button" className={styles.match} onClick={() => onGoTo(claim)}>
                {stayWords(claim)}
              </button>
            </li>
          ))}
          {found.length > MATCHES_LISTED && <li>and {found.length - MATCHES_LISTED} more</li>}
        </ul>
      )}
    </search>
  );
}
