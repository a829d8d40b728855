"use client";

import { Alert, Button, Modal, Stack, Textarea } from "@mantine/core";
import { IconLock, IconWheelchair } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { type KeyboardEvent, type PointerEvent, useCallback, useMemo, useRef, useState } from "react";
import { ConsoleNotice, consoleStyles, type Notice, ParkPicker } from "@/features/console/client";
import { addDays, nightsBetween } from "@/lib/stay-dates";
import { formatStayDate } from "@/lib/stay-format";
import { DANGER_COLOR } from "@/lib/theme";
import { formErrorOf, sentenceOf } from "@/lib/trpc/form-errors";
import { useTRPC } from "@/lib/trpc/react";
import styles from "./grid.module.css";
import { BlockForm } from "./grid-block-form";
import { GridMoveDialog, type PendingMove } from "./grid-move-dialog";

/** Two weeks on screen: a weekend either side of a week, and it fits a tablet held sideways. */
export const GRID_NIGHTS = 14;

type Park = { id: string; slug: string; name: string };
type Site = {
  id: string;
  name: string;
  campsiteTypeId: string;
  campsiteTypeName: string;
  accessible: boolean;
};
type Claim = {
  id: string;
  campsiteId: string;
  start: string;
  end: string;
  kind: "reservation" | "hold" | "block";
  reservationId?: string;
  guestName?: string;
  locked: boolean;
};
type Cell = { siteId: string; date: string };
type Drag =
  | { mode: "move" | "resize"; claim: Claim; grabbed: Cell; over: Cell }
  | { mode: "select"; grabbed: Cell; over: Cell };

const natural = new Intl.Collator("en", { numeric: true });

const claimLabel = (claim: Claim, site: Site) =>
  `${claim.kind === "block" ? "Block" : claim.kind === "hold" ? "Hold (in a guest's cart)" : (claim.guestName ?? "Reservation")}, site ${site.name}, ${formatStayDate(claim.start)} – ${formatStayDate(claim.end)}${claim.locked ? ", site locked by the guest" : ""}`;

/** The night under the pointer, also when a bar lies over it (bars sit above the cells). */
function cellAt(x: number, y: number): Cell | null {
  const element = document
    .elementsFromPoint(x, y)
    .find(
      (candidate): candidate is HTMLElement =>
        candidate instanceof HTMLElement && "cell" in candidate.dataset,
    );
  if (!element?.dataset.site || !element.dataset.date) return null;
  return { siteId: element.dataset.site, date: element.dataset.date };
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
  const pathname = usePathname();
  const search = useSearchParams();
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

  const [drag, setDrag] = useState<Drag | null>(null);
  const dragRef = useRef<Drag | null>(null);
  /** A drop that asked to move a stay is not also a click on it. */
  const suppressClick = useRef(false);
  const [keyboardMove, setKeyboardMove] = useState<{
    claim: Claim;
    siteId: string;
    start: string;
    end: string;
  } | null>(null);
  const [move, setMove] = useState<PendingMove | null>(null);
  const [selection, setSelection] = useState<{ site: Site; start: string; end: string } | null>(null);
  const [blockOpen, setBlockOpen] = useState<Claim | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const refresh = useCallback(
    () => queryClient.invalidateQueries({ queryKey: trpc.admin.reservations.grid.queryKey() }),
    [queryClient, trpc],
  );

  const go = (date: string) => {
    const params = new URLSearchParams(search.toString());
    params.set("from", date);
    router.push(`${pathname}?${params.toString()}`);
  };

  /** A stay moved to `target`: the dialog asks before anything changes; nothing moved is nothing to ask. */
  const proposeMove = useCallback(
    (claim: Claim, target: { siteId: string; start: string; end: string }) => {
      const fromSite = siteById.get(claim.campsiteId);
      const toSite = siteById.get(target.siteId);
      if (!fromSite || !toSite || !claim.reservationId) return;
      const siteChanged = target.siteId !== claim.campsiteId;
      const datesChanged = target.start !== claim.start || target.end !== claim.end;
      if (!siteChanged && !datesChanged) return;
      suppressClick.current = true;
      setMove({
        reservationId: claim.reservationId,
        guestName: claim.guestName ?? "the guest",
        locked: claim.locked,
        from: { campsiteId: fromSite.id, siteName: fromSite.name, start: claim.start, end: claim.end },
        to: { campsiteId: toSite.id, siteName: toSite.name, start: target.start, end: target.end },
        siteChanged,
        datesChanged,
      });
    },
    [siteById],
  );

  const targetOf = useCallback((current: Drag): { siteId: string; start: string; end: string } | null => {
    if (current.mode === "select") {
      const [a, b] = [current.grabbed.date, current.over.date].sort();
      return { siteId: current.grabbed.siteId, start: a!, end: addDays(b!, 1) };
    }
    const { claim } = current;
    const shift = nightsBetween(current.grabbed.date, current.over.date);
    if (current.mode === "resize") {
      // The departure moves by as many nights as the pointer did (the bar may run past the window's edge).
      const end = addDays(claim.end, shift);
      return {
        siteId: claim.campsiteId,
        start: claim.start,
        end: end > claim.start ? end : addDays(claim.start, 1),
      };
    }
    return {
      siteId: current.over.siteId,
      start: addDays(claim.start, shift),
      end: addDays(claim.end, shift),
    };
  }, []);

  // While a drag runs, the window follows the pointer (the pointer may leave the bar) and the drop ends it.
  /** What a drop does, as of the latest render (the window's listeners outlive the render that added them). */
  const dropRef = useRef<(current: Drag) => void>(() => {});
  dropRef.current = (current: Drag) => {
    const target = targetOf(current);
    if (!target) return;
    if (current.mode === "select") {
      const site = siteById.get(target.siteId);
      if (site) setSelection({ site, ...target });
      return;
    }
    proposeMove(current.claim, target);
  };

  // The window follows the pointer from the press on (it may leave the bar) until the drop: the listeners are
  // added in the press itself, so no move or release can come before them.
  const startDrag = (event: PointerEvent<HTMLElement>, next: Drag) => {
    if (event.button !== 0) return;
    event.preventDefault();
    dragRef.current = next;
    setDrag(next);
    const onMove = (moveEvent: globalThis.PointerEvent) => {
      const over = cellAt(moveEvent.clientX, moveEvent.clientY);
      const current = dragRef.current;
      if (!over || !current) return;
      if (current.mode !== "move" && over.siteId !== current.grabbed.siteId) return;
      const moved = { ...current, over } as Drag;
      dragRef.current = moved;
      setDrag(moved);
    };
    const onUp = () => {
      window.removeEventListener("pointermove", onMove);
      window.removeEventListener("pointercancel", onUp);
      const current = dragRef.current;
      dragRef.current = null;
      setDrag(null);
      if (current) dropRef.current(current);
    };
    window.addEventListener("pointermove", onMove);
    window.addEventListener("pointerup", onUp, { once: true });
    window.addEventListener("pointercancel", onUp, { once: true });
  };

  const onBarPointerDown = (event: PointerEvent<HTMLElement>, claim: Claim, mode: "move" | "resize") => {
    if (claim.kind !== "reservation") return;
    const cell = cellAt(event.clientX, event.clientY) ?? { siteId: claim.campsiteId, date: claim.start };
    startDrag(event, { mode, claim, grabbed: cell, over: cell });
    event.stopPropagation();
  };

  const onBarKeyDown = (event: KeyboardEvent<HTMLButtonElement>, claim: Claim) => {
    if (claim.kind !== "reservation") return;
    const pending = keyboardMove?.claim.id === claim.id ? keyboardMove : null;
    const current = pending ?? { claim, siteId: claim.campsiteId, start: claim.start, end: claim.end };
    const siteIndex = sites.findIndex((site) => site.id === current.siteId);
    let next = current;
    if (event.key === "ArrowLeft" || event.key === "ArrowRight") {
      const step = event.key === "ArrowLeft" ? -1 : 1;
      next = event.shiftKey
        ? {
            ...current,
            end:
              nightsBetween(current.start, addDays(current.end, step)) >= 1
                ? addDays(current.end, step)
                : current.end,
          }
        : { ...current, start: addDays(current.start, step), end: addDays(current.end, step) };
    } else if (event.key === "ArrowUp" || event.key === "ArrowDown") {
      const neighbour = sites[siteIndex + (event.key === "ArrowUp" ? -1 : 1)];
      if (neighbour) next = { ...current, siteId: neighbour.id };
    } else if (event.key === "Enter" && pending) {
      event.preventDefault();
      setKeyboardMove(null);
      proposeMove(claim, pending);
      suppressClick.current = false;
      return;
    } else if (event.key === "Escape" && pending) {
      setKeyboardMove(null);
      return;
    } else {
      return;
    }
    event.preventDefault();
    setKeyboardMove(next);
  };

  const ghost = drag && drag.mode !== "select" ? targetOf(drag) : keyboardMove;
  const selecting = drag?.mode === "select" ? targetOf(drag) : null;

  const span = (start: string, end: string) => {
    const first = Math.max(0, nightsBetween(from, start));
    const last = Math.min(GRID_NIGHTS, nightsBetween(from, end));
    return last > first ? { gridColumn: `${first + 2} / ${last + 2}` } : null;
  };

  const groups = useMemo(() => {
    const byType = new Map<string, Site[]>();
    for (const site of sites)
      byType.set(site.campsiteTypeName, [...(byType.get(site.campsiteTypeName) ?? []), site]);
    return [...byType.entries()];
  }, [sites]);

  const trpcBlocks = trpc.admin.blocks;
  const createBlock = useMutation(trpcBlocks.create.mutationOptions());
  const removeBlock = useMutation(trpcBlocks.remove.mutationOptions());
  const [blockReason, setBlockReason] = useState("");
  const [blockError, setBlockError] = useState<string | null>(null);

  const liveStatus = keyboardMove
    ? `Moving to site ${siteById.get(keyboardMove.siteId)?.name}, ${formatStayDate(keyboardMove.start)} – ${formatStayDate(keyboardMove.end)}. Press Enter to confirm or Escape to cancel.`
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
          {formatStayDate(from)} – {formatStayDate(to)}
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
      {grid.isError && (
        <Alert color="red" variant="light" role="alert">
          {sentenceOf(grid.error)}
        </Alert>
      )}
      <div className={styles.scroller} data-testid="grid-chart">
        <div className={styles.chart} style={{ "--nights": GRID_NIGHTS } as React.CSSProperties}>
          <div className={styles.row}>
            <div className={styles.corner}>Site</div>
            {nights.map((night) => (
              <div key={night} className={styles.dayHead}>
                {formatStayDate(night).replace(",", "")}
              </div>
            ))}
          </div>
          {groups.map(([typeName, typeSites]) => (
            <div key={typeName}>
              <div className={styles.typeHead}>{typeName}</div>
              {typeSites.map((site) => (
                <div key={site.id} className={styles.row} data-site-row={site.name}>
                  <div className={styles.siteHead}>
                    {site.name}
                    {site.accessible && (
                      <span title="Accessible site">
                        {" "}
                        <IconWheelchair size={16} aria-hidden="true" />
                        <span className="visually-hidden">(accessible)</span>
                      </span>
                    )}
                  </div>
                  {nights.map((night, index) => (
                    <div
                      key={night}
                      data-cell
                      data-site={site.id}
                      data-date={night}
                      className={styles.cell}
                      style={{ gridColumn: index + 2 }}
                      onPointerDown={(event) => {
                        const cell = { siteId: site.id, date: night };
                        startDrag(event, { mode: "select", grabbed: cell, over: cell });
                      }}
                    />
                  ))}
                  {claims
                    .filter((claim) => claim.campsiteId === site.id)
                    .map((claim) => {
                      const place = span(claim.start, claim.end);
                      if (!place) return null;
                      const moving = drag && drag.mode !== "select" && drag.claim.id === claim.id;
                      return (
                        <button
                          key={claim.id}
                          type="button"
                          className={`${styles.bar} ${styles[claim.kind]} ${moving ? styles.dragging : ""}`}
                          style={place}
                          aria-label={claimLabel(claim, site)}
                          data-claim={claim.reservationId ?? claim.id}
                          onPointerDown={(event) => onBarPointerDown(event, claim, "move")}
                          onKeyDown={(event) => onBarKeyDown(event, claim)}
                          onBlur={() =>
                            setKeyboardMove((pending) => (pending?.claim.id === claim.id ? null : pending))
                          }
                          onClick={() => {
                            if (suppressClick.current) {
                              suppressClick.current = false;
                              return;
                            }
                            if (claim.kind === "block") setBlockOpen(claim);
                            if (claim.reservationId) {
                              router.push(`/admin/reservations/${claim.reservationId}?park=${park.slug}`);
                            }
                          }}
                        >
                          <span className={styles.barText} aria-hidden="true">
                            {claim.locked && <IconLock size={14} className={styles.lock} />}
                            {claim.kind === "block"
                              ? "Block"
                              : claim.kind === "hold"
                                ? "Hold"
                                : claim.guestName}
                          </span>
                          {claim.kind === "reservation" && (
                            <span
                              className={styles.handle}
                              aria-hidden="true"
                              onPointerDown={(event) => onBarPointerDown(event, claim, "resize")}
                            />
                          )}
                        </button>
                      );
                    })}
                  {ghost && ghost.siteId === site.id && span(ghost.start, ghost.end) && (
                    <div className={styles.ghost} style={span(ghost.start, ghost.end)!} aria-hidden="true" />
                  )}
                  {selecting && selecting.siteId === site.id && span(selecting.start, selecting.end) && (
                    <div
                      className={styles.selecting}
                      style={span(selecting.start, selecting.end)!}
                      aria-hidden="true"
                    />
                  )}
                </div>
              ))}
            </div>
          ))}
        </div>
      </div>

      <details className={consoleStyles.panel}>
        <summary>The same claims as a table</summary>
        <div className={consoleStyles.tableWrap}>
          <table className={consoleStyles.table}>
            <caption className="visually-hidden">
              Claims at {park.name}, {formatStayDate(from)} – {formatStayDate(to)}
            </caption>
            <thead>
              <tr>
                <th scope="col">Site</th>
                <th scope="col">Type</th>
                <th scope="col">Kind</th>
                <th scope="col">Guest</th>
                <th scope="col">Arrival</th>
                <th scope="col">Departure</th>
                <th scope="col">Locked</th>
              </tr>
            </thead>
            <tbody>
              {sites.flatMap((site) =>
                claims
                  .filter((claim) => claim.campsiteId === site.id)
                  .map((claim) => (
                    <tr key={claim.id}>
                      <td>{site.name}</td>
                      <td>{site.campsiteTypeName}</td>
                      <td>{claim.kind}</td>
                      <td>
                        {claim.reservationId ? (
                          <Link href={`/admin/reservations/${claim.reservationId}?park=${park.slug}`}>
                            {claim.guestName ?? "Reservation"}
                          </Link>
                        ) : (
                          "—"
                        )}
                      </td>
                      <td>{formatStayDate(claim.start)}</td>
                      <td>{formatStayDate(claim.end)}</td>
                      <td>{claim.locked ? "Yes" : "No"}</td>
                    </tr>
                  )),
              )}
            </tbody>
          </table>
        </div>
      </details>

      <BlockForm
        park={park}
        sites={sites}
        from={from}
        onBlocked={(text) => {
          setNotice({ tone: "done", text });
          void refresh();
        }}
      />

      <GridMoveDialog
        move={move}
        onClose={() => setMove(null)}
        onDone={(text) => {
          setNotice({ tone: "done", text });
          void refresh();
        }}
        onRefused={(text) => {
          setNotice({ tone: "refused", text });
          void refresh();
        }}
      />

      <Modal
        opened={selection !== null}
        onClose={() => {
          setSelection(null);
          setBlockError(null);
        }}
        title={
          selection
            ? `Site ${selection.site.name}, ${formatStayDate(selection.start)} – ${formatStayDate(selection.end)}`
            : ""
        }
        centered
      >
        {selection && (
          <Stack gap="md">
            <Button
              component={Link}
              href={`/admin/new?park=${park.slug}&site=${selection.site.id}&start=${selection.start}&end=${selection.end}`}
            >
              Book a walk-in on these nights
            </Button>
            <Textarea
              label="Or block them: why?"
              value={blockReason}
              onChange={(event) => setBlockReason(event.currentTarget.value)}
              error={blockError}
              autosize
              minRows={2}
            />
            <Button
              variant="outline"
              loading={createBlock.isPending}
              onClick={() =>
                createBlock.mutate(
                  {
                    parkId: park.id,
                    campsiteId: selection.site.id,
                    dates: { start: selection.start, end: selection.end },
                    reason: blockReason,
                  },
                  {
                    onSuccess: () => {
                      setNotice({
                        tone: "done",
                        text: `Site ${selection.site.name} blocked ${formatStayDate(selection.start)} – ${formatStayDate(selection.end)}.`,
                      });
                      setSelection(null);
                      setBlockReason("");
                      setBlockError(null);
                      void refresh();
                    },
                    onError: (error) => {
                      const problem = formErrorOf(error);
                      setBlockError(
                        problem.fields.reason ?? problem.message ?? Object.values(problem.fields)[0] ?? null,
                      );
                    },
                  },
                )
              }
            >
              Block these nights
            </Button>
          </Stack>
        )}
      </Modal>

      <Modal opened={blockOpen !== null} onClose={() => setBlockOpen(null)} title="Block" centered>
        {blockOpen && (
          <Stack gap="md">
            <p style={{ margin: 0 }}>
              Site {siteById.get(blockOpen.campsiteId)?.name}, {formatStayDate(blockOpen.start)} –{" "}
              {formatStayDate(blockOpen.end)}
            </p>
            <Button
              color={DANGER_COLOR}
              variant="outline"
              loading={removeBlock.isPending}
              onClick={() =>
                removeBlock.mutate(
                  { blockId: blockOpen.id },
                  {
                    onSuccess: () => {
                      setNotice({ tone: "done", text: "Block removed: those nights are bookable again." });
                      setBlockOpen(null);
                      void refresh();
                    },
                    onError: (error) => {
                      setBlockOpen(null);
                      setNotice({ tone: "refused", text: formErrorOf(error).message ?? "Not removed." });
                    },
                  },
                )
              }
            >
              Remove this block
            </Button>
          </Stack>
        )}
      </Modal>
    </>
  );
}
