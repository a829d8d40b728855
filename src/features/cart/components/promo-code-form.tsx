"use client";

import { NativeSelect, Textarea, TextInput } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";

import { consoleFormStyles as styles } from "@/features/console/client";
import { centsToDollars, dollarsToCents } from "@/lib/money";

import { useTRPC } from "@/lib/trpc/react";
import { RadioList } from "@/lib/ui/console-kit/checkbox-list";
import { FormActions } from "@/lib/ui/console-kit/form-actions";
import { FormAlert } from "@/lib/ui/form-alert";
import { useFormProblems } from "@/lib/use-form-problems";
import { basisPointsToPercent, optionalWholeNumber, percentToBasisPoints } from "../promotion-form-values";
import type { TPromoCodeRow } from "../promotions.schemas";

type Park = { id: string; name: string };

const DISCOUNT_TYPE_CHOICES = [
  { value: "PERCENTAGE", label: "Percentage" },
  { value: "FIXED", label: "Fixed amount" },
];

const FIELDS = [
  "code",
  "description",
  "parkId",
  "discountType",
  "value",
  "bookableFrom",
  "bookableUntil",
  "stayFrom",
  "stayUntil",
  "minNights",
  "usageLimit",
];

/** The form's own text, as typed; converted to the wire's cents and basis points on submit. */
function initialValues(code: TPromoCodeRow | null) {
  return {
    code: code?.code ?? "",
    description: code?.description ?? "",
    parkId: code ? (code.parkId ?? "") : "",
    discountType: code?.discountType ?? ("PERCENTAGE" as const),
    value: code
      ? code.discountType === "PERCENTAGE"
        ? basisPointsToPercent(code.value)
        : centsToDollars(code.value)
      : "",
    bookableFrom: code?.bookableFrom ?? "",
    bookableUntil: code?.bookableUntil ?? "",
    stayFrom: code?.stayFrom ?? "",
    stayUntil: code?.stayUntil ?? "",
    minNights: code?.minNights?.toString() ?? "",
    usageLimit: code?.usageLimit?.toString() ?? "",
  };
}

/**
 * Adds or edits a promo code. A park's code applies only there; "Every park" is for members who work at every
 * park (the server decides). What is typed is checked by the server, which names the field at fault.
 */
export function PromoCodeForm({
  code,
  parks,
  onSaved,
  onCancel,
}: {
  code: TPromoCodeRow | null;
  parks: Park[];
  onSaved: (saved: TPromoCodeRow) => void;
  onCancel: () => void;
}) {
  const trpc = useTRPC();
  const upsert = useMutation(trpc.admin.promoCodes.upsert.mutationOptions());
  const { containerRef, errors, message, clear, failed } = useFormProblems();
  const [values, setValues] = useState(() => initialValues(code));
  const set = (field: keyof typeof values) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setValues((current) => ({ ...current, [field]: value }));
  };
  const percent = values.discountType === "PERCENTAGE";
  const stray = Object.entries(errors).find(([path]) => !FIELDS.includes(path))?.[1] ?? null;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    clear();
    const value = percent ? percentToBasisPoints(values.value) : dollarsToCents(values.value);
    upsert.mutate(
      {
        id: code?.id,
        code: values.code,
        description: values.description,
        parkId: values.parkId === "" ? null : values.parkId,
        discountType: values.discountType,
        // Not a number: the server answers at the field with what it needs.
        value: value ?? Number.NaN,
        bookableFrom: values.bookableFrom || null,
        bookableUntil: values.bookableUntil || null,
        stayFrom: values.stayFrom || null,
        stayUntil: values.stayUntil || null,
        minNights: optionalWholeNumber(values.minNights),
        usageLimit: optionalWholeNumber(values.usageLimit),
      },
      { onSuccess: onSaved, onError: failed },
    );
  };

  const dateInput = (field: "bookableFrom" | "bookableUntil" | "stayFrom" | "stayUntil", label: string) => (
    <TextInput
      type="date"
      label={label}
      value={values[field]}
      onChange={set(field)}
      error={errors[field]}
      classNames={{ input: styles.tap }}
    />
  );

  return (
    <form ref={containerRef} noValidate onSubmit={onSubmit} className={styles.formStack}>
      <FormAlert message={message ?? stray} />
      <div className={styles.grid}>
        <TextInput
          label="Code"
          description={
            code && code.timesUsed > 0
              ? "Used already, so the code stays as it is."
              : "Guests type it in any case."
          }
          required
          autoComplete="off"
          value={values.code}
          onChange={set("code")}
          error={errors.code}
          readOnly={Boolean(code && code.timesUsed > 0)}
          classNames={{ input: styles.tap }}
        />
        <NativeSelect
          label="Park"
          value={values.parkId}
          onChange={set("parkId")}
          data={[
            { value: "", label: "Every park" },
            ...parks.map((park) => ({ value: park.id, label: park.name })),
          ]}
          error={errors.parkId}
          classNames={{ input: styles.tap }}
        />
      </div>
      <Textarea
        label="Description"
        description="For staff; guests see the discount in their cart."
        autosize
        minRows={2}
        value={values.description}
        onChange={set("description")}
        error={errors.description}
      />
      <fieldset className={styles.fieldset}>
        <legend>Discount (on nights only)</legend>
        <div className={styles.grid}>
          <RadioList
            label="Kind"
            value={values.discountType}
            onChange={(discountType) =>
              setValues((current) => ({
                ...current,
                discountType: discountType as "PERCENTAGE" | "FIXED",
                value: "",
              }))
            }
            error={errors.discountType}
            choices={DISCOUNT_TYPE_CHOICES}
          />
          <TextInput
            label={percent ? "Percent off" : "Amount off ($)"}
            description={percent ? "1 to 100, e.g. 15 or 12.5" : "Per park cart, e.g. 25.00"}
            inputMode="decimal"
            required
            value={values.value}
            onChange={set("value")}
            error={errors.value}
            classNames={{ input: styles.tap }}
          />
        </div>
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend>When guests may book with it</legend>
        <p className={styles.hint}>Leave a date empty for no limit on that side.</p>
        <div className={styles.grid}>
          {dateInput("bookableFrom", "Bookable from")}
          {dateInput("bookableUntil", "Bookable until")}
        </div>
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend>Which nights it covers</legend>
        <p className={styles.hint}>
          Every night of the stay must fall inside; the last night is the one before departure.
        </p>
        <div className={styles.grid}>
          {dateInput("stayFrom", "First night")}
          {dateInput("stayUntil", "Last night")}
          <TextInput
            label="Minimum nights"
            inputMode="numeric"
            value={values.minNights}
            onChange={set("minNights")}
            error={errors.minNights}
            classNames={{ input: styles.tap }}
          />
        </div>
      </fieldset>
      <TextInput
        label="Use limit"
        description={`Orders placed with it, across all guests; empty for no limit.${code ? ` Used ${code.timesUsed} times so far.` : ""}`}
        inputMode="numeric"
        value={values.usageLimit}
        onChange={set("usageLimit")}
        error={errors.usageLimit}
        classNames={{ input: styles.tap }}
      />
      <FormActions
        onCancel={onCancel}
        actionLabel={code ? "Save the code" : "Add the code"}
        pending={upsert.isPending}
      />
    </form>
  );
}
