"use client";

import { Input } from "@mantine/core";
import type { DatePickerInputProps } from "@mantine/dates";
import dynamic from "next/dynamic";
import { type ComponentType, useEffect, useId, useRef, useState } from "react";

/** The RV length field appears only for an RV, so its code is fetched only then. */
export const LazyNumberInput = dynamic(() =>
  import("./search-bar-heavy-fields").then((module) => module.NumberInput),
);

type RangePickerProps = DatePickerInputProps<"range"> & { "data-field"?: string };

let pickerModule: Promise<ComponentType<RangePickerProps>> | null = null;
const loadPicker = () => {
  pickerModule ??= import("./search-bar-heavy-fields").then(
    (module) => module.DatePickerInput as ComponentType<RangePickerProps>,
  );
  return pickerModule;
};

const dayFormat = new Intl.DateTimeFormat("en-US", {
  weekday: "short",
  month: "short",
  day: "numeric",
  timeZone: "UTC",
});
/** "2027-07-13" → "Tue, Jul 13", as the picker's `ddd, MMM D` shows it. */
const formatDay = (day: string | Date) =>
  dayFormat.format(typeof day === "string" ? new Date(`${day}T00:00:00Z`) : day);

/**
 * The range date picker (calendar, popover and phone modal: ~40 KB gzipped) is fetched when a visitor points at,
 * focuses or taps the Dates field, not with the page (issue 12 §6). Until then the field is the same Mantine
 * input button showing the same text; a click made before the picker arrived opens it once it has.
 */
export function LazyDatePickerInput(props: RangePickerProps) {
  const [Picker, setPicker] = useState<ComponentType<RangePickerProps> | null>(null);
  const wrapper = useRef<HTMLDivElement>(null);
  const pending = useRef<"focus" | "click" | null>(null);
  const id = useId();

  const load = () => {
    void loadPicker().then((component) => setPicker(() => component));
  };

  useEffect(() => {
    if (!Picker || !pending.current) return;
    const button = wrapper.current?.querySelector<HTMLButtonElement>("button[data-dates-input]");
    if (pending.current === "click") button?.click();
    // Focus left with the placeholder; give it back unless the visitor has moved on meanwhile.
    else if (!document.activeElement || document.activeElement === document.body) button?.focus();
    pending.current = null;
  }, [Picker]);

  if (Picker) {
    return (
      <div ref={wrapper} className={props.className}>
        <Picker {...props} className={undefined} />
      </div>
    );
  }

  const [start, end] = props.value ?? [null, null];
  const separator = props.labelSeparator ?? "–";
  const text = start ? `${formatDay(start)} ${separator} ${end ? formatDay(end) : ""}` : "";
  return (
    <div ref={wrapper} className={props.className}>
      <Input.Wrapper id={id} label={props.label} description={props.description} error={props.error}>
        <Input
          component="button"
          type="button"
          id={id}
          multiline
          data-dates-input
          data-field={props["data-field"]}
          error={props.error}
          onPointerEnter={load}
          onTouchStart={load}
          onFocus={() => {
            pending.current ??= "focus";
            load();
          }}
          onClick={() => {
            pending.current = "click";
            load();
          }}
        >
          {text || <Input.Placeholder>{props.placeholder}</Input.Placeholder>}
        </Input>
      </Input.Wrapper>
    </div>
  );
}
