"use client";

import { Alert, Button, TextInput } from "@mantine/core";
import { IconMail, IconPrinter } from "@tabler/icons-react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { useRef, useState } from "react";

import {
  ALL_PARKS,
  ConsoleNotice,
  type Notice,
  ParkPicker,
  consoleStyles as styles,
  useSetSearchParam,
} from "@/features/console/client";
import { sentenceOf } from "@/lib/trpc/form-errors";
import { useTRPC } from "@/lib/trpc/react";
import { NoShowDialog } from "./no-show-dialog";
import { TodayArrivalsSheet } from "./today-arrivals-sheet";
import { sectionId, TodayDaySection } from "./today-day-section";
import { TodayNoteDialog } from "./today-note-dialog";
import print from "./today-print.module.css";
import type { TodayPark, TodayRow } from "./today-row";
import type { TodayRowHandlers } from "./today-row-actions";
import own from "./today-screen.module.css";

/** A dialog about one row: open, or closing with the row still shown until its exit transition ends. */
function useRowDialog() {
  const [row, setRow] = useState<TodayRow | null>(null);
  const [opened, setOpened] = useState(false);
  return {
    row,
    opened,
    open: (next: TodayRow) => {
      setRow(next);
      setOpened(true);
    },
    close: () => setOpened(false),
    exited: () => setRow(null),
  };
}

/**
 * Today at one park or at every park: arrivals, departures and guests in the park, with check-in and check-out,
 * no-shows, cash taken, pinned notes and each site's housekeeping; the arrivals print on a sheet of their own.
 * `todayByPark` is each park's own date, from which a no-show can be marked.
 */
export function TodayScreen({
  parks,
  park,
  date,
  todayByPark,
}: {
  parks: TodayPark[];
  /** null: every park. */
  park: TodayPark | null;
  date: string;
  todayByPark: Record<string, string>;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const setSearchParam = useSetSearchParam();
  const day = useQuery(trpc.admin.reservations.day.queryOptions(park ? { parkId: park.id, date } : { date }));
  const [notice, setNotice] = useState<Notice | null>(null);
  const note = useRowDialog();
  const noShow = useRowDialog();
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.admin.reservations.day.queryKey() });

  // One key per balance shown: a second click on the same "Take $X cash" is the same payment, recorded once.
  const cashKeys = useRef(new Map<string, string>());
  const handlers: TodayRowHandlers = {
    onDone: async (text) => {
      setNotice({ tone: "done", text });
      await refresh();
    },
    onRefused: (text) => setNotice({ tone: "refused", text }),
    onNoShow: noShow.open,
    cashKey: (reservationId, cents) => {
      const shown = `${reservationId}:${cents}`;
      if (!cashKeys.current.has(shown)) cashKeys.current.set(shown, crypto.randomUUID());
      return cashKeys.current.get(shown)!;
    },
  };
  const slugOf = (parkId: string) => parks.find((candidate) => candidate.id === parkId)?.slug;
  // The server marks a no-show from the arrival day on, in the park's own date.
  const canNoShow = (row: TodayRow) => !row.checkedInAt && date <= (todayByPark[row.park.id] ?? "");
  const sectionProps = { showPark: park === null, slugOf, onAddNote: note.open, handlers };

  // A no-show's row leaves with its button: focus goes to the arrivals' heading rather than to nowhere.
  const [noShowGone, setNoShowGone] = useState(false);
  const noShowDone = (text: string) => {
    setNoShowGone(true);
    noShow.close();
    setNotice({ tone: "done", text });
    requestAnimationFrame(() => document.getElementById(sectionId("Arrivals"))?.focus());
    void refresh();
  };

  return (
    <div className={print.screen}>
      <div className={styles.pageHead}>
        <h1>Today</h1>
        <ParkPicker parks={parks} value={park?.slug ?? ALL_PARKS} allParks />
        <TextInput
          type="date"
          label="Date"
          value={date}
          onChange={(event) => setSearchParam("date", event.currentTarget.value)}
        />
        <div className={own.headActions}>
          {park && (
            <Button
              component={Link}
              variant="default"
              leftSection={<IconMail size={18} aria-hidden />}
              href={`/admin/messages?${new URLSearchParams({ park: park.slug, date }).toString()}`}
            >
              Message arrivals
            </Button>
          )}
          <Button
            variant="default"
            leftSection={<IconPrinter size={18} aria-hidden />}
            onClick={() => window.print()}
          >
            Print arrivals
          </Button>
        </div>
      </div>
      <ConsoleNotice notice={notice} onDismiss={() => setNotice(null)} />
      {day.isError && (
        <Alert color="red" variant="light" role="alert">
          {sentenceOf(day.error)}
        </Alert>
      )}
      <TodayDaySection
        title="Arrivals"
        rows={day.data?.arrivals}
        empty="Nobody arrives on this date."
        canNoShow={canNoShow}
        {...sectionProps}
      />
      <TodayDaySection
        title="Departures"
        rows={day.data?.departures}
        empty="Nobody leaves on this date."
        canNoShow={() => false}
        {...sectionProps}
      />
      <TodayDaySection
        title="In the park"
        rows={day.data?.inPark}
        empty="Nobody stays through this date."
        canNoShow={() => false}
        {...sectionProps}
      />
      <TodayArrivalsSheet
        place={park?.name ?? "All parks"}
        date={date}
        rows={day.data?.arrivals ?? []}
        showPark={park === null}
      />
      <TodayNoteDialog
        row={note.row}
        opened={note.opened}
        onClose={note.close}
        onExited={note.exited}
        onDone={(text) => {
          note.close();
          setNotice({ tone: "done", text });
          void refresh();
        }}
      />
      <NoShowDialog
        row={noShow.row}
        opened={noShow.opened}
        onClose={noShow.close}
        onExited={() => {
          noShow.exited();
          setNoShowGone(false);
        }}
        onDone={noShowDone}
        returnFocus={!noShowGone}
      />
    </div>
  );
}
