"use client";

import {
  type AutocompleteProps,
  Input,
  InputBase,
  type PopoverDropdownProps,
  type PopoverProps,
} from "@mantine/core";
import type { DatePickerInputProps } from "@mantine/dates";
import dynamic from "next/dynamic";
import {
  type ComponentType,
  cloneElement,
  isValidElement,
  type ReactElement,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useRef,
} from "react";
import { formatDay } from "@/lib/date-format";
import { onDemand, useLoadOnIntent } from "@/lib/ui/use-load-on-intent";
import { type EarlyClickName, earlyClickProps, takeEarlyClick } from "../early-clicks";
import styles from "./lazy-search-fields.module.css";

/** The RV length field appears only for an RV, so its code is fetched only then. */
export const LazyNumberInput = dynamic(() =>
  import("./search-bar-heavy-fields").then((module) => module.NumberInput),
);

type RangePickerProps = DatePickerInputProps<"range"> & { "data-field"?: string };
type LazyRangePickerProps = RangePickerProps & {
  /** Told once the visitor reaches for the field (the picker's code starts loading then). */
  onIntent?: () => void;
  /** Keeps a tap made before the page hydrated (early-clicks.ts). */
  earlyClick?: EarlyClickName;
  /** What the picker's popover is called (its dialog name). */
  dialogTitle: string;
};

const picker = onDemand<ComponentType<RangePickerProps>>(() =>
  import("./search-bar-heavy-fields").then(
    (module) => module.DatePickerInput as ComponentType<RangePickerProps>,
  ),
);

/** "2027-07-13" → "Tue, Jul 13", as the picker's `ddd, MMM D` shows it. */
const dayWords = (day: string | Date) =>
  formatDay(typeof day === "string" ? day : day.toISOString().slice(0, 10));

type IntentHandlers = Partial<
  Record<"onPointerEnter" | "onTouchStart" | "onFocus" | "onPointerDown", () => void>
>;

/**
 * The range date picker (calendar, popover and phone modal: ~40 KB gzipped) is fetched when a visitor points at,
 * focuses or taps the Dates field, not with the page (issue 12 §6). Until then the field is the same Mantine
 * input button showing the same text. A click is never lost (issue 35): one made before the page hydrated is kept
 * by the early-click script, one made before the picker arrived opens it once it has, and a picker that arrives
 * while the button is pressed waits for the click (`useLoadOnIntent`).
 */
export function LazyDatePickerInput({ onIntent, earlyClick, dialogTitle, ...props }: LazyRangePickerProps) {
  const pending = useRef(false);
  const id = useId();
  const dialogLabelId = useId();
  const { slot, loaded, load, intentProps } = useLoadOnIntent<
    ComponentType<RangePickerProps>,
    HTMLDivElement
  >(picker, () => {
    if (!pending.current) return;
    pending.current = false;
    slot.current?.querySelector<HTMLButtonElement>("button[data-dates-input]")?.click();
  });
  const reachedFor = useRef(onIntent);
  useEffect(() => {
    reachedFor.current = onIntent;
  });
  const open = useCallback(() => {
    pending.current = true;
    reachedFor.current?.();
    load();
  }, [load]);
  useEffect(() => {
    if (earlyClick && takeEarlyClick(earlyClick)) open();
  }, [earlyClick, open]);
  // A picker mounted after its code arrived (the phone's search dialog) shows at once: it is being reached for.
  useEffect(() => {
    if (loaded) reachedFor.current?.();
  }, [loaded]);

  // The popover is a dialog named by this (hidden) title; its own default points at an id the field does not carry.
  const title = (
    <span id={dialogLabelId} hidden>
      {dialogTitle}
    </span>
  );
  if (loaded) {
    const Picker = loaded;
    return (
      <div ref={slot} className={props.className}>
        {title}
        <Picker
          {...props}
          className={undefined}
          popoverProps={{ ...props.popoverProps, id: dialogLabelId }}
          modalProps={{ ...props.modalProps, title: dialogTitle }}
        />
      </div>
    );
  }

  const handlers = intentProps as IntentHandlers;
  const reach = (handler: (() => void) | undefined) => () => {
    onIntent?.();
    handler?.();
  };
  const slotProps = {
    onPointerEnter: reach(handlers.onPointerEnter),
    onTouchStart: reach(handlers.onTouchStart),
    onFocus: reach(handlers.onFocus),
    onPointerDown: reach(handlers.onPointerDown),
  };
  const [start, end] = props.value ?? [null, null];
  const separator = props.labelSeparator ?? "–";
  const text = start ? `${dayWords(start)} ${separator} ${end ? dayWords(end) : ""}` : "";
  return (
    <div ref={slot} className={props.className} {...slotProps}>
      {title}
      <Input.Wrapper id={id} label={props.label} description={props.description} error={props.error}>
        <Input
          component="button"
          type="button"
          id={id}
          multiline
          data-dates-input
          data-field={props["data-field"]}
          {...(earlyClick ? earlyClickProps(earlyClick) : {})}
          error={props.error}
          onClick={open}
        >
          {text || <Input.Placeholder>{props.placeholder}</Input.Placeholder>}
        </Input>
      </Input.Wrapper>
    </div>
  );
}

type Popovers = typeof import("./search-bar-popovers");
const popovers = onDemand<Popovers>(() => import("./search-bar-popovers"));

type LazyAutocompleteProps = Pick<
  AutocompleteProps,
  | "className"
  | "label"
  | "placeholder"
  | "description"
  | "value"
  | "data"
  | "filter"
  | "onChange"
  | "onOptionSubmit"
  | "error"
  | "maxLength"
  | "autoComplete"
  | "rightSection"
  | "rightSectionWidth"
  | "id"
> & {
  "data-field"?: string;
  /** Shown on hover of the right section once the widget has loaded (the placeholder has no tooltip). */
  rightSectionTooltip?: string;
};

/**
 * The location field's suggestions (Mantine's Combobox, Popover and floating-ui: ~40 KB gzipped with the guests
 * popover) are fetched when a visitor points at, taps or focuses the field, not with the page (issue 12 §6).
 * Until then it is the same Mantine input, a combobox to assistive technology, writing to the same value: what is
 * typed meanwhile lands in the search bar's state, and focus and caret move to the real field when it arrives.
 */
export function LazyAutocomplete({
  className,
  rightSection,
  rightSectionTooltip,
  id,
  ...props
}: LazyAutocompleteProps) {
  const { slot, loaded, intentProps } = useLoadOnIntent<Popovers, HTMLDivElement>(popovers);
  const ownId = useId();
  const inputId = id ?? ownId;

  if (loaded) {
    const { Autocomplete, Tooltip } = loaded;
    return (
      <div ref={slot} className={className}>
        <Autocomplete
          {...props}
          id={inputId}
          rightSection={
            rightSectionTooltip && isValidElement(rightSection) ? (
              <Tooltip label={rightSectionTooltip} withArrow>
                {rightSection}
              </Tooltip>
            ) : (
              rightSection
            )
          }
        />
      </div>
    );
  }

  const { data: _data, filter: _filter, onOptionSubmit: _onOptionSubmit, onChange, ...inputProps } = props;
  return (
    <div ref={slot} className={className} {...intentProps}>
      <InputBase
        {...inputProps}
        id={inputId}
        rightSection={rightSection}
        onChange={(event) => onChange?.(event.currentTarget.value)}
        role="combobox"
        aria-haspopup="listbox"
        aria-expanded={false}
      />
    </div>
  );
}

type LazyPopoverProps = Omit<PopoverProps, "children"> & {
  /** The button that opens it (with its own onClick changing `opened`). */
  target: ReactElement<Record<string, unknown>>;
  dropdownProps?: PopoverDropdownProps & Record<`aria-${string}` | "role", string>;
  children: ReactNode;
};

/**
 * A controlled popover whose code (Mantine's Popover, floating-ui, the focus trap) is fetched when a visitor points
 * at, taps or focuses its button, not with the page (issue 12 §6). Until then the button alone stands in; a click
 * or Enter made before the code arrived has already set `opened`, so the popover opens as soon as it has.
 */
export function LazyPopover({ target, dropdownProps, children, ...props }: LazyPopoverProps) {
  const { slot, loaded, load, intentProps } = useLoadOnIntent<Popovers, HTMLSpanElement>(popovers);
  const { opened } = props;
  useEffect(() => {
    if (opened && !loaded) load();
  }, [opened, loaded, load]);

  if (loaded) {
    const { Popover } = loaded;
    return (
      <span ref={slot} className={styles.slot}>
        <Popover {...props}>
          <Popover.Target>{target}</Popover.Target>
          <Popover.Dropdown {...dropdownProps}>{children}</Popover.Dropdown>
        </Popover>
      </span>
    );
  }
  return (
    <span ref={slot} className={styles.slot} {...intentProps}>
      {cloneElement(target, { "aria-expanded": false })}
    </span>
  );
}
