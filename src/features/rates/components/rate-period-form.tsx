"use client";

import { Button, Checkbox, NumberInput, Radio, TextInput } from "@mantine/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type ChangeEvent, type FormEvent, useState } from "react";

import { consoleStyles as styles } from "@/features/console/client";
import { formatDay } from "@/lib/date-format";
import { centsToDollars, dollarsToCents, formatUsd } from "@/lib/money";

import { useTRPC } from "@/lib/trpc/react";
import { FormAlert } from "@/lib/ui/form-alert";
import { useFormProblems } from "@/lib/use-form-problems";
import { WEEKDAY_SHORT } from "./rate-words";
import own from "./rates.module.css";

export type RateDraft = {
  id?: string;
  label: string;
  startDate: string;
  endDate: string;
  weekdays: number[] | null;
  nightlyCents: number | null;
};

type Quote = {
  tripTotal: number;
  averagePerNight: number;
  nightlyCents: { date: string; priceCents: number }[];
};
type Preview = { before: Quote | null; after: Quote | null; failureReasons: string[] };

/**
 * Add or change a rate period of one type: dates, weekdays and the nightly base rate, with the all-in price a
 * guest would pay for a sample stay before and after — previewed by the server's own pricing — before saving.
 */
export function RatePeriodForm({
  parkId,
  campsiteTypeId,
  typeName,
  draft,
  onChange,
  onSaved,
  onCancel,
}: {
  parkId: string;
  campsiteTypeId: string;
  typeName: string;
  draft: RateDraft;
  onChange: (draft: RateDraft) => void;
  onSaved: (text: string, booked: { reservationId: string }[]) => void;
  onCancel: () => void;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const problems = useFormProblems();
  const [rate, setRate] = useState(draft.nightlyCents === null ? "" : centsToDollars(draft.nightlyCents));
  const [sample, setSample] = useState({ start: draft.startDate, nights: 2, adults: 2, pets: 0 });
  const [preview, setPreview] = useState<Preview | null>(null);

  const change = () => ({
    kind: "period" as const,
    parkId,
    campsiteTypeId,
    id: draft.id,
    label: draft.label,
    startDate: draft.startDate,
    endDate: draft.endDate,
    weekdays: draft.weekdays,
    nightlyCents: dollarsToCents(rate) ?? Number.NaN,
  });
  const sampleStay = () => {
    const end = new Date(`${sample.start}T00:00:00Z`);
    end.setUTCDate(end.getUTCDate() + sample.nights);
    return {
      start: sample.start,
      end: end.toISOString().slice(0, 10),
      adults: sample.adults,
      children: 0,
      pets: sample.pets,
    };
  };
  const rateProblem = () =>
    dollarsToCents(rate) === null
      ? { nightlyCents: "Enter the nightly rate in dollars, e.g. 45 or 45.50." }
      : null;

  const previewRate = useMutation({
    mutationFn: () =>
      queryClient.fetchQuery(
        trpc.admin.rates.preview.queryOptions({ change: change(), sample: sampleStay() }),
      ),
    onSuccess: setPreview,
    onError: problems.failed,
  });
  const save = useMutation(
    trpc.admin.rates.upsert.mutationOptions({
      onSuccess: async (saved) => {
        await queryClient.invalidateQueries({ queryKey: trpc.admin.rates.list.pathKey() });
        const kept = saved.affected.length;
        onSaved(
          `Saved ${formatUsd(dollarsToCents(rate) ?? 0)} a night for ${typeName}, ${formatDay(draft.startDate)} to ${formatDay(draft.endDate)}. ` +
            (kept > 0
              ? `New bookings pay it from now on; ${kept} booked ${kept === 1 ? "stay keeps its" : "stays keep their"} price (listed below).`
              : "New bookings pay it from now on."),
          saved.affected,
        );
      },
      onError: problems.failed,
    }),
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    problems.clear();
    const invalid = rateProblem();
    if (invalid) return problems.invalid(invalid);
    save.mutate(change());
  };
  const fieldError = (name: string) => problems.errors[name];
  /** A count of the sample stay; a cleared input counts as its least. */
  const sampleCount = (
    key: "nights" | "adults" | "pets",
    label: string,
    min: number,
    max: number,
    error?: string,
  ) => (
    <NumberInput
      label={label}
      min={min}
      max={max}
      value={sample[key]}
      onChange={(value) => setSample({ ...sample, [key]: Number(value) || min })}
      error={error}
    />
  );
  const text = (key: "label" | "startDate" | "endDate") => ({
    value: draft[key],
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      onChange({ ...draft, [key]: event.currentTarget.value }),
    error: fieldError(key),
  });

  return (
    <form
      ref={problems.containerRef}
      onSubmit={submit}
      noValidate
      aria-labelledby="rate-form-heading"
      className={styles.panel}
    >
      <h2 id="rate-form-heading">
        {draft.id ? "Change rate period" : "New rate period"} · {typeName}
      </h2>
      <FormAlert message={problems.message} />
      <div className={own.grid2}>
        <TextInput
          label="Name (optional)"
          description="Shown to staff: “Trout derby week”"
          {...text("label")}
        />
        <TextInput type="date" label="First night" required {...text("startDate")} />
        <TextInput type="date" label="Last night" required {...text("endDate")} />
        <TextInput
          label="Nightly base rate ($)"
          inputMode="decimal"
          value={rate}
          onChange={(event) => setRate(event.currentTarget.value)}
          error={fieldError("nightlyCents")}
          required
        />
      </div>
      <Radio.Group
        mt="md"
        label="Nights"
        value={draft.weekdays === null ? "every" : "some"}
        onChange={(value) =>
          onChange({ ...draft, weekdays: value === "every" ? null : (draft.weekdays ?? [5, 6]) })
        }
      >
        <div className={own.weekdays}>
          <Radio value="every" label="Every night of the range" size="md" />
          <Radio value="some" label="Only some weekdays" size="md" />
        </div>
      </Radio.Group>
      {draft.weekdays !== null && (
        <Checkbox.Group
          mt="sm"
          label="Weekdays (the night of…)"
          value={draft.weekdays.map(String)}
          onChange={(values) => onChange({ ...draft, weekdays: values.map(Number).sort() })}
          error={fieldError("weekdays")}
        >
          <div className={own.weekdays}>
            {WEEKDAY_SHORT.map((day, index) => (
              <Checkbox key={day} value={String(index)} label={day} size="md" />
            ))}
          </div>
        </Checkbox.Group>
      )}

      <fieldset className={own.sample}>
        <legend>Preview a guest's price</legend>
        <div className={own.grid2}>
          <TextInput
            type="date"
            label="Sample arrival"
            value={sample.start}
            onChange={(event) => setSample({ ...sample, start: event.currentTarget.value })}
            error={fieldError("sample.start")}
          />
          {sampleCount("nights", "Nights", 1, 30, fieldError("sample.end"))}
          {sampleCount("adults", "Adults", 1, 20)}
          {sampleCount("pets", "Pets", 0, 10)}
        </div>
        <Button
          mt="sm"
          variant="default"
          loading={previewRate.isPending}
          onClick={() => {
            problems.clear();
            const invalid = rateProblem();
            if (invalid) return problems.invalid(invalid);
            previewRate.mutate();
          }}
        >
          Preview guest price
        </Button>
        <div aria-live="polite">
          {preview && (
            <>
              <dl className={own.compare}>
                <div>
                  <dt>Guest pays now (all-in)</dt>
                  <dd>{preview.before ? formatUsd(preview.before.tripTotal) : "Not bookable"}</dd>
                </div>
                <div>
                  <dt>With this rate (all-in)</dt>
                  <dd>{preview.after ? formatUsd(preview.after.tripTotal) : "Not bookable"}</dd>
                </div>
              </dl>
              <p className={styles.muted}>
                Smart pricing, weekend and holiday factors and mandatory fees included; taxes and optional
                add-ons are added at checkout.
                {preview.failureReasons.length > 0 &&
                  ` Guests could not book this sample stay: ${preview.failureReasons.join(" ")}`}
              </p>
            </>
          )}
        </div>
      </fieldset>

      <div className={styles.actions}>
        <Button type="submit" loading={save.isPending}>
          Save rate
        </Button>
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
