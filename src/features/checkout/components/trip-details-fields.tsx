"use client";

import { Button, NativeSelect, Textarea, TextInput } from "@mantine/core";
import { useState } from "react";
import { EQUIPMENT_TYPES } from "@/features/availability/engine-types";
import type { Cart } from "@/features/cart/cart.schemas";
import { formatDay } from "@/lib/date-format";
import { LazyModal } from "@/lib/ui/lazy-modal";
import { useUiStore } from "@/lib/ui-store";
import {
  asksForEquipment,
  asksForRvLength,
  type FieldErrors,
  MAX_VEHICLES,
  parseTripDetails,
  type TripDetailsDraft,
} from "../checkout-form";
import styles from "./checkout-form.module.css";

type ParkCart = Cart["parkShoppingCartsArray"][number];
type CartItem = ParkCart["shoppingCartItems"][number];

const VEHICLE_OPTIONS = Array.from({ length: MAX_VEHICLES + 1 }, (_, count) => String(count));

/** The key of a stay's summary line: its Edit button carries it, so a problem in its details lands there. */
export const stayErrorKey = (index: number) => `tripDetails.${index}`;

/**
 * Every trip-details problem also marks its stay's line ("Check the trip details: …"), since the fields
 * themselves live in a dialog that is closed when Pay is pressed.
 */
export function withStayErrors(errors: FieldErrors): FieldErrors {
  const marked: FieldErrors = { ...errors };
  for (const [path, message] of Object.entries(errors)) {
    const match = /^tripDetails\.(\d+)\.\w+$/.exec(path);
    if (match) marked[stayErrorKey(Number(match[1]))] ??= `Check the trip details: ${message}`;
  }
  return marked;
}

/** "Tent · 1 vehicle · arriving 16:30 · notes" — what the park will read, in one line. */
function tripSummary(item: CartItem, value: TripDetailsDraft): string {
  const parts: string[] = [];
  if (asksForEquipment(item)) {
    parts.push(
      value.equipmentType
        ? `${value.equipmentType}${asksForRvLength(value.equipmentType) && value.rvLength ? `, ${value.rvLength} ft` : ""}`
        : "Equipment not set",
    );
  }
  parts.push(`${value.vehicles} vehicle${value.vehicles === "1" ? "" : "s"}`);
  if (value.arrivalTime) parts.push(`arriving ${value.arrivalTime}`);
  if (value.notes.trim()) parts.push("notes for the park");
  return parts.join(" · ");
}

/** The fields of one stay's trip details, inside the dialog. */
function TripDetailsInputs({
  item,
  index,
  value,
  onChange,
  errors,
}: {
  item: CartItem;
  index: number;
  value: TripDetailsDraft;
  onChange: (next: TripDetailsDraft) => void;
  errors: FieldErrors;
}) {
  const field = (name: keyof TripDetailsDraft) => ({
    name: `tripDetails.${index}.${name}`,
    error: errors[`tripDetails.${index}.${name}`],
  });
  return (
    <div className={styles.grid}>
      {asksForEquipment(item) && (
        <NativeSelect
          label="Equipment"
          description="What you sleep in on the site."
          data={[
            { value: "", label: "Not sure yet" },
            ...EQUIPMENT_TYPES.map((type) => ({ value: type, label: type })),
          ]}
          value={value.equipmentType}
          onChange={(event) =>
            onChange({
              ...value,
              equipmentType: event.currentTarget.value as TripDetailsDraft["equipmentType"],
            })
          }
          {...field("equipmentType")}
        />
      )}
      {asksForRvLength(value.equipmentType) && (
        <TextInput
          label="RV length in feet"
          description="Bumper to hitch, e.g. 32."
          inputMode="numeric"
          maxLength={3}
          value={value.rvLength}
          onChange={(event) => onChange({ ...value, rvLength: event.currentTarget.value })}
          {...field("rvLength")}
        />
      )}
      <NativeSelect
        label="Vehicles"
        description="Cars and trucks parked at the site."
        data={VEHICLE_OPTIONS}
        value={value.vehicles}
        onChange={(event) => onChange({ ...value, vehicles: event.currentTarget.value })}
        {...field("vehicles")}
      />
      <TextInput
        type="time"
        label="Estimated arrival time (optional)"
        value={value.arrivalTime}
        onChange={(event) => onChange({ ...value, arrivalTime: event.currentTarget.value })}
        {...field("arrivalTime")}
      />
      <Textarea
        className={styles.wide}
        label="Notes to the park (optional)"
        description="Accessibility needs, a late arrival, travelling with friends in another site… Up to 500 characters."
        autosize
        minRows={2}
        value={value.notes}
        onChange={(event) => onChange({ ...value, notes: event.currentTarget.value })}
        {...field("notes")}
      />
    </div>
  );
}

type Stay = { park: ParkCart; item: CartItem; index: number };

/**
 * Step 2: what the park needs to know about each stay, prefilled from the rig chosen in the search. Each stay is a
 * summary line; its details are edited in a dialog (the spec's trip-details modal flag, closed on route change),
 * saved only when they are valid.
 */
export function TripDetailsFields({
  cart,
  drafts,
  draftFor,
  onChange,
  errors,
  onErrorsChange,
}: {
  cart: Cart;
  drafts: Record<string, TripDetailsDraft>;
  draftFor: (item: CartItem) => TripDetailsDraft;
  onChange: (reservationDetailId: string, next: TripDetailsDraft) => void;
  errors: FieldErrors;
  /** The problems of one stay after its dialog saved or re-checked it (replacing that stay's old ones). */
  onErrorsChange: (index: number, stayErrors: FieldErrors) => void;
}) {
  const dialogOpen = useUiStore((state) => state.modals.tripDetailsForm);
  const setModal = useUiStore((state) => state.setModal);
  const [editing, setEditing] = useState<{ stay: Stay; draft: TripDetailsDraft } | null>(null);
  const [dialogErrors, setDialogErrors] = useState<FieldErrors>({});

  const stays: Stay[] = cart.parkShoppingCartsArray
    .flatMap((park) => park.shoppingCartItems.map((item) => ({ park, item })))
    .map((stay, index) => ({ ...stay, index }));
  const tripOf = (item: CartItem) => drafts[item.reservationDetailId] ?? draftFor(item);
  const hasDraft = (item: CartItem) => item.reservationDetailId in drafts;

  const open = (stay: Stay) => {
    setEditing({ stay, draft: tripOf(stay.item) });
    const prefix = `${stayErrorKey(stay.index)}.`;
    setDialogErrors(Object.fromEntries(Object.entries(errors).filter(([path]) => path.startsWith(prefix))));
    setModal("tripDetailsForm", true);
  };
  const close = () => setModal("tripDetailsForm", false);
  const save = () => {
    if (!editing) return;
    const { stay, draft } = editing;
    // Checked alone, then renumbered to the stay's place in the cart (the paths of the whole form).
    const checked = parseTripDetails([stay.item], { [stay.item.reservationDetailId]: draft });
    const stayErrors = Object.fromEntries(
      Object.entries(checked.errors).map(([path, message]) => [
        path.replace(/^tripDetails\.0\./, `${stayErrorKey(stay.index)}.`),
        message,
      ]),
    );
    setDialogErrors(stayErrors);
    if (Object.keys(stayErrors).length > 0) return;
    onChange(stay.item.reservationDetailId, draft);
    onErrorsChange(stay.index, {});
    close();
  };

  return (
    <>
      <ul className={styles.stays}>
        {stays.map((stay) => {
          const { park, item, index } = stay;
          const name = `${item.campsiteType.name} at ${park.parkName}`;
          const error = errors[stayErrorKey(index)];
          const errorId = `trip-error-${index}`;
          return (
            <li key={item.reservationDetailId} className={styles.stay}>
              <div className={styles.stayText}>
                <h3 className={styles.stayName}>{name}</h3>
                <p className={styles.stayMeta}>
                  {formatDay(item.dates.start)} → {formatDay(item.dates.end)}
                </p>
                <p className={styles.stayMeta}>{tripSummary(item, tripOf(item))}</p>
                {error && (
                  <p id={errorId} className={styles.stayError}>
                    {error}
                  </p>
                )}
              </div>
              <Button
                type="button"
                variant={error ? "filled" : "default"}
                color={error ? "red" : undefined}
                size="sm"
                name={stayErrorKey(index)}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? errorId : undefined}
                onClick={() => open(stay)}
              >
                {hasDraft(item) ? "Edit" : "Add trip details"}
                <span className="visually-hidden">
                  {hasDraft(item) ? " trip details" : ""} for {name}
                </span>
              </Button>
            </li>
          );
        })}
      </ul>
      <LazyModal
        opened={dialogOpen && editing !== null}
        onClose={close}
        title={
          editing
            ? `Trip details: ${editing.stay.item.campsiteType.name} at ${editing.stay.park.parkName}`
            : ""
        }
        size="lg"
        centered
      >
        {editing && (
          <div className={styles.dialogBody}>
            <p className={styles.stayMeta}>
              {formatDay(editing.stay.item.dates.start)} → {formatDay(editing.stay.item.dates.end)}
            </p>
            <TripDetailsInputs
              item={editing.stay.item}
              index={editing.stay.index}
              value={editing.draft}
              onChange={(draft) => setEditing({ ...editing, draft })}
              errors={dialogErrors}
            />
            <div className={styles.dialogActions}>
              <Button type="button" variant="default" onClick={close}>
                Cancel
              </Button>
              <Button type="button" onClick={save}>
                Save trip details
              </Button>
            </div>
          </div>
        )}
      </LazyModal>
    </>
  );
}
