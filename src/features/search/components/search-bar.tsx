"use client";

import { ActionIcon, Button, NativeSelect } from "@mantine/core";
import { useDebouncedValue, useMediaQuery } from "@mantine/hooks";
import { IconCurrentLocation, IconSearch } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { EQUIPMENT_TYPES, type EquipmentType, type SlideOut } from "@/features/availability/engine-types";
import { rememberLastStay } from "@/features/wishlist/remembered-stays";
import { addDays, nightsBetween } from "@/lib/stay-dates";
import { useTRPC } from "@/lib/trpc/react";
import { CALENDAR_MONTH_STEP, calendarNights } from "../arrival-calendar";
import {
  draftFromState,
  isRvEquipment,
  type SearchDraft,
  type SearchDraftErrors,
  stateFromDraft,
  validateSearchDraft,
} from "../search-form";
import { equipmentOf, type SearchState, type StateParts, searchStateQuery, withQuery } from "../search-state";
import { type ArrivalCalendarFor, arrivalDayProps, useArrivalCalendar } from "./arrival-calendar";
import { GuestsField } from "./guests-field";
import {
  LazyAutocomplete as Autocomplete,
  LazyDatePickerInput as DatePickerInput,
  LazyNumberInput as NumberInput,
} from "./lazy-search-fields";
import styles from "./search-bar.module.css";

export const SLIDE_OUT_LABELS: Record<SlideOut, string> = {
  0: "None",
  1: "Driver/Passenger Sides",
  2: "Both Sides",
};

function localToday(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, "0")}-${String(now.getDate()).padStart(2, "0")}`;
}

function nightsText(start: string | null, end: string | null): string {
  if (!start || !end) return start ? "Now pick your departure" : "Arrival to departure";
  const nights = nightsBetween(start, end);
  return `${nights} night${nights === 1 ? "" : "s"}`;
}

type SearchBarProps = {
  state: SearchState;
  /** Where a search goes: the booking home, or the park page being looked at. */
  action: string;
  /** What the new URL keeps besides the stay. */
  keep?: readonly StateParts[];
  title?: string;
  /** On a park page: the picker shows each arrival day's availability and lowest price there (issue 17). */
  calendar?: ArrivalCalendarFor;
};

/**
 * The search bar: where from (ZIP, city or "use my location"), the stay as a date range with its nights, the party,
 * and the rig. A valid search replaces the URL's stay, so the back button returns to the previous search.
 */
export function SearchBar({
  state,
  action,
  keep = ["filters", "sort"],
  title = "Find your campsite",
  calendar,
}: SearchBarProps) {
  const trpc = useTRPC();
  const router = useRouter();
  const formId = useId();
  const wide = useMediaQuery("(min-width: 62em)", true);
  const [draft, setDraft] = useState<SearchDraft>(() => draftFromState(state));
  const [locationText, setLocationText] = useState(state.location?.name ?? "");
  const [errors, setErrors] = useState<SearchDraftErrors>({});
  const [locating, setLocating] = useState(false);
  // The stay on screen is the camper's last search: a saved site type's link returns to it (decision 0072).
  useEffect(() => {
    if (!state.dates) return;
    const query = searchStateQuery({ ...state, location: null }, ["stay"]);
    rememberLastStay(window.localStorage, { ...state.dates, query });
  }, [state]);
  const formRef = useRef<HTMLFormElement>(null);
  const [query] = useDebouncedValue(locationText.trim(), 250);
  const searchingPlaces = query.length >= 2 && query !== draft.location?.name;
  const places = useQuery({
    ...trpc.booking.search.suggestLocations.queryOptions({ query }),
    enabled: searchingPlaces,
    staleTime: 5 * 60_000,
  });
  const suggestions = searchingPlaces ? (places.data?.results ?? []) : [];
  const today = localToday();
  const rv = isRvEquipment(draft.equipmentType);
  const [pickerWanted, setPickerWanted] = useState(false);
  const [firstShown, setFirstShown] = useState(() => draft.start ?? today);
  const nights = calendarNights(draft, state.dates);
  const equipment = equipmentOf(stateFromDraft(state, draft));
  const arrivalDays = useArrivalCalendar({
    target: calendar,
    firstShown,
    columns: wide ? 2 : 1,
    nights,
    guests: draft.guests,
    ...(equipment ? { equipment } : {}),
    enabled: pickerWanted,
  });

  const arrival = calendar ? arrivalDayProps(arrivalDays, nights) : null;

  const update = (change: Partial<SearchDraft>) => setDraft((current) => ({ ...current, ...change }));

  const locateMe = () => {
    if (!("geolocation" in navigator)) {
      setErrors((current) => ({ ...current, location: "This browser cannot share your location" }));
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        const location = {
          name: "Your location",
          latitude: Math.round(position.coords.latitude * 10_000) / 10_000,
          longitude: Math.round(position.coords.longitude * 10_000) / 10_000,
        };
        update({ location });
        setLocationText(location.name);
        setErrors(({ location: _cleared, ...rest }) => rest);
        setLocating(false);
      },
      () => {
        setErrors((current) => ({
          ...current,
          location: "We could not get your location; type a ZIP code or a town instead",
        }));
        setLocating(false);
      },
      { timeout: 10_000, maximumAge: 5 * 60_000 },
    );
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateSearchDraft(draft, { today, locationText });
    setErrors(found);
    // Focus goes to the first field with a problem in reading order, not in the order the checks ran.
    const first = formRef.current
      ? [...formRef.current.querySelectorAll<HTMLElement>("[data-field]")].find(
          (field) => field.dataset.field !== undefined && field.dataset.field in found,
        )
      : undefined;
    if (Object.keys(found).length > 0) {
      first?.focus();
      return;
    }
    const next = stateFromDraft(state, locationText.trim() === "" ? { ...draft, location: null } : draft);
    router.push(withQuery(action, searchStateQuery(next, ["stay", ...keep])), { scroll: false });
  };

  const rvLengthId = `${formId}-rv`;
  return (
    <form ref={formRef} className={styles.bar} onSubmit={onSubmit} noValidate aria-label={title}>
      <div className={styles.fields}>
        <Autocomplete
          className={styles.location}
          label="Where from"
          placeholder="ZIP code or town"
          description="For distances to each park"
          value={locationText}
          data={suggestions.map((place) => place.name)}
          filter={({ options }) => options}
          onChange={(value) => {
            setLocationText(value);
            if (value.trim() === "") update({ location: null });
          }}
          onOptionSubmit={(name) => {
            const place = suggestions.find((candidate) => candidate.name === name);
            if (place) {
              update({ location: place });
              setErrors(({ location: _cleared, ...rest }) => rest);
            }
          }}
          error={errors.location}
          data-field="location"
          maxLength={100}
          autoComplete="off"
          rightSectionWidth={48}
          rightSectionTooltip="Use my location"
          rightSection={
            <ActionIcon
              variant="subtle"
              className={styles.locate}
              onClick={locateMe}
              loading={locating}
              aria-label="Use my location"
            >
              <IconCurrentLocation size={18} aria-hidden />
            </ActionIcon>
          }
        />
        <DatePickerInput
          className={styles.dates}
          type="range"
          label="Dates"
          placeholder="Arrival – Departure"
          description={
            calendar
              ? `${draft.start && draft.end ? `${nightsText(draft.start, draft.end)} · c` : "C"}alendar shows ${nights}-night prices`
              : nightsText(draft.start, draft.end)
          }
          value={[draft.start, draft.end]}
          onChange={([start, end]) => {
            update({ start, end });
            if (start && end) setErrors(({ dates: _cleared, ...rest }) => rest);
          }}
          onIntent={() => setPickerWanted(true)}
          earlyClick="dates"
          dialogTitle="Choose your dates"
          // Controlled, so the months priced are the months on screen, also after the picker is closed and opened.
          date={firstShown}
          onDateChange={setFirstShown}
          // Weekends are not red: red reads as "not available" (issue 17).
          weekendDays={[]}
          // The neighbouring months' days, greyed out, would be unreadable (contrast) and read as this month's.
          hideOutsideDates
          {...arrival}
          classNames={{
            day: styles.pickerDay,
            calendarHeaderControl: styles.pickerHeaderControl,
            calendarHeaderLevel: styles.pickerHeaderControl,
            ...arrival?.classNames,
          }}
          minDate={today}
          maxDate={addDays(today, 730)}
          numberOfColumns={wide ? 2 : 1}
          columnsToScroll={CALENDAR_MONTH_STEP}
          valueFormat="ddd, MMM D"
          labelSeparator="→"
          error={errors.dates}
          data-field="dates"
          dropdownType={wide ? "popover" : "modal"}
          modalProps={{ centered: true }}
          // The month and year headings keep their visible text as their name ("July 2027"): a label of its
          // own would not contain what a speech-input user reads on the button (WCAG 2.5.3).
          ariaLabels={{
            nextMonth: "Next month",
            previousMonth: "Previous month",
            nextYear: "Next year",
            previousYear: "Previous year",
          }}
        />
        <GuestsField
          fieldId={`${formId}-guests`}
          guests={draft.guests}
          onChange={(guests) => update({ guests })}
          error={errors.guests}
        />
        <NativeSelect
          className={styles.equipment}
          label="Camping with"
          description="Your tent or rig"
          value={draft.equipmentType ?? ""}
          onChange={(event) => {
            const value = event.currentTarget.value as EquipmentType | "";
            update({ equipmentType: value === "" ? null : value });
          }}
          data={[
            { value: "", label: "Any (tent, RV or cabin)" },
            ...EQUIPMENT_TYPES.map((type) => ({ value: type, label: type })),
          ]}
        />
        {rv && (
          <>
            <NumberInput
              id={rvLengthId}
              className={styles.rvLength}
              label="RV length (ft)"
              placeholder="e.g. 32"
              min={1}
              max={100}
              allowDecimal={false}
              allowNegative={false}
              value={draft.rvLength ?? ""}
              onChange={(value) => update({ rvLength: typeof value === "number" ? value : null })}
              error={errors.rvLength}
              data-field="rvLength"
            />
            <NativeSelect
              className={styles.slideOut}
              label="Slide-outs"
              value={draft.slideOutType === null ? "" : String(draft.slideOutType)}
              onChange={(event) => {
                const value = event.currentTarget.value;
                update({ slideOutType: value === "" ? null : (Number(value) as SlideOut) });
              }}
              data={[
                { value: "", label: "Not sure" },
                ...([0, 1, 2] as const).map((value) => ({
                  value: String(value),
                  label: SLIDE_OUT_LABELS[value],
                })),
              ]}
            />
          </>
        )}
      </div>
      <Button
        type="submit"
        size="md"
        className={styles.submit}
        leftSection={<IconSearch size={18} aria-hidden />}
      >
        Search
      </Button>
    </form>
  );
}
