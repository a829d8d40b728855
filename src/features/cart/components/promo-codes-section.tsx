"use client";

import { Button } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import {
  consoleStyles,
  type Notice,
  StatusTag,
  consoleFormStyles as styles,
} from "@/features/console/client";
import { formErrorOf } from "@/lib/trpc/form-errors";
import { useTRPC } from "@/lib/trpc/react";
import { EditDialog } from "@/lib/ui/console-kit/edit-dialog";
import { EntityTable } from "@/lib/ui/console-kit/entity-table";
import { QueryView } from "@/lib/ui/console-kit/query-view";
import { EditToggleActions } from "@/lib/ui/console-kit/row-actions";
import { discountWords, STATUS_WORDS, windowWords } from "../promotion-form-values";
import type { TPromoCodeRow } from "../promotions.schemas";
import { PromoCodeForm } from "./promo-code-form";

type Park = { id: string; slug: string; name: string };

/** Every promo code with its discount, park, windows, uses and status; add, edit, archive or restore. */
export function PromoCodesSection({
  parks,
  onNotice,
}: {
  parks: Park[];
  onNotice: (notice: Notice | null) => void;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const codes = useQuery(trpc.admin.promoCodes.list.queryOptions());
  const archive = useMutation(trpc.admin.promoCodes.archive.mutationOptions());
  const parkNames = useMemo(() => new Map(parks.map((park) => [park.id, park.name])), [parks]);
  const [editing, setEditing] = useState<TPromoCodeRow | "new" | null>(null);

  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.admin.promoCodes.list.queryKey() });
  const toggle = (code: TPromoCodeRow) => {
    onNotice(null);
    archive.mutate(
      { promoCodeId: code.id, archived: code.active },
      {
        onSuccess: (saved) => {
          onNotice({
            tone: "done",
            text: saved.active
              ? `${saved.code} applies again.`
              : `${saved.code} is archived: carts holding it lose its discount.`,
          });
          void refresh();
        },
        onError: (error) => onNotice({ tone: "refused", text: formErrorOf(error).message ?? "Not changed." }),
      },
    );
  };

  return (
    <section className={consoleStyles.panel} aria-labelledby="codes-heading">
      <div className={styles.sectionHead}>
        <h2 id="codes-heading">
          Promo codes <span className={consoleStyles.muted}>({codes.data?.length ?? "…"})</span>
        </h2>
        <Button
          className={styles.tap}
          onClick={() => {
            onNotice(null);
            setEditing("new");
          }}
        >
          Add a promo code
        </Button>
      </div>
      <QueryView
        query={codes}
        loading="Loading the codes…"
        empty="No promo codes yet."
        mutedClassName={consoleStyles.muted}
      >
        {(rows) => (
          <EntityTable
            caption="Promo codes, their discounts, windows and uses"
            classNames={{ wrap: consoleStyles.tableWrap, table: consoleStyles.table }}
            rows={rows}
            rowKey={(code) => code.id}
            columns={[
              {
                header: "Code",
                className: styles.lead,
                cell: (code) => (
                  <>
                    <span className={styles.code}>{code.code}</span>
                    {code.description && <div className={styles.muted}>{code.description}</div>}
                  </>
                ),
              },
              { header: "Discount", cell: (code) => discountWords(code) },
              {
                header: "Park",
                cell: (code) => (code.parkId ? (parkNames.get(code.parkId) ?? "Another park") : "Every park"),
              },
              { header: "Bookable", cell: (code) => windowWords(code.bookableFrom, code.bookableUntil) },
              {
                header: "Nights",
                cell: (code) => (
                  <>
                    {windowWords(code.stayFrom, code.stayUntil)}
                    {code.minNights && <div className={styles.muted}>At least {code.minNights} nights</div>}
                  </>
                ),
              },
              {
                header: "Uses",
                className: styles.nowrap,
                cell: (code) => (
                  <>
                    {code.timesUsed} / {code.usageLimit ?? "no limit"}
                  </>
                ),
              },
              {
                header: "Status",
                cell: (code) => (
                  <StatusTag on={code.status === "active"}>{STATUS_WORDS[code.status]}</StatusTag>
                ),
              },
              {
                header: "Actions",
                cell: (code) => (
                  <EditToggleActions
                    name={code.code}
                    toggleWord={code.active ? "Archive" : "Restore"}
                    toggling={archive.isPending && archive.variables?.promoCodeId === code.id}
                    onEdit={() => {
                      onNotice(null);
                      setEditing(code);
                    }}
                    onToggle={() => toggle(code)}
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
        title={(item) => (item === "new" ? "Add a promo code" : item ? `Edit ${item.code}` : "")}
        size="lg"
      >
        {(editing) => (
          <PromoCodeForm
            key={editing === "new" ? "new" : editing.id}
            code={editing === "new" ? null : editing}
            parks={parks}
            onCancel={() => setEditing(null)}
            onSaved={(saved) => {
              setEditing(null);
              onNotice({ tone: "done", text: `${saved.code} is saved: ${discountWords(saved)}.` });
              void refresh();
            }}
          />
        )}
      </EditDialog>
    </section>
  );
}
