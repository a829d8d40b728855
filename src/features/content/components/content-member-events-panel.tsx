"use client";

import { Button } from "@mantine/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { basisPointsToPercent } from "@/features/cart/promotion-form-values";
import { consoleStyles, StatusTag, consoleFormStyles as styles } from "@/features/console/client";

import { useTRPC } from "@/lib/trpc/react";
import { EditDialog } from "@/lib/ui/console-kit/edit-dialog";
import { EntityTable } from "@/lib/ui/console-kit/entity-table";
import { QueryView } from "@/lib/ui/console-kit/query-view";
import { momentWindowWords } from "../content-datetime";
import type { TMemberEventRow } from "../content-setup.schemas";

import { MemberEventForm } from "./content-member-event-form";

type Park = { id: string; slug: string; name: string };
type PanelProps = { parks: Park[]; onDone: (text: string) => void; onStart: () => void };

/** Member events: a dated discount for Rewards members at some parks; members see the latest one running. */
export function ContentMemberEventsPanel({ parks, onDone, onStart }: PanelProps) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const events = useQuery(trpc.admin.content.listMemberEvents.queryOptions());
  const parkNames = useMemo(() => new Map(parks.map((park) => [park.id, park.name])), [parks]);
  const [editing, setEditing] = useState<TMemberEventRow | "new" | null>(null);
  const open = (event: TMemberEventRow | "new") => {
    onStart();
    setEditing(event);
  };

  return (
    <section className={consoleStyles.panel} aria-labelledby="events-heading">
      <div className={styles.sectionHead}>
        <h2 id="events-heading">Member events</h2>
        <Button className={styles.tap} onClick={() => open("new")}>
          Add a member event
        </Button>
      </div>
      <p className={styles.hint}>
        While an event runs, active Rewards members get its discount on nights at its parks instead of the
        usual Rewards discount. When events overlap, the one that started last applies.
      </p>
      <QueryView
        query={events}
        loading="Loading the events…"
        empty="No member events yet."
        mutedClassName={consoleStyles.muted}
      >
        {(data) => (
          <EntityTable
            caption="Member events, latest first"
            classNames={{ wrap: consoleStyles.tableWrap, table: consoleStyles.table }}
            rows={data}
            rowKey={(event) => event.id}
            columns={[
              {
                header: "Event",
                className: styles.lead,
                cell: (event) => (
                  <>
                    {event.name}
                    {event.description && <div className={styles.muted}>{event.description}</div>}
                  </>
                ),
              },
              { header: "Runs", cell: (event) => momentWindowWords(event.startsAt, event.endsAt) },
              {
                header: "Discount",
                className: styles.nowrap,
                cell: (event) => `${basisPointsToPercent(event.discountBp)} %`,
              },
              {
                header: "Parks",
                cell: (event) => event.parkIds.map((id) => parkNames.get(id) ?? "Another park").join(", "),
              },
              {
                header: "Status",
                cell: (event) => (
                  <StatusTag on={event.runningNow}>
                    {event.runningNow ? "Running now" : "Not running"}
                  </StatusTag>
                ),
              },
              {
                header: "Actions",
                cell: (event) => (
                  <Button
                    variant="default"
                    className={styles.tap}
                    aria-label={`Edit ${event.name}`}
                    onClick={() => open(event)}
                  >
                    Edit
                  </Button>
                ),
              },
            ]}
          />
        )}
      </QueryView>
      <EditDialog
        item={editing}
        onClose={() => setEditing(null)}
        title={(item) => (item === "new" ? "Add a member event" : item ? `Edit ${item.name}` : "")}
        size="lg"
      >
        {(item) => (
          <MemberEventForm
            key={item === "new" ? "new" : item.id}
            event={item === "new" ? null : item}
            parks={parks}
            onCancel={() => setEditing(null)}
            onSaved={(saved) => {
              setEditing(null);
              onDone(
                saved.runningNow
                  ? `${saved.name} is saved and running: members see it now.`
                  : `${saved.name} is saved.`,
              );
              void queryClient.invalidateQueries({
                queryKey: trpc.admin.content.listMemberEvents.queryKey(),
              });
            }}
          />
        )}
      </EditDialog>
    </section>
  );
}
