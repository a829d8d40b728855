"use client";

import { Alert, Modal, NativeSelect, NumberInput, TextInput } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import type { FormEvent } from "react";
import { EQUIPMENT_TYPES, type EquipmentType } from "@/features/availability/engine-types";
import { messageAt } from "@/lib/forms/field-messages";
import { useDraft } from "@/lib/forms/use-draft";
import { useTRPC } from "@/lib/trpc/react";
import { CheckboxList, TapCheckbox } from "@/lib/ui/console-kit/checkbox-list";
import { FormActions } from "@/lib/ui/console-kit/form-actions";
import { FormAlert } from "@/lib/ui/form-alert";
import { useFormProblems } from "@/lib/use-form-problems";
import { numberOf } from "./park-number-value";
import { SiteAmenitiesField } from "./site-amenities-field";
import { siteAddedMessage } from "./site-bookability";
import styles from "./sites.module.css";
import { AffectedStep, useAffectedSave } from "./sites-affected-list";
import { type Site, type SiteType, SLIDE_OUT_WORDS } from "./sites-types";

type Draft = {
  name: string;
  campsiteTypeId: string;
  amenities: string[];
  accessible: boolean;
  takesRvs: boolean;
  rvTypes: string[];
  rvLengthMax: number | string;
  rvSlideoutValue: "0" | "1" | "2";
  mapX: number | string;
  mapY: number | string;
};

const draftOf = (site: Site | null, campsiteTypeId: string): Draft => ({
  name: site?.name ?? "",
  campsiteTypeId: site?.campsiteTypeId ?? campsiteTypeId,
  amenities: site?.amenities ?? [],
  accessible: site?.accessible ?? false,
  takesRvs: site?.rvTypes != null,
  rvTypes: site?.rvTypes ?? [],
  rvLengthMax: site?.rvLengthMax ?? "",
  rvSlideoutValue: String(site?.rvSlideoutValue ?? 0) as Draft["rvSlideoutValue"],
  mapX: site?.mapX ?? "",
  mapY: site?.mapY ?? "",
});

const RIG_CHOICES = EQUIPMENT_TYPES.map((rig) => ({ value: rig, label: rig }));

/** A blank map position is "not on the map". */
const positionOf = (value: number | string) => (value === "" ? null : numberOf(value));

/** Add a site to a type (`site` null) or edit one, in a dialog. */
export function SiteDialog({
  parkId,
  parkOpen,
  types,
  site,
  campsiteTypeId,
  opened,
  onClose,
  onSaved,
}: {
  parkId: string;
  /** Whether guests can book the park now (a new park is closed until it is set up). */
  parkOpen: boolean;
  types: SiteType[];
  site: Site | null;
  campsiteTypeId: string;
  opened: boolean;
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title={site ? `Edit site ${site.name}` : "Add a site"} size="lg">
      {opened && (
        <SiteForm
          key={site?.id ?? `new-${campsiteTypeId}`}
          parkId={parkId}
          parkOpen={parkOpen}
          types={types}
          site={site}
          initial={draftOf(site, campsiteTypeId)}
          onClose={onClose}
          onSaved={onSaved}
        />
      )}
    </Modal>
  );
}

function SiteForm({
  parkId,
  parkOpen,
  types,
  site,
  initial,
  onClose,
  onSaved,
}: {
  parkId: string;
  parkOpen: boolean;
  types: SiteType[];
  site: Site | null;
  initial: Draft;
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const trpc = useTRPC();
  const upsert = useMutation(trpc.admin.campsites.upsert.mutationOptions());
  const { containerRef, errors, message, clear, failed } = useFormProblems();
  const { draft, set } = useDraft<Draft>(initial);
  const step = useAffectedSave(failed);
  const typeName = (id: string) => types.find((type) => type.id === id)?.name ?? "another type";

  const save = (confirm: boolean) => {
    clear();
    upsert.mutate(
      {
        parkId,
        id: site?.id,
        campsiteTypeId: draft.campsiteTypeId,
        name: draft.name,
        amenities: draft.amenities,
        accessible: draft.accessible,
        rvTypes: draft.takesRvs ? (draft.rvTypes as EquipmentType[]) : null,
        rvLengthMax: draft.takesRvs ? numberOf(draft.rvLengthMax) : null,
        rvSlideoutValue: draft.takesRvs ? (Number(draft.rvSlideoutValue) as 0 | 1 | 2) : null,
        mapX: positionOf(draft.mapX),
        mapY: positionOf(draft.mapY),
        confirm,
      },
      step.answer((result) =>
        onSaved(
          site
            ? `Site ${result.name} is saved.`
            : siteAddedMessage(
                result.name,
                types.find((type) => type.id === result.campsiteTypeId),
                parkOpen,
              ),
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
        caption={`Future reservations on site ${draft.name}`}
        cancelLabel="Back to the form"
        onCancel={step.back}
        actionLabel={`Move ${draft.name} to ${typeName(draft.campsiteTypeId)}`}
        pending={upsert.isPending}
        onAction={() => save(true)}
      >
        <Alert
          color="yellow"
          variant="light"
          title={`Future reservations on ${draft.name}: ${step.affected.length}`}
        >
          Moved to {typeName(draft.campsiteTypeId)}, the site is sold as that type from now on. These stays
          remain booked as they are, at the type and price they were booked at.
        </Alert>
      </AffectedStep>
    );
  }

  const rvError = errors.rvTypes ?? messageAt(errors, "rvTypes");
  return (
    <form ref={containerRef} noValidate onSubmit={onSubmit} className={styles.formStack}>
      <FormAlert message={message} />
      <div className={styles.grid}>
        <TextInput
          label="Site name"
          description="Like B14: the park's only site of this name."
          required
          value={draft.name}
          onChange={(event) => set("name", event.currentTarget.value)}
          error={errors.name}
          classNames={{ input: styles.tap }}
        />
        <NativeSelect
          label="Type"
          value={draft.campsiteTypeId}
          onChange={(event) => set("campsiteTypeId", event.currentTarget.value)}
          data={types.map((type) => ({ value: type.id, label: type.name }))}
          error={errors.campsiteTypeId}
          classNames={{ input: styles.tap }}
        />
      </div>
      <SiteAmenitiesField
        value={draft.amenities}
        onChange={(amenities) => set("amenities", amenities)}
        error={messageAt(errors, "amenities")}
      />
      <TapCheckbox
        label="Accessible site"
        checked={draft.accessible}
        onChange={(event) => set("accessible", event.currentTarget.checked)}
      />
      <fieldset className={styles.fieldset}>
        <legend>RVs</legend>
        <TapCheckbox
          label="The site takes RVs"
          checked={draft.takesRvs}
          onChange={(event) => set("takesRvs", event.currentTarget.checked)}
        />
        {draft.takesRvs && (
          <>
            <CheckboxList
              label="Rigs it takes"
              value={draft.rvTypes}
              onChange={(value) => set("rvTypes", value)}
              error={rvError}
              choices={RIG_CHOICES}
            />
            <div className={styles.grid}>
              <NumberInput
                label="Longest rig (feet)"
                min={1}
                max={100}
                allowDecimal={false}
                allowNegative={false}
                value={draft.rvLengthMax}
                onChange={(value) => set("rvLengthMax", value)}
                error={errors.rvLengthMax}
                classNames={{ input: styles.tap }}
              />
              <NativeSelect
                label="Slide-outs"
                value={draft.rvSlideoutValue}
                onChange={(event) =>
                  set("rvSlideoutValue", event.currentTarget.value as Draft["rvSlideoutValue"])
                }
                data={SLIDE_OUT_WORDS.map((label, value) => ({ value: String(value), label }))}
                error={errors.rvSlideoutValue}
                classNames={{ input: styles.tap }}
              />
            </div>
          </>
        )}
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend>Position on the site map</legend>
        <p className={styles.hint}>
          In percent of the map's width and height. Leave both empty to leave it off.
        </p>
        <div className={styles.grid}>
          {(
            [
              ["mapX", "Across (%)"],
              ["mapY", "Down (%)"],
            ] as const
          ).map(([key, label]) => (
            <NumberInput
              key={key}
              label={label}
              min={0}
              max={100}
              decimalScale={1}
              allowNegative={false}
              value={draft[key]}
              onChange={(value) => set(key, value)}
              error={errors[key]}
              classNames={{ input: styles.tap }}
            />
          ))}
        </div>
      </fieldset>
      <FormActions
        onCancel={onClose}
        actionLabel={site ? "Save the site" : "Add the site"}
        pending={upsert.isPending}
      />
    </form>
  );
}
