"use client";

import { Alert } from "@mantine/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { useState } from "react";
import { ConsoleNotice, consoleStyles, type Notice, ParkPicker } from "@/features/console/client";
import { formErrorOf } from "@/lib/trpc/form-errors";
import { useTRPC } from "@/lib/trpc/react";
import { ClosureSection } from "./closure-section";
import { RulesKindsTable } from "./rules-kinds-table";
import styles from "./rules-screen.module.css";
import { RulesStayRules } from "./rules-stay-rules";

type Park = { id: string; slug: string; name: string };

/**
 * A park's availability rules: the eleven kinds and where each is set, the stay rules by scope (add, change,
 * remove) and the closures with the message guests read (add, change, remove, after listing the bookings a
 * closure would close over). The server validates and audits; the screen shows its answers.
 */
export function RulesScreen({ parks, park }: { parks: Park[]; park: Park }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const overview = useQuery(trpc.admin.rules.list.queryOptions({ parkId: park.id }));
  const [notice, setNotice] = useState<Notice | null>(null);

  const done = (text: string) => {
    setNotice({ tone: "done", text });
    void Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.admin.rules.list.queryKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.admin.audit.pathKey() }),
    ]);
  };

  return (
    <>
      <div className={consoleStyles.pageHead}>
        <h1>Rules</h1>
        {parks.length > 1 && <ParkPicker parks={parks} value={park.slug} />}
      </div>
      <p className={styles.lead}>
        Rules and closures apply to <strong>new bookings only</strong>: reservations already made are not
        checked again. Guests book a site type and the engine picks the site, so stay rules are set for the
        whole park, a site type or a season. To take one site out, block its nights on the{" "}
        <Link href={`/admin/grid?park=${park.slug}`}>Grid</Link> or deactivate it on the{" "}
        <Link href={`/admin/sites?park=${park.slug}`}>Sites</Link> screen.
      </p>
      <ConsoleNotice notice={notice} onDismiss={() => setNotice(null)} />
      {overview.isError ? (
        <Alert color="red" variant="light" role="alert">
          {formErrorOf(overview.error).message}
        </Alert>
      ) : !overview.data ? (
        <p className={consoleStyles.muted}>Loading the rules of {park.name}…</p>
      ) : (
        <>
          <RulesKindsTable overview={overview.data} />
          <RulesStayRules overview={overview.data} onDone={done} onStart={() => setNotice(null)} />
          <ClosureSection overview={overview.data} onDone={done} onStart={() => setNotice(null)} />
        </>
      )}
    </>
  );
}
