"use client";

import { IconCheck, IconLock, IconNote } from "@tabler/icons-react";
import type { CSSProperties } from "react";
import styles from "./grid.module.css";
import { type Claim, claimLabel, owedWords, type Site } from "./grid-claims";
import type { GridDrag } from "./use-grid-drag";

export type BarHandlers = Pick<GridDrag, "onBarPointerDown" | "onBarKeyDown" | "onBarBlur" | "isClick">;

/**
 * One claim on the chart: a stay shows its guest, a check mark once they are in, what they owe, a note mark and
 * the lock; all of it, the pinned note included, is the button's name (and its tooltip, as the bar may be cut).
 */
export function GridBar({
  claim,
  site,
  place,
  moving,
  found,
  hintId,
  handlers,
  onOpen,
}: {
  claim: Claim;
  site: Site;
  place: CSSProperties;
  moving: boolean;
  found: boolean;
  /** The element that says how to move a stay with the keyboard. */
  hintId: string;
  handlers: BarHandlers;
  onOpen: (claim: Claim) => void;
}) {
  const label = claimLabel(claim, site);
  const owed = owedWords(claim);
  const stay = claim.kind === "reservation";
  return (
    <button
      type="button"
      className={`${styles.bar} ${styles[claim.kind]} ${moving ? styles.dragging : ""}`}
      style={place}
      aria-label={label}
      aria-describedby={stay ? hintId : undefined}
      title={label}
      data-claim={claim.reservationId ?? claim.id}
      data-found={found || undefined}
      data-checked-in={claim.checkedIn || undefined}
      onPointerDown={(event) => handlers.onBarPointerDown(event, claim, "move")}
      onKeyDown={(event) => handlers.onBarKeyDown(event, claim)}
      onBlur={() => handlers.onBarBlur(claim)}
      onClick={() => {
        if (handlers.isClick()) onOpen(claim);
      }}
    >
      <span className={styles.barText} aria-hidden="true">
        <span className={styles.barLine}>
          {claim.locked && <IconLock size={14} className={styles.mark} />}
          {claim.checkedIn && <IconCheck size={14} stroke={3} className={styles.mark} />}
          <span className={styles.barName}>
            {claim.kind === "block" ? "Block" : claim.kind === "hold" ? "Hold" : claim.guestName}
          </span>
          {claim.pinnedNote && <IconNote size={14} className={styles.mark} />}
        </span>
        {owed && <span className={styles.owed}>{owed}</span>}
      </span>
      {stay && (
        <span
          className={styles.handle}
          aria-hidden="true"
          onPointerDown={(event) => handlers.onBarPointerDown(event, claim, "resize")}
        />
      )}
    </button>
  );
}
