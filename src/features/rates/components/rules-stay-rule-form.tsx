"use client";

import { NativeSelect, TextInput } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { consoleFormStyles as forms } from "@/features/console/client";
import { messageAt, strayMessage } from "@/lib/forms/field-messages";
import { useTRPC } from "@/lib/trpc/react";
import { CheckboxList } from "@/lib/ui/console-kit/checkbox-list";
import { FormActions } from "@/lib/ui/console-kit/form-actions";
import { FormAlert } from "@/lib/ui/form-alert";
import { useFormProblems } from "@/lib/use-form-problems";
import type { TRulesOverview } from "../rules.schemas";
import { seasonLabel, WEEKDAYS } from "../rules-format";
import styles from "./rules-screen.module.css";

export type StayRuleRow = TRulesOverview["stayRules"][number];

const WEEKDAY_CHOICES = WEEKDAYS.map((day) => ({ value: String(day.value), label: day.short }));

const NUMBER_FIELDS = [
  {
    name: "minNights",
    label: "Minimum stay (nights)",
    description: "The shortest stay on any night.",
  },
  {
    name: "weekendMinNights",
    label: "Weekend minimum (nights)",
    description: "For a stay with a Friday or Saturday night.",
  },
  {
    name: "holidayMinNights",
    label: "Holiday minimum (nights)",
    description: "For a stay over a holiday or the night before it.",
  },
  { name: "maxNights", label: "Maximum stay (nights)", description: "The longest stay." },
  {
    name: "bookingWindowDays",
    label: "Books ahead (days)",
    description: "How far ahead guests may book online, e.g. 365.",
  },
  {
    name: "minLeadHours",
    label: "Lead time (hours)",
    description: "Online booking closes this many hours before check-in.",
  },
] as const;

type NumberField = (typeof NUMBER_FIELDS)[number]["name"];
type WeekdayField = "arrivalWeekdays" | "departureWeekdays";

const FORM_FIELDS = [
  "campsiteTypeId",
  "seasonId",
  ...NUMBER_FIELDS.map((field) => field.name),
  "arrivalWeekdays",
  "departureWeekdays",
];

/** A number as typed: empty is "not set here" (null); anything but a whole number is a problem at the field. */
function numberOf(text: string): number | null | "invalid" {
  const trimmed = text.trim();
  if (trimmed === "") return null;
  return /^\d{1,5}$/.test(trimmed) ? Number(trimmed) : "invalid";
}

/** Add or change one stay-rule row: its scope, its numbers and its weekdays. */
export function RulesStayRuleForm({
  overview,
  rule,
  onClose,
  onSaved,
}: {
  overview: TRulesOverview;
  rule: StayRuleRow | null;
  onClose: () => void;
  onSaved: (rule: StayRuleRow) => void;
}) {
  const trpc = useTRPC();
  const upsert = useMutation(trpc.admin.rules.upsert.mutationOptions());
  const { containerRef, errors, message, clear, invalid, failed } = useFormProblems();
  const [campsiteTypeId, setCampsiteTypeId] = useState(rule?.campsiteTypeId ?? "");
  const [seasonId, setSeasonId] = useState(rule?.seasonId ?? "");
  const [numbers, setNumbers] = useState<Record<NumberField, string>>(
    () =>
      Object.fromEntries(
        NUMBER_FIELDS.map(({ name }) => [name, rule?.[name] === null || !rule ? "" : String(rule[name])]),
      ) as Record<NumberField, string>,
  );
  const [weekdays, setWeekdays] = useState<Record<WeekdayField, string[]>>({
    arrivalWeekdays: (rule?.arrivalWeekdays ?? []).map(String),
    departureWeekdays: (rule?.departureWeekdays ?? []).map(String),
  });
  // Past seasons are no longer bookable: offered only when the row already names one.
  const seasons = overview.seasons.filter(
    (season) => season.endDate >= overview.park.today || season.id === rule?.seasonId,
  );
  const stray = message ?? strayMessage(errors, FORM_FIELDS);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    clear();
    const parsed = Object.fromEntries(
      NUMBER_FIELDS.map(({ name }) => [name, numberOf(numbers[name])]),
    ) as Record<NumberField, number | null | "invalid">;
    const wrong = Object.entries(parsed).filter(([, value]) => value === "invalid");
    if (wrong.length > 0) {
      invalid(Object.fromEntries(wrong.map(([name]) => [name, "Enter a whole number, or leave it empty."])));
      return;
    }
    upsert.mutate(
      {
        parkId: overview.park.id,
        id: rule?.id,
        campsiteTypeId: campsiteTypeId || null,
        seasonId: seasonId || null,
        ...(parsed as Record<NumberField, number | null>),
        arrivalWeekdays: weekdays.arrivalWeekdays.length > 0 ? weekdays.arrivalWeekdays.map(Number) : null,
        departureWeekdays:
          weekdays.departureWeekdays.length > 0 ? weekdays.departureWeekdays.map(Number) : null,
      },
      {
        onSuccess: (saved) =>
          onSaved({
            ...saved,
            campsiteTypeName: null,
            seasonName: null,
          }),
        onError: failed,
      },
    );
  };

  return (
    <form ref={containerRef} noValidate onSubmit={onSubmit} className={forms.formStack}>
      <FormAlert message={stray} />
      <p className={styles.note} style={{ margin: 0 }}>
        Leave a value empty to take it from the less specific rules. Applies to new bookings only.
      </p>
      <div className={styles.fieldGrid}>
        <NativeSelect
          label="Site type"
          value={campsiteTypeId}
          onChange={(event) => setCampsiteTypeId(event.currentTarget.value)}
          data={[
            { value: "", label: "Every type" },
            ...overview.types.map((type) => ({
              value: type.id,
              label: type.active ? type.name : `${type.name} (inactive)`,
            })),
          ]}
          error={errors.campsiteTypeId}
          classNames={{ input: forms.tap }}
        />
        <NativeSelect
          label="Season"
          value={seasonId}
          onChange={(event) => setSeasonId(event.currentTarget.value)}
          data={[
            { value: "", label: "Every season" },
            ...seasons.map((season) => ({ value: season.id, label: seasonLabel(season) })),
          ]}
          error={errors.seasonId}
          classNames={{ input: forms.tap }}
        />
      </div>
      <div className={styles.fieldGrid}>
        {NUMBER_FIELDS.map((field) => (
          <TextInput
            key={field.name}
            label={field.label}
            description={field.description}
            inputMode="numeric"
            autoComplete="off"
            value={numbers[field.name]}
            onChange={(event) => {
              const text = event.currentTarget.value;
              setNumbers((current) => ({ ...current, [field.name]: text }));
            }}
            error={errors[field.name]}
            classNames={{ input: forms.tap }}
          />
        ))}
      </div>
      {(
        [
          { name: "arrivalWeekdays", label: "Arrival days" },
          { name: "departureWeekdays", label: "Departure days" },
        ] as const
      ).map((group) => (
        <CheckboxList
          key={group.name}
          label={group.label}
          description="Tick none for any day."
          value={weekdays[group.name]}
          onChange={(value) => setWeekdays((current) => ({ ...current, [group.name]: value }))}
          error={messageAt(errors, group.name)}
          choices={WEEKDAY_CHOICES}
          size="md"
          checksClassName={styles.checks}
        />
      ))}
      <FormActions onCancel={onClose} actionLabel="Save stay rule" pending={upsert.isPending} />
    </form>
  );
}
