"use client";

import { Button } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";

import {
  consoleStyles,
  type Notice,
  ParkPicker,
  StatusTag,
  consoleFormStyles as styles,
} from "@/features/console/client";
import { CATEGORY_SHORT_LABELS } from "@/lib/campsites/categories";

import { formErrorOf } from "@/lib/trpc/form-errors";
import { useTRPC } from "@/lib/trpc/react";
import { EditDialog } from "@/lib/ui/console-kit/edit-dialog";
import { EntityTable } from "@/lib/ui/console-kit/entity-table";
import { QueryView } from "@/lib/ui/console-kit/query-view";
import { EditToggleActions } from "@/lib/ui/console-kit/row-actions";
import { addonChargeWords, addonPriceWords } from "../promotion-form-values";
import type { TAddonRow } from "../promotions.schemas";
import { AddonForm } from "./addon-form";

type Park = { id: string; slug: string; name: string };

/** One park's add-ons and mandatory fees; add, edit, deactivate or activate. */
export function AddonsSection({
  parks,
  park,
  onNotice,
}: {
  parks: Park[];
  park: Park;
  onNotice: (notice: Notice | null) => void;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const addons = useQuery(trpc.admin.addons.list.queryOptions({ parkId: park.id }));
  const upsert = useMutation(trpc.admin.addons.upsert.mutationOptions());
  const [editing, setEditing] = useState<TAddonRow | "new" | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.admin.addons.list.queryKey() });

  const toggle = (addon: TAddonRow) => {
    onNotice(null);
    upsert.mutate(
      { ...addon, active: !addon.active },
      {
        onSuccess: (saved) => {
          onNotice({
            tone: "done",
            text: saved.active ? `${saved.name} is offered again.` : `${saved.name} is no longer offered.`,
          });
          void refresh();
        },
        onError: (error) => onNotice({ tone: "refused", text: formErrorOf(error).message ?? "Not changed." }),
      },
    );
  };

  return (
    <section className={consoleStyles.panel} aria-labelledby="addons-heading">
      <div className={styles.sectionHead}>
        <h2 id="addons-heading">Add-ons and fees at {park.name}</h2>
        <div className={consoleStyles.formRow}>
          {parks.length > 1 && <ParkPicker parks={parks} value={park.slug} />}
          <Button
            className={styles.tap}
            onClick={() => {
              onNotice(null);
              setEditing("new");
            }}
          >
            Add an add-on
          </Button>
        </div>
      </div>
      <QueryView
        query={addons}
        loading="Loading the add-ons…"
        empty="No add-ons at this park yet."
        mutedClassName={consoleStyles.muted}
      >
        {(rows) => (
          <EntityTable
            caption={`Add-ons and mandatory fees of ${park.name}`}
            classNames={{ wrap: consoleStyles.tableWrap, table: consoleStyles.table }}
            rows={rows}
            rowKey={(addon) => addon.id}
            columns={[
              {
                header: "Add-on",
                className: styles.lead,
                cell: (addon) => (
                  <>
                    {addon.name}
                    {addon.description && <div className={styles.muted}>{addon.description}</div>}
                  </>
                ),
              },
              { header: "Price", className: styles.nowrap, cell: (addon) => addonPriceWords(addon) },
              {
                header: "Offered for",
                cell: (addon) =>
                  addon.categories.length === 0
                    ? "Every site"
                    : addon.categories.map((category) => CATEGORY_SHORT_LABELS[category]).join(", "),
              },
              { header: "Charged", cell: (addon) => addonChargeWords(addon) },
              {
                header: "Status",
                cell: (addon) => (
                  <StatusTag on={addon.active}>{addon.active ? "Active" : "Inactive"}</StatusTag>
                ),
              },
              {
                header: "Actions",
                cell: (addon) => (
                  <EditToggleActions
                    name={addon.name}
                    toggleWord={addon.active ? "Deactivate" : "Activate"}
                    toggling={upsert.isPending && upsert.variables?.id === addon.id}
                    onEdit={() => {
                      onNotice(null);
                      setEditing(addon);
                    }}
                    onToggle={() => toggle(addon)}
                    classNames={{ actions: styles.rowActions, button: styles.tap }}
                  />
                ),
              },
            ]}
          />
        )}
      </QueryView>
      <EditDialog
        item={editing}
        onClose={() => setEditing(null)}
        title={(item) => (item === "new" ? `Add an add-on at ${park.name}` : item ? `Edit ${item.name}` : "")}
        size="lg"
      >
        {(editing) => (
          <AddonForm
            key={editing === "new" ? "new" : editing.id}
            parkId={park.id}
            addon={editing === "new" ? null : editing}
            onCancel={() => setEditing(null)}
            onSaved={(saved) => {
              setEditing(null);
              onNotice({
                tone: "done",
                text:
                  saved.mandatory && saved.active
                    ? `${saved.name} is saved; every all-in price at ${park.name} includes it from now on.`
                    : `${saved.name} is saved.`,
              });
              void refresh();
            }}
          />
        )}
      </EditDialog>
    </section>
  );
}
