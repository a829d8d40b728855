"use client";

import { NativeSelect, Textarea, TextInput } from "@mantine/core";
import type { Cart } from "@/features/cart/cart.schemas";
import { EQUIPMENT_TYPES } from "@/features/search/engine-types";
import { formatStayDate } from "@/features/search/stay-format";
import {
  asksForEquipment,
  asksForRvLength,
  type FieldErrors,
  MAX_VEHICLES,
  type TripDetailsDraft,
} from "../checkout-form";
import styles from "./checkout-form.module.css";

type ParkCart = Cart["parkShoppingCartsArray"][number];
type CartItem = ParkCart["shoppingCartItems"][number];

const VEHICLE_OPTIONS = Array.from({ length: MAX_VEHICLES + 1 }, (_, count) => String(count));

function TripDetailsFieldset({
  park,
  item,
  index,
  value,
  onChange,
  errors,
}: {
  park: ParkCart;
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
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>
        {item.campsiteType.name} at {park.parkName}
        <span className={styles.legendNote}>
          {" "}
          · {formatStayDate(item.dates.start)} → {formatStayDate(item.dates.end)}
        </span>
      </legend>
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
    </fieldset>
  );
}

/** Step 2: what the park needs to know about each stay, prefilled from the rig chosen in the search. */
export function TripDetailsFields({
  cart,
  drafts,
  draftFor,
  onChange,
  errors,
}: {
  cart: Cart;
  drafts: Record<string, TripDetailsDraft>;
  draftFor: (item: CartItem) => TripDetailsDraft;
  onChange: (reservationDetailId: string, next: TripDetailsDraft) => void;
  errors: FieldErrors;
}) {
  const stays = cart.parkShoppingCartsArray.flatMap((park) =>
    park.shoppingCartItems.map((item) => ({ park, item })),
  );
  return (
    <div className={styles.stack}>
      {stays.map(({ park, item }, index) => (
        <TripDetailsFieldset
          key={item.reservationDetailId}
          park={park}
          item={item}
          index={index}
          value={drafts[item.reservationDetailId] ?? draftFor(item)}
          onChange={(next) => onChange(item.reservationDetailId, next)}
          errors={errors}
        />
      ))}
    </div>
  );
}
