"use client";

import { TextInput, type TextInputProps } from "@mantine/core";
import { addDays, isIsoDate } from "@/lib/stay-dates";
import { type FormSource, under } from "./form-source";

export type StayDatesValues = { start: string; end: string };

/**
 * A stay's first night and the morning after its last, as ISO dates at `prefix.start` and `prefix.end`; the
 * departure offers no day before the arrival's next. Labels default to the guest's words (Arrival, Departure).
 */
export function StayDatesFields({
  form,
  prefix = "dates",
  labels = { start: "Arrival", end: "Departure" },
  inputProps,
  startProps,
}: {
  form: FormSource;
  prefix?: string;
  labels?: { start: string; end: string };
  inputProps?: Omit<TextInputProps, "label" | "type">;
  /** For the arrival only, e.g. `disabled` once the guest checked in. */
  startProps?: Omit<TextInputProps, "label" | "type">;
}) {
  const start = form.getInputProps(under(prefix, "start"));
  return (
    <>
      <TextInput {...inputProps} {...startProps} type="date" label={labels.start} {...start} />
      <TextInput
        {...inputProps}
        type="date"
        label={labels.end}
        min={isIsoDate(start.value) ? addDays(start.value, 1) : undefined}
        {...form.getInputProps(under(prefix, "end"))}
      />
    </>
  );
}
