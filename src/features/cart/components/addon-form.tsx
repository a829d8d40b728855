"use client";

import { Button, Checkbox, NativeSelect, Radio, Textarea, TextInput } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { consoleFormStyles as styles } from "@/features/console/client";
import { dollarsToCents } from "@/lib/money";
import { useTRPC } from "@/lib/trpc/react";
import { FormAlert } from "@/lib/ui/form-alert";
import { useFormProblems } from "@/lib/use-form-problems";
import { centsToDollars, optionalWholeNumber } from "../promotion-form-values";
import type { TAddonRow } from "../promotions.schemas";

const CATEGORY_CHOICES = [
  { value: "tent", label: "Tent sites" },
  { value: "rv", label: "RV sites" },
  { value: "lodging", label: "Cabins" },
  { value: "other", label: "Other sites" },
] as const;
type Category = (typeof CATEGORY_CHOICES)[number]["value"];
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
  const { containerRef, errors, message, clear, failed } = useFormProblems();
  const [kind, setKind] = useState<TAddonRow["kind"]>(addon?.kind ?? "daily_rate");
  const [name, setName] = useState(addon?.name ?? "");
  const [description, setDescription] = useState(addon?.description ?? "");
  const [price, setPrice] = useState(addon ? centsToDollars(addon.priceCents) : "");
  const [maxQuantity, setMaxQuantity] = useState(addon?.maxQuantity.toString() ?? "1");
  const [categories, setCategories] = useState<string[]>(addon?.categories ?? []);
  const [mandatory, setMandatory] = useState(addon?.mandatory ?? false);
  const [chargedPer, setChargedPer] = useState<ChargedPer>(addon?.chargedPer ?? "site");
  const [active, setActive] = useState(addon?.active ?? true);
  const stray = Object.entries(errors).find(([path]) => !FIELDS.some((field) => path.startsWith(field)))?.[1];
  const categoryError = Object.entries(errors).find(([path]) => path.startsWith("categories"))?.[1];

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    clear();
    upsert.mutate(
      {
        id: addon?.id,
        parkId,
        kind,
        name,
        description,
        priceCents: dollarsToCents(price) ?? Number.NaN,
        maxQuantity: optionalWholeNumber(maxQuantity) ?? Number.NaN,
        categories: categories as Category[],
        mandatory,
        // Only a mandatory fee counts pets or vehicles; an optional add-on counts what the guest picks.
        chargedPer: mandatory ? chargedPer : "site",
        active,
      },
      { onSuccess: onSaved, onError: failed },
    );
  };

  return (
    <form ref={containerRef} noValidate onSubmit={onSubmit} className={styles.formStack}>
      <FormAlert message={message ?? stray ?? null} />
      <TextInput
        label="Name"
        required
        value={name}
        onChange={(event) => setName(event.currentTarget.value)}
        error={errors.name}
        classNames={{ input: styles.tap }}
      />
      <Textarea
        label="Description"
        description="Guests read it in the cart and on the park page."
        autosize
        minRows={2}
        value={description}
        onChange={(event) => setDescription(event.currentTarget.value)}
        error={errors.description}
      />
      <Radio.Group
        label="Charged"
        value={kind}
        onChange={(value) => setKind(value as TAddonRow["kind"])}
        error={errors.kind}
      >
        <div className={styles.checks}>
          <Radio
            value="daily_rate"
            label="Per night"
            classNames={{ body: styles.checkBody, label: styles.checkLabel }}
          />
          <Radio
            value="online_store"
            label="Per unit, once per stay"
            classNames={{ body: styles.checkBody, label: styles.checkLabel }}
          />
        </div>
      </Radio.Group>
      <div className={styles.grid}>
        <TextInput
          label={kind === "daily_rate" ? "Price per night ($)" : "Price each ($)"}
          inputMode="decimal"
          required
          value={price}
          onChange={(event) => setPrice(event.currentTarget.value)}
          error={errors.priceCents}
          classNames={{ input: styles.tap }}
        />
        <TextInput
          label="Most a guest may add"
          description="Per site"
          inputMode="numeric"
          required
          value={maxQuantity}
          onChange={(event) => setMaxQuantity(event.currentTarget.value)}
          error={errors.maxQuantity}
          classNames={{ input: styles.tap }}
        />
      </div>
      <Checkbox.Group
        label="Offered for"
        description="Tick none for every kind of site."
        value={categories}
        onChange={setCategories}
        error={categoryError}
      >
        <div className={styles.checks}>
          {CATEGORY_CHOICES.map((choice) => (
            <Checkbox
              key={choice.value}
              value={choice.value}
              label={choice.label}
              size="md"
              classNames={{ body: styles.checkBody, label: styles.checkLabel }}
            />
          ))}
        </div>
      </Checkbox.Group>
      <fieldset className={styles.fieldset}>
        <legend>Mandatory fee</legend>
        <p className={styles.hint}>
          Part of every all-in price guests see; guests cannot remove it. Per-night add-ons only.
        </p>
        <Checkbox
          label="Charge it on every stay it is offered for"
          checked={mandatory}
          onChange={(event) => setMandatory(event.currentTarget.checked)}
          error={errors.mandatory}
          size="md"
          classNames={{ body: styles.checkBody, label: styles.checkLabel }}
        />
        {mandatory && (
          <NativeSelect
            mt="sm"
            label="Charged per"
            value={chargedPer}
            onChange={(event) => setChargedPer(event.currentTarget.value as ChargedPer)}
            data={[
              { value: "site", label: "Site (once per stay's site)" },
              { value: "pet", label: "Pet (each pet of the party; none without pets)" },
              { value: "vehicle", label: "Vehicle (one per site)" },
            ]}
            error={errors.chargedPer}
            classNames={{ input: styles.tap }}
          />
        )}
        {!mandatory && errors.chargedPer && <p className={styles.hint}>{errors.chargedPer}</p>}
      </fieldset>
      <Checkbox
        label="Active (offered to guests)"
        checked={active}
        onChange={(event) => setActive(event.currentTarget.checked)}
        error={errors.active}
        size="md"
        classNames={{ body: styles.checkBody, label: styles.checkLabel }}
      />
      <div className={styles.dialogActions}>
        <Button variant="default" onClick={onCancel} className={styles.tap}>
          Cancel
        </Button>
        <Button type="submit" loading={upsert.isPending} className={styles.tap}>
          {addon ? "Save the add-on" : "Add the add-on"}
        </Button>
      </div>
    </form>
  );
}
