"use client";

import { Alert, Modal, NativeSelect, NumberInput, Textarea, TextInput } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import type { FormEvent } from "react";
import { CATEGORY_SHORT_LABELS } from "@/lib/campsites/categories";
import { messageAt } from "@/lib/forms/field-messages";
import { useDraft } from "@/lib/forms/use-draft";
import { centsToDollarAmount } from "@/lib/money";
import { DANGER_COLOR } from "@/lib/theme";
import { useTRPC } from "@/lib/trpc/react";
import { TapCheckbox } from "@/lib/ui/console-kit/checkbox-list";
import { FormActions } from "@/lib/ui/console-kit/form-actions";
import { FormAlert } from "@/lib/ui/form-alert";
import { useFormProblems } from "@/lib/use-form-problems";
import { centsOf, numberOf } from "./park-number-value";
import { SiteAmenitiesField } from "./site-amenities-field";
import styles from "./sites.module.css";
import { AffectedStep, useAffectedSave } from "./sites-affected-list";
import type { SiteType } from "./sites-types";

type Category = SiteType["category"];
type Draft = {
  name: string;
  slug: string;
  category: Category;
  description: string;
  amenities: string[];
  maxGuests: number | string;
  maxAdults: number | string;
  maxChildren: number | string;
  maxPets: number | string;
  bookableOnline: boolean;
  lockFeeDollars: number | string;
  sortOrder: number | string;
  active: boolean;
};

const NEW_TYPE: Draft = {
  name: "",
  slug: "",
  category: "tent",
  description: "",
  amenities: [],
  maxGuests: 6,
  maxAdults: 4,
  maxChildren: 4,
  maxPets: 2,
  bookableOnline: true,
  lockFeeDollars: 0,
  sortOrder: 0,
  active: true,
};

const draftOf = (type: SiteType): Draft => ({
  ...type,
  lockFeeDollars: centsToDollarAmount(type.lockFeeCents),
});

/** Add a type (`type` null) or edit one, in a dialog. */
export function SiteTypeDialog({
  parkId,
  type,
  nextSortOrder,
  opened,
  onClose,
  onSaved,
}: {
  parkId: string;
  type: SiteType | null;
  nextSortOrder: number;
  opened: boolean;
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title={type ? `Edit ${type.name}` : "Add a site type"} size="lg">
      {opened && (
        <SiteTypeForm
          key={type?.id ?? "new"}
          parkId={parkId}
          type={type}
          initial={type ? draftOf(type) : { ...NEW_TYPE, sortOrder: nextSortOrder }}
          onClose={onClose}
          onSaved={onSaved}
        />
      )}
    </Modal>
  );
}

function SiteTypeForm({
  parkId,
  type,
  initial,
  onClose,
  onSaved,
}: {
  parkId: string;
  type: SiteType | null;
  initial: Draft;
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const trpc = useTRPC();
  const upsert = useMutation(trpc.admin.campsiteTypes.upsert.mutationOptions());
  const { containerRef, errors, message, clear, failed } = useFormProblems();
  const { draft, set } = useDraft<Draft>(initial);
  const step = useAffectedSave(failed);
  const count = (key: "maxGuests" | "maxAdults" | "maxChildren" | "maxPets", label: string) => (
    <NumberInput
      label={label}
      min={0}
      max={50}
      allowDecimal={false}
      allowNegative={false}
      value={draft[key]}
      onChange={(value) => set(key, value)}
      error={errors[key]}
      classNames={{ input: styles.tap }}
    />
  );

  const save = (confirm: boolean) => {
    clear();
    upsert.mutate(
      {
        parkId,
        id: type?.id,
        name: draft.name,
        slug: draft.slug.trim() || undefined,
        category: draft.category,
        description: draft.description,
        amenities: draft.amenities,
        maxGuests: numberOf(draft.maxGuests),
        maxAdults: numberOf(draft.maxAdults),
        maxChildren: numberOf(draft.maxChildren),
        maxPets: numberOf(draft.maxPets),
        bookableOnline: draft.bookableOnline,
        lockFeeCents: centsOf(draft.lockFeeDollars),
        sortOrder: numberOf(draft.sortOrder),
        active: draft.active,
        confirm,
      },
      step.answer((result) =>
        onSaved(
          type
            ? `${result.name} is saved.${result.active ? "" : " Guests can no longer book it."}`
            : `${result.name} is added. Add its sites and its rates to open it for booking.`,
        ),
      ),
    );
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    save(false);
  };

  if (step.affected) {
    return (
      <AffectedStep
        affected={step.affected}
        caption={`Future reservations of ${draft.name}`}
        cancelLabel="Back to the form"
        onCancel={step.back}
        actionLabel={`Deactivate ${draft.name}`}
        actionColor={DANGER_COLOR}
        pending={upsert.isPending}
        onAction={() => save(true)}
      >
        <Alert
          color="yellow"
          variant="light"
          title={`Future reservations of this type: ${step.affected.length}`}
        >
          If you deactivate {draft.name}, guests can no longer book it; these stays remain booked as they are
          (move them on the grid if the sites cannot host them).
        </Alert>
      </AffectedStep>
    );
  }

  return (
    <form ref={containerRef} noValidate onSubmit={onSubmit} className={styles.formStack}>
      <FormAlert message={message} />
      <TextInput
        label="Name"
        required
        value={draft.name}
        onChange={(event) => set("name", event.currentTarget.value)}
        error={errors.name}
        classNames={{ input: styles.tap }}
      />
      <div className={styles.grid}>
        <TextInput
          label="Slug"
          description={type ? "Lower case with dashes." : "Leave empty to make it from the name."}
          spellCheck={false}
          value={draft.slug}
          onChange={(event) => set("slug", event.currentTarget.value)}
          error={errors.slug}
          classNames={{ input: styles.tap }}
        />
        <NativeSelect
          label="Category"
          value={draft.category}
          onChange={(event) => set("category", event.currentTarget.value as Category)}
          data={Object.entries(CATEGORY_SHORT_LABELS).map(([value, label]) => ({ value, label }))}
          error={errors.category}
          classNames={{ input: styles.tap }}
        />
      </div>
      <Textarea
        label="Description"
        autosize
        minRows={3}
        value={draft.description}
        onChange={(event) => set("description", event.currentTarget.value)}
        error={errors.description}
      />
      <SiteAmenitiesField
        value={draft.amenities}
        onChange={(amenities) => set("amenities", amenities)}
        error={messageAt(errors, "amenities")}
      />
      <fieldset className={styles.fieldset}>
        <legend>Who may stay</legend>
        <div className={styles.grid}>
          {count("maxGuests", "Guests in all, at most")}
          {count("maxAdults", "Adults, at most")}
          {count("maxChildren", "Children, at most")}
          {count("maxPets", "Pets, at most")}
        </div>
      </fieldset>
      <div className={styles.grid}>
        <NumberInput
          label="Site lock fee (dollars)"
          description="What a guest pays to choose a specific site."
          min={0}
          decimalScale={2}
          allowNegative={false}
          prefix="$"
          value={draft.lockFeeDollars}
          onChange={(value) => set("lockFeeDollars", value)}
          error={errors.lockFeeCents}
          classNames={{ input: styles.tap }}
        />
        <NumberInput
          label="Position in the park's list"
          description="Lower numbers come first."
          min={0}
          allowDecimal={false}
          allowNegative={false}
          value={draft.sortOrder}
          onChange={(value) => set("sortOrder", value)}
          error={errors.sortOrder}
          classNames={{ input: styles.tap }}
        />
      </div>
      <TapCheckbox
        label="Guests can book it online"
        checked={draft.bookableOnline}
        onChange={(event) => set("bookableOnline", event.currentTarget.checked)}
      />
      <TapCheckbox
        label="Active (offered on the guest site)"
        checked={draft.active}
        onChange={(event) => set("active", event.currentTarget.checked)}
      />
      <FormActions
        onCancel={onClose}
        actionLabel={type ? "Save the type" : "Add the type"}
        pending={upsert.isPending}
      />
    </form>
  );
}
