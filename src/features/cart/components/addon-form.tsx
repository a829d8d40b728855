"use client";

import { Checkbox, NativeSelect, Radio, Textarea, TextInput } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";

import { consoleFormStyles as styles } from "@/features/console/client";
import type { CampsiteCategory } from "@/lib/campsites/categories";
import { CATEGORY_CHOICES } from "@/lib/forms/site-category-choices";
import { useSchemaForm } from "@/lib/forms/use-schema-form";
import { centsToDollars, dollarsToCents } from "@/lib/money";
import { useTRPC } from "@/lib/trpc/react";
import { CheckboxList } from "@/lib/ui/console-kit/checkbox-list";
import { FormActions } from "@/lib/ui/console-kit/form-actions";
import { FormAlert } from "@/lib/ui/form-alert";
import { optionalWholeNumber } from "../promotion-form-values";
import { type TAddonRow, ZAddonInput } from "../promotions.schemas";

type ChargedPer = TAddonRow["chargedPer"];

const FIELDS = [
  "kind",
  "name",
  "description",
  "priceCents",
  "maxQuantity",
  "categories",
  "mandatory",
  "chargedPer",
  "active",
];

/** The form's values: the price in dollars and the most a guest may add as typed. */
type AddonValues = {
  kind: TAddonRow["kind"];
  name: string;
  description: string;
  priceCents: string;
  maxQuantity: string;
  categories: string[];
  mandatory: boolean;
  chargedPer: ChargedPer;
  active: boolean;
};

const valuesOf = (addon: TAddonRow | null): AddonValues => ({
  kind: addon?.kind ?? "daily_rate",
  name: addon?.name ?? "",
  description: addon?.description ?? "",
  priceCents: addon ? centsToDollars(addon.priceCents) : "",
  maxQuantity: addon?.maxQuantity.toString() ?? "1",
  categories: addon?.categories ?? [],
  mandatory: addon?.mandatory ?? false,
  chargedPer: addon?.chargedPer ?? "site",
  active: addon?.active ?? true,
});

const upsertInput = (parkId: string, addon: TAddonRow | null, values: AddonValues) => ({
  id: addon?.id,
  parkId,
  kind: values.kind,
  name: values.name,
  description: values.description,
  priceCents: dollarsToCents(values.priceCents) ?? Number.NaN,
  maxQuantity: optionalWholeNumber(values.maxQuantity) ?? Number.NaN,
  categories: values.categories as CampsiteCategory[],
  mandatory: values.mandatory,
  // Only a mandatory fee counts pets or vehicles; an optional add-on counts what the guest picks.
  chargedPer: values.mandatory ? values.chargedPer : "site",
  active: values.active,
});

/**
 * Adds or edits one park's add-on or mandatory fee. A mandatory fee is in every all-in price guests see (search,
 * park page, cart); it is charged per night, per site or per pet of the party, or per vehicle (one per site).
 */
export function AddonForm({
  parkId,
  addon,
  onSaved,
  onCancel,
}: {
  parkId: string;
  addon: TAddonRow | null;
  onSaved: (saved: TAddonRow) => void;
  onCancel: () => void;
}) {
  const trpc = useTRPC();
  const upsert = useMutation(trpc.admin.addons.upsert.mutationOptions());
  const { form, containerRef, message, onSubmit, failed, clear } = useSchemaForm<AddonValues>({
    initialValues: valuesOf(addon),
    fields: FIELDS,
    schema: ZAddonInput,
    toInput: (values) => upsertInput(parkId, addon, values),
  });
  const { kind, mandatory } = form.values;
  const errors = form.errors;
  const check = { size: "md", classNames: { body: styles.checkBody, label: styles.checkLabel } } as const;

  const send = (values: AddonValues) => {
    clear();
    upsert.mutate(upsertInput(parkId, addon, values), { onSuccess: onSaved, onError: failed });
  };

  return (
    <form ref={containerRef} noValidate onSubmit={onSubmit(send)} className={styles.formStack}>
      <FormAlert message={message} />
      <TextInput label="Name" required classNames={{ input: styles.tap }} {...form.getInputProps("name")} />
      <Textarea
        label="Description"
        description="Guests read it in the cart and on the park page."
        autosize
        minRows={2}
        {...form.getInputProps("description")}
      />
      <Radio.Group label="Charged" {...form.getInputProps("kind")}>
        <div className={styles.checks}>
          <Radio value="daily_rate" label="Per night" classNames={check.classNames} />
          <Radio value="online_store" label="Per unit, once per stay" classNames={check.classNames} />
        </div>
      </Radio.Group>
      <div className={styles.grid}>
        <TextInput
          label={kind === "daily_rate" ? "Price per night ($)" : "Price each ($)"}
          inputMode="decimal"
          required
          classNames={{ input: styles.tap }}
          {...form.getInputProps("priceCents")}
        />
        <TextInput
          label="Most a guest may add"
          description="Per site"
          inputMode="numeric"
          required
          classNames={{ input: styles.tap }}
          {...form.getInputProps("maxQuantity")}
        />
      </div>
      <CheckboxList
        label="Offered for"
        description="Tick none for every kind of site."
        {...form.getInputProps("categories")}
        choices={CATEGORY_CHOICES}
        size="md"
      />
      <fieldset className={styles.fieldset}>
        <legend>Mandatory fee</legend>
        <p className={styles.hint}>
          Part of every all-in price guests see; guests cannot remove it. Per-night add-ons only.
        </p>
        <Checkbox
          label="Charge it on every stay it is offered for"
          {...check}
          {...form.getInputProps("mandatory", { type: "checkbox" })}
        />
        {mandatory && (
          <NativeSelect
            mt="sm"
            label="Charged per"
            data={[
              { value: "site", label: "Site (once per stay's site)" },
              { value: "pet", label: "Pet (each pet of the party; none without pets)" },
              { value: "vehicle", label: "Vehicle (one per site)" },
            ]}
            classNames={{ input: styles.tap }}
            {...form.getInputProps("chargedPer")}
          />
        )}
        {!mandatory && errors.chargedPer && <p className={styles.hint}>{errors.chargedPer}</p>}
      </fieldset>
      <Checkbox
        label="Active (offered to guests)"
        {...check}
        {...form.getInputProps("active", { type: "checkbox" })}
      />
      <FormActions
        onCancel={onCancel}
        actionLabel={addon ? "Save the add-on" : "Add the add-on"}
        pending={upsert.isPending}
      />
    </form>
  );
}
