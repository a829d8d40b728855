"use client";

import { Modal } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { useMemo } from "react";
import { consoleStyles, consoleFormStyles as forms } from "@/features/console/client";
import { useTRPC } from "@/lib/trpc/react";
import { EntityTable } from "@/lib/ui/console-kit/entity-table";
import { ChangeRemoveActions } from "@/lib/ui/console-kit/row-actions";
import { scopeLabel, scopeNames, weekdayList } from "../rules-format";
import { RulesRemoveDialog } from "./rules-remove-dialog";
import styles from "./rules-screen.module.css";
import { RulesSectionHead, type RulesSectionProps, useRulesSection } from "./rules-section";
import { RulesStayRuleForm, type StayRuleRow } from "./rules-stay-rule-form";

const value = (amount: number | null, unit: string) => (amount === null ? "—" : `${amount} ${unit}`);

/** The limits shown as numbers, in column order: header, field, unit. */
const NIGHTS_AND_HOURS = [
  ["Min stay", "minNights", "n"],
  ["Weekend min", "weekendMinNights", "n"],
  ["Holiday min", "holidayMinNights", "n"],
  ["Max stay", "maxNights", "n"],
  ["Books ahead", "bookingWindowDays", "days"],
  ["Lead time", "minLeadHours", "h"],
] as const;

/**
 * The park's stay-rule rows by scope, least specific first: each field a row leaves empty comes from the one
 * above it. Add, change and remove (the whole-park row is changed, not removed).
 */
export function RulesStayRules({ overview, onDone, onStart }: RulesSectionProps) {
  const trpc = useTRPC();
  const remove = useMutation(trpc.admin.rules.remove.mutationOptions());
  const { editing, setEditing, removing, setRemoving, heading, startEditing, startRemoving } =
    useRulesSection<StayRuleRow>(onStart);
  const names = useMemo(() => scopeNames(overview), [overview]);
  const scopeOf = (rule: StayRuleRow) => scopeLabel(rule, names);
  const isPast = (rule: StayRuleRow) =>
    (names.seasons.get(rule.seasonId ?? "")?.endDate ?? overview.park.today) < overview.park.today;
  const isParkWide = (rule: StayRuleRow) => rule.campsiteTypeId === null && rule.seasonId === null;

  return (
    <section className={consoleStyles.panel} aria-labelledby="stay-rules-heading">
      <RulesSectionHead
        id="stay-rules-heading"
        title="Stay rules"
        addLabel="Add a stay rule"
        headingRef={heading}
        onAdd={() => startEditing("new")}
      />
      <p className={styles.note}>
        Minimum and maximum stay, booking window and lead time, arrival and departure days. The most specific
        row applies: a site type in a season, then the type, then the season, then the whole park; an empty
        value (—) comes from the next row that sets it. A season&apos;s rules are those of the season of the
        arrival night.
      </p>
      <EntityTable
        caption="Stay rules by scope"
        classNames={{ wrap: consoleStyles.tableWrap, table: consoleStyles.table }}
        rows={overview.stayRules}
        rowKey={(rule) => rule.id}
        columns={[
          {
            header: "Applies to",
            rowHeader: true,
            className: styles.scopeCell,
            cell: (rule) => (
              <>
                {scopeOf(rule)}
                {isPast(rule) && <div className={consoleStyles.muted}>Season over</div>}
              </>
            ),
          },
          ...NIGHTS_AND_HOURS.map(([header, field, unit]) => ({
            header,
            className: styles.number,
            cell: (rule: StayRuleRow) => value(rule[field], unit),
          })),
          {
            header: "Arrivals",
            cell: (rule) => (rule.arrivalWeekdays ? weekdayList(rule.arrivalWeekdays) : "—"),
          },
          {
            header: "Departures",
            cell: (rule) => (rule.departureWeekdays ? weekdayList(rule.departureWeekdays) : "—"),
          },
          {
            header: "Actions",
            cell: (rule) => (
              <ChangeRemoveActions
                changeLabel={`Change the stay rule for ${scopeOf(rule)}`}
                removeLabel={`Remove the stay rule for ${scopeOf(rule)}`}
                onChange={() => startEditing(rule)}
                onRemove={isParkWide(rule) ? undefined : () => startRemoving(rule)}
                classNames={{ actions: consoleStyles.actions, button: forms.tap }}
              />
            ),
          },
        ]}
      />
      <p className={styles.note}>n = nights, h = hours before check-in.</p>

      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={
          editing === "new" || editing === null ? "Add a stay rule" : `Stay rule for ${scopeOf(editing)}`
        }
        size="lg"
        centered
      >
        {editing !== null && (
          <RulesStayRuleForm
            key={editing === "new" ? "new" : editing.id}
            overview={overview}
            rule={editing === "new" ? null : editing}
            onClose={() => setEditing(null)}
            onSaved={(saved) => {
              setEditing(null);
              onDone(`Stay rule for ${scopeOf(saved)} saved. New searches follow it now.`);
            }}
          />
        )}
      </Modal>
      <RulesRemoveDialog
        opened={removing !== null}
        title={removing ? `Remove the stay rule for ${scopeOf(removing)}?` : "Remove the stay rule?"}
        body="Its values stop applying at once; bookings of this scope follow the less specific rules. Reservations already made are not changed."
        confirmLabel="Remove the rule"
        pending={remove.isPending}
        onClose={() => setRemoving(null)}
        onConfirm={() => remove.mutateAsync({ ruleId: removing!.id })}
        onRemoved={() => {
          const scope = removing ? scopeOf(removing) : "";
          setRemoving(null);
          onDone(`Stay rule for ${scope} removed.`);
        }}
        onGone={() => heading.current?.focus()}
      />
    </section>
  );
}
