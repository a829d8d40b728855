"use client";

import { Alert, Button } from "@mantine/core";
import { IconLock, IconWheelchair } from "@tabler/icons-react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useCallback, useMemo, useState } from "react";
import {
  ConsoleNotice,
  consoleStyles,
  type Notice,
  ParkPicker,
  useSetSearchParam,
} from "@/features/console/client";
import { formatDay, formatStay } from "@/lib/date-format";
import { addDays } from "@/lib/stay-dates";
import { sentenceOf } from "@/lib/trpc/form-errors";
import { useTRPC } from "@/lib/trpc/react";
import styles from "./grid.module.css";
import { BlockForm } from "./grid-block-form";
import { GridChart } from "./grid-chart";
import { type Claim, GRID_NIGHTS, type Park, type Site, type Target } from "./grid-claims";
import { GridClaimsTable } from "./grid-claims-table";
import { GridMoveDialog, type PendingMove } from "./grid-move-dialog";
import { GridRemoveBlockDialog } from "./grid-remove-block-dialog";
import { GridSelectionDialog, type Selection } from "./grid-selection-dialog";
import { useGridDrag } from "./use-grid-drag";

const natural = new Intl.Collator("en", { numeric: true });

function Legend() {
  return (
    <ul className={styles.legend} aria-label="Legend">
      <li>
        <span className={`${styles.swatch} ${styles.reservation}`} /> Reservation
      </li>
      <li>
        <span className={`${styles.swatch} ${styles.hold}`} /> Hold in a guest's cart
      </li>
      <li>
        <span className={`${styles.swatch} ${styles.block}`} /> Block
      </li>
      <li>
        <IconLock size={16} aria-hidden="true" /> Site locked by the guest
      </li>
      <li>
        <IconWheelchair size={16} aria-hidden="true" /> Accessible site
      </li>
    </ul>
  );
}

/** A stay dragged or moved by keys to `target`, as the dialog asks about it; null when nothing would change. */
function pendingMove(claim: Claim, target: Target, siteById: Map<string, Site>): PendingMove | null {
  const fromSite = siteById.get(claim.campsiteId);
  const toSite = siteById.get(target.siteId);
  if (!fromSite || !toSite || !claim.reservationId) return null;
  const siteChanged = target.siteId !== claim.campsiteId;
  const datesChanged = target.start !== claim.start || target.end !== claim.end;
  if (!siteChanged && !datesChanged) return null;
  return {
    reservationId: claim.reservationId,
    guestName: claim.guestName ?? "the guest",
    locked: claim.locked,
    from: { campsiteId: fromSite.id, siteName: fromSite.name, start: claim.start, end: claim.end },
    to: { campsiteId: toSite.id, siteName: toSite.name, start: target.start, end: target.end },
    siteChanged,
    datesChanged,
  };
}

/**
 * The tape chart: a park's sites (by type, accessible and locked marked) × two weeks of nights, each claim a bar
 * coloured by kind. Drag a stay to another site or dates, drag its right edge to change the departure, drag over
 * empty nights to book or block them. The keyboard does the same: focus a stay, arrows move it (Shift + arrows
 * change the departure), Enter asks to confirm. Every change is decided on the server; below the chart the same
 * claims are a table for screen readers.
 */
export function GridScreen({ parks, park, from }: { parks: Park[]; park: Park; from: string }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const router = useRouter();
  const setSearchParam = useSetSearchParam();
  const to = addDays(from, GRID_NIGHTS);
  const grid = useQuery(trpc.admin.reservations.grid.queryOptions({ parkId: park.id, from, to }));
  const nights = useMemo(
    () => Array.from({ length: GRID_NIGHTS }, (_, index) => addDays(from, index)),
    [from],
  );
  const sites: Site[] = useMemo(
    () =>
      [...(grid.data?.campsites ?? [])].sort(
        (a, b) => a.campsiteTypeName.localeCompare(b.campsiteTypeName) || natural.compare(a.name, b.name),
      ),
    [grid.data],
  );
  const claims: Claim[] = grid.data?.claims ?? [];
  const siteById = useMemo(() => new Map(sites.map((site) => [site.id, site])), [sites]);

  const [move, setMove] = useState<PendingMove | null>(null);
  const [selection, setSelection] = useState<Selection | null>(null);
  const [blockOpen, setBlockOpen] = useState<Claim | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const refresh = useCallback(
    () => queryClient.invalidateQueries({ queryKey: trpc.admin.reservations.grid.queryKey() }),
    [queryClient, trpc],
  );
  const told = (tone: Notice["tone"]) => (text: string) => {
    setNotice({ tone, text });
    void refresh();
  };

  const gestures = useGridDrag({
    sites,
    propose: (claim, target) => {
      const pending = pendingMove(claim, target, siteById);
      if (pending) setMove(pending);
      return pending !== null;
    },
    select: (target) => {
      const site = siteById.get(target.siteId);
      if (site) setSelection({ site, start: target.start, end: target.end });
    },
  });

  const go = (date: string) => setSearchParam("from", date);

  const { keyboardMove } = gestures;
  const liveStatus = keyboardMove
    ? `Moving to site ${siteById.get(keyboardMove.siteId)?.name}, ${formatStay(keyboardMove.start, keyboardMove.end)}. Press Enter to confirm or Escape to cancel.`
    : "";

  return (
    <>
      <div className={consoleStyles.pageHead}>
        <h1>Grid</h1>
        <ParkPicker parks={parks} value={park.slug} />
        <div className={consoleStyles.actions}>
          <Button variant="default" onClick={() => go(addDays(from, -7))}>
            Previous week
          </Button>
          <Button variant="default" onClick={() => go(addDays(from, 7))}>
            Next week
          </Button>
        </div>
        <p className={consoleStyles.muted} style={{ margin: 0 }}>
          {formatDay(from)} – {formatDay(to)}
        </p>
      </div>
      <p className={consoleStyles.muted}>
        Drag a stay to another site or other dates; drag its right edge to change the departure; drag across
        free nights to book or block them. With the keyboard: focus a stay, move it with the arrow keys (Shift
        + left or right changes the departure) and press Enter to confirm.
      </p>
      <div aria-live="polite" className="visually-hidden">
        {liveStatus}
      </div>
      <ConsoleNotice notice={notice} onDismiss={() => setNotice(null)} />
      <Legend />
      {grid.isError && (
        <Alert color="red" variant="light" role="alert">
          {sentenceOf(grid.error)}
        </Alert>
      )}
      <GridChart
        sites={sites}
        claims={claims}
        nights={nights}
        from={from}
        gestures={gestures}
        onOpen={(claim) => {
          if (claim.kind === "block") setBlockOpen(claim);
          if (claim.reservationId)
            router.push(`/admin/reservations/${claim.reservationId}?park=${park.slug}`);
        }}
      />
      <GridClaimsTable park={park} sites={sites} claims={claims} from={from} to={to} />

      <BlockForm park={park} sites={sites} from={from} onBlocked={told("done")} />

      <GridMoveDialog
        move={move}
        onClose={() => setMove(null)}
        onDone={told("done")}
        onRefused={told("refused")}
      />
      <GridSelectionDialog
        park={park}
        selection={selection}
        onClose={() => setSelection(null)}
        onBlocked={(text) => {
          setSelection(null);
          told("done")(text);
        }}
      />
      <GridRemoveBlockDialog
        block={blockOpen}
        siteName={blockOpen ? siteById.get(blockOpen.campsiteId)?.name : undefined}
        onClose={() => setBlockOpen(null)}
        onRemoved={(text) => {
          setBlockOpen(null);
          told("done")(text);
        }}
        onRefused={(text) => {
          setBlockOpen(null);
          told("refused")(text);
        }}
      />
    </>
  );
}
