"use client";

import { NativeSelect } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { formErrorOf } from "@/lib/trpc/form-errors";
import { useTRPC } from "@/lib/trpc/react";
import { HOUSEKEEPING_WORDS, type Housekeeping, type TodayRow } from "./today-row";
import own from "./today-screen.module.css";

/** A site's housekeeping in words on a coloured badge: ready, needs cleaning or out of order. */
export function SiteStatusBadge({ status }: { status: Housekeeping }) {
  return (
    <span className={own.badge} data-status={status}>
      {HOUSEKEEPING_WORDS[status]}
    </span>
  );
}

/**
 * The row's site made ready, marked for cleaning or out of order (`admin.sites.setStatus`); the screen says what
 * changed (or why not) and reads the day again.
 */
export function SiteStatusChoice({
  row,
  onDone,
  onRefused,
}: {
  row: TodayRow;
  onDone: (message: string) => Promise<unknown>;
  onRefused: (message: string) => void;
}) {
  const trpc = useTRPC();
  const setStatus = useMutation(trpc.admin.sites.setStatus.mutationOptions());
  // The choice shows until the day is read again; the select stays enabled so keyboard focus stays on it.
  const [chosen, setChosen] = useState<Housekeeping | null>(null);
  const change = async (status: Housekeeping) => {
    setChosen(status);
    try {
      const saved = await setStatus.mutateAsync({ campsiteId: row.site.id, status });
      await onDone(`Site ${row.site.name}: ${HOUSEKEEPING_WORDS[saved.status].toLowerCase()}.`);
    } catch (error) {
      onRefused(formErrorOf(error).message ?? "The site's status did not change.");
    } finally {
      setChosen(null);
    }
  };
  return (
    <NativeSelect
      className={own.statusChoice}
      classNames={{ input: own.tap }}
      size="sm"
      label={`Site ${row.site.name} status`}
      value={chosen ?? row.siteStatus.status}
      data={(Object.keys(HOUSEKEEPING_WORDS) as Housekeeping[]).map((status) => ({
        value: status,
        label: HOUSEKEEPING_WORDS[status],
      }))}
      onChange={(event) => void change(event.currentTarget.value as Housekeeping)}
    />
  );
}
