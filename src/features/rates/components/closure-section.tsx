"use client";

import { Modal } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { consoleStyles, consoleFormStyles as forms } from "@/features/console/client";
import { useTRPC } from "@/lib/trpc/react";
import { EntityTable } from "@/lib/ui/console-kit/entity-table";
import { ChangeRemoveActions } from "@/lib/ui/console-kit/row-actions";
import type { TClosureListed } from "../rules.schemas";
import { closureNights } from "../rules-format";
import { ClosureAffectedList } from "./closure-affected-list";
import { ClosureForm } from "./closure-form";
import { RulesRemoveDialog } from "./rules-remove-dialog";
import styles from "./rules-screen.module.css";
import { RulesSectionHead, type RulesSectionProps, useRulesSection } from "./rules-section";

const KIND_WORDS = { closed: "Closed", phone_only: "Phone only" } as const;

const closureName = (closure: TClosureListed) =>
  `${closure.campsiteTypeName ?? "the whole park"}, ${closureNights(closure.dates)}`;

function ClosureTable({
  closures,
  parkSlug,
  caption,
  onEdit,
  onRemove,
}: {
  closures: TClosureListed[];
  parkSlug: string;
  caption: string;
  onEdit?: (closure: TClosureListed) => void;
  onRemove: (closure: TClosureListed) => void;
}) {
  return (
    <EntityTable
      caption={caption}
      classNames={{ wrap: consoleStyles.tableWrap, table: consoleStyles.table }}
      rows={closures}
      rowKey={(closure) => closure.id}
      columns={[
        {
          header: "Nights",
          rowHeader: true,
          className: styles.scopeCell,
          cell: (closure) => closureNights(closure.dates),
        },
        { header: "Applies to", cell: (closure) => closure.campsiteTypeName ?? "Whole park" },
        { header: "Guests", className: forms.nowrap, cell: (closure) => KIND_WORDS[closure.kind] },
        {
          header: "Message guests see",
          className: styles.wideCell,
          cell: (closure) => (
            <>
              <p className={styles.message}>“{closure.guestMessage}”</p>
              {!closure.visibleMessage && <span className={consoleStyles.muted}>(standard message)</span>}
            </>
          ),
        },
        { header: "Reason", className: styles.wideCell, cell: (closure) => closure.reason },
        {
          header: "Booked stays kept",
          cell: (closure) =>
            closure.reservationsKept.length > 0 ? (
              <ClosureAffectedList affected={closure.reservationsKept} parkSlug={parkSlug} />
            ) : (
              "—"
            ),
        },
        {
          header: "Actions",
          cell: (closure) => (
            <ChangeRemoveActions
              changeLabel={`Change the closure of ${closureName(closure)}`}
              removeLabel={`Remove the closure of ${closureName(closure)}`}
              onChange={onEdit && (() => onEdit(closure))}
              onRemove={() => onRemove(closure)}
              classNames={{ actions: consoleStyles.actions, button: forms.tap }}
            />
          ),
        },
      ]}
    />
  );
}

/** The park's closures: upcoming ones to add, change or remove, past ones for the record. */
export function ClosureSection({ overview, onDone, onStart }: RulesSectionProps) {
  const trpc = useTRPC();
  const remove = useMutation(trpc.admin.closures.remove.mutationOptions());
  const { editing, setEditing, removing, setRemoving, heading, startEditing, startRemoving } =
    useRulesSection<TClosureListed>(onStart);
  const { upcoming, past } = overview.closures;

  return (
    <section className={consoleStyles.panel} aria-labelledby="closures-heading">
      <RulesSectionHead
        id="closures-heading"
        title="Closures"
        addLabel="Add a closure"
        headingRef={heading}
        onAdd={() => startEditing("new")}
      />
      <p className={styles.note}>
        Close nights of the whole park or of one site type (guests see “Resort closed”), or take them by phone
        only (guests see “Cannot reserve online”; the front desk can still book them). Guests read your
        message as the reason. Stays already booked on those nights stay booked.
      </p>
      {upcoming.length === 0 ? (
        <p className={consoleStyles.muted}>No closures from today on.</p>
      ) : (
        <ClosureTable
          closures={upcoming}
          parkSlug={overview.park.slug}
          caption="Closures from today on"
          onEdit={startEditing}
          onRemove={startRemoving}
        />
      )}
      {past.length > 0 && (
        <details className={styles.past}>
          <summary>Past closures ({past.length})</summary>
          <ClosureTable
            closures={past}
            parkSlug={overview.park.slug}
            caption="Past closures"
            onRemove={startRemoving}
          />
        </details>
      )}

      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === "new" || editing === null ? "Add a closure" : "Change the closure"}
        size="lg"
        centered
      >
        {editing !== null && (
          <ClosureForm
            key={editing === "new" ? "new" : editing.id}
            overview={overview}
            closure={editing === "new" ? null : editing}
            onClose={() => setEditing(null)}
            onSaved={(saved, kept) => {
              setEditing(null);
              onDone(
                `Closure saved for ${closureNights(saved.dates)}. Guests see it now.${
                  kept.length > 0
                    ? ` ${kept.length} booked ${kept.length === 1 ? "stay stays" : "stays stay"} on those nights: see the list below.`
                    : ""
                }`,
              );
            }}
          />
        )}
      </Modal>
      <RulesRemoveDialog
        opened={removing !== null}
        title={removing ? `Remove the closure of ${closureName(removing)}?` : "Remove the closure?"}
        body="Its nights are bookable again at once, as far as the other rules allow. Nothing else changes."
        confirmLabel="Remove the closure"
        pending={remove.isPending}
        onClose={() => setRemoving(null)}
        onConfirm={() => remove.mutateAsync({ closureId: removing!.id })}
        onRemoved={() => {
          const name = removing ? closureName(removing) : "";
          setRemoving(null);
          onDone(`Closure of ${name} removed.`);
        }}
        onGone={() => heading.current?.focus()}
      />
    </section>
  );
}
