"use client";

import { Textarea, TextInput } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { basisPointsToPercent, percentToBasisPoints } from "@/features/cart/promotion-form-values";
import { consoleFormStyles as styles } from "@/features/console/client";
import { useSchemaForm } from "@/lib/forms/use-schema-form";
import { useTRPC } from "@/lib/trpc/react";
import { CheckboxList } from "@/lib/ui/console-kit/checkbox-list";
import { FormActions } from "@/lib/ui/console-kit/form-actions";
import { FormAlert } from "@/lib/ui/form-alert";
import { fromDateTimeInput, toDateTimeInput } from "../content-datetime";
import { type TMemberEventRow, ZMemberEventInput } from "../content-setup.schemas";

type Park = { id: string; slug: string; name: string };

const FIELDS = ["name", "description", "startsAt", "endsAt", "discountBp", "parkIds"];

/** The form's values: the moments as typed and the discount in percent. */
type EventValues = {
  name: string;
  description: string;
  startsAt: string;
  endsAt: string;
  discountBp: string;
  parkIds: string[];
};

const eventInput = (event: TMemberEventRow | null, values: EventValues) => ({
  id: event?.id,
  name: values.name,
  description: values.description,
  startsAt: fromDateTimeInput(values.startsAt),
  endsAt: fromDateTimeInput(values.endsAt),
  discountBp: percentToBasisPoints(values.discountBp) ?? Number.NaN,
  parkIds: values.parkIds,
});

/** A member event's name, window, discount and parks, checked by `ZMemberEventInput` before it is sent. */
export function MemberEventForm({
  event,
  parks,
  onSaved,
  onCancel,
}: {
  event: TMemberEventRow | null;
  parks: Park[];
  onSaved: (saved: TMemberEventRow) => void;
  onCancel: () => void;
}) {
  const trpc = useTRPC();
  const upsert = useMutation(trpc.admin.content.upsertMemberEvent.mutationOptions());
  const { form, containerRef, message, onSubmit, failed, clear } = useSchemaForm<EventValues>({
    initialValues: {
      name: event?.name ?? "",
      description: event?.description ?? "",
      startsAt: toDateTimeInput(event?.startsAt ?? null),
      endsAt: toDateTimeInput(event?.endsAt ?? null),
      discountBp: event ? basisPointsToPercent(event.discountBp) : "",
      parkIds: event?.parkIds ?? [],
    },
    fields: FIELDS,
    schema: ZMemberEventInput,
    toInput: (values) => eventInput(event, values),
    rules: (values) => ({
      ...(fromDateTimeInput(values.startsAt) ? {} : { startsAt: "Enter when the event starts." }),
      ...(fromDateTimeInput(values.endsAt) ? {} : { endsAt: "Enter when the event ends." }),
    }),
  });
  const tap = { classNames: { input: styles.tap } };

  const send = (values: EventValues) => {
    clear();
    const input = eventInput(event, values);
    if (!input.startsAt || !input.endsAt) return;
    upsert.mutate(
      { ...input, startsAt: input.startsAt, endsAt: input.endsAt },
      { onSuccess: onSaved, onError: failed },
    );
  };

  return (
    <form ref={containerRef} noValidate onSubmit={onSubmit(send)} className={styles.formStack}>
      <FormAlert message={message} />
      <TextInput label="Name" required {...tap} {...form.getInputProps("name")} />
      <Textarea
        label="Description"
        description="Members read it in the ribbon under the header and on their account page."
        autosize
        minRows={2}
        {...form.getInputProps("description")}
      />
      <div className={styles.grid}>
        <TextInput
          type="datetime-local"
          label="Starts"
          required
          {...tap}
          {...form.getInputProps("startsAt")}
        />
        <TextInput type="datetime-local" label="Ends" required {...tap} {...form.getInputProps("endsAt")} />
        <TextInput
          label="Member discount (%)"
          description="On nights, 1 to 100"
          inputMode="decimal"
          required
          {...tap}
          {...form.getInputProps("discountBp")}
        />
      </div>
      <CheckboxList
        label="Parks"
        withAsterisk
        {...form.getInputProps("parkIds")}
        choices={parks.map((park) => ({ value: park.id, label: park.name }))}
        size="md"
      />
      <FormActions onCancel={onCancel} actionLabel="Save the event" pending={upsert.isPending} />
    </form>
  );
}
