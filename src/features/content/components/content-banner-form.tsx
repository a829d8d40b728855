"use client";

import { Checkbox, Textarea, TextInput } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { consoleFormStyles as styles } from "@/features/console/client";
import { useSchemaForm } from "@/lib/forms/use-schema-form";
import type { FieldErrors } from "@/lib/trpc/form-errors";
import { useTRPC } from "@/lib/trpc/react";
import { FormActions } from "@/lib/ui/console-kit/form-actions";
import { FormAlert } from "@/lib/ui/form-alert";
import { fromDateTimeInput, toDateTimeInput } from "../content-datetime";
import { type TBannerRow, ZBannerInput } from "../content-setup.schemas";

const FIELDS = ["description", "link", "linkText", "externalLink", "startsAt", "endsAt", "active"];

type BannerValues = {
  description: string;
  link: string;
  linkText: string;
  externalLink: boolean;
  startsAt: string;
  endsAt: string;
  active: boolean;
};

const bannerInput = (banner: TBannerRow | null, values: BannerValues) => ({
  id: banner?.id,
  description: values.description,
  link: values.link.trim() === "" ? null : values.link,
  linkText: values.linkText.trim() === "" ? null : values.linkText,
  externalLink: values.externalLink,
  startsAt: fromDateTimeInput(values.startsAt),
  endsAt: fromDateTimeInput(values.endsAt),
  active: values.active,
});

/** A moment typed that is not one: the schema would only see "none". */
function unreadableMoments(values: BannerValues): FieldErrors {
  const unreadable = "Enter a date and time, or leave it empty.";
  return {
    ...(values.startsAt && !fromDateTimeInput(values.startsAt) ? { startsAt: unreadable } : {}),
    ...(values.endsAt && !fromDateTimeInput(values.endsAt) ? { endsAt: unreadable } : {}),
  };
}

/** A banner's words, link and window, checked by `ZBannerInput` before it is sent. */
export function BannerForm({
  banner,
  onSaved,
  onCancel,
}: {
  banner: TBannerRow | null;
  onSaved: (saved: TBannerRow) => void;
  onCancel: () => void;
}) {
  const trpc = useTRPC();
  const upsert = useMutation(trpc.admin.content.upsertBanner.mutationOptions());
  const { form, containerRef, message, onSubmit, failed, clear } = useSchemaForm<BannerValues>({
    initialValues: {
      description: banner?.description ?? "",
      link: banner?.link ?? "",
      linkText: banner?.linkText ?? "",
      externalLink: banner?.externalLink ?? false,
      startsAt: toDateTimeInput(banner?.startsAt ?? null),
      endsAt: toDateTimeInput(banner?.endsAt ?? null),
      active: banner?.active ?? true,
    },
    fields: FIELDS,
    schema: ZBannerInput,
    toInput: (values) => bannerInput(banner, values),
    rules: unreadableMoments,
  });
  const check = { size: "md", classNames: { body: styles.checkBody, label: styles.checkLabel } } as const;
  const tap = { classNames: { input: styles.tap } };

  const send = (values: BannerValues) => {
    clear();
    upsert.mutate(bannerInput(banner, values), { onSuccess: onSaved, onError: failed });
  };

  return (
    <form ref={containerRef} noValidate onSubmit={onSubmit(send)} className={styles.formStack}>
      <FormAlert message={message} />
      <Textarea label="What it says" required autosize minRows={2} {...form.getInputProps("description")} />
      <div className={styles.grid}>
        <TextInput
          label="Link"
          description="A path like /rewards, or https://…; empty for no link."
          {...tap}
          {...form.getInputProps("link")}
        />
        <TextInput
          label="Link words"
          description="E.g. Book now"
          {...tap}
          {...form.getInputProps("linkText")}
        />
      </div>
      <Checkbox
        label="The link leaves the booking site (opens in a new tab)"
        {...check}
        {...form.getInputProps("externalLink", { type: "checkbox" })}
      />
      <fieldset className={styles.fieldset}>
        <legend>When it shows</legend>
        <p className={styles.hint}>In your time zone; leave a side empty for no limit.</p>
        <div className={styles.grid}>
          <TextInput type="datetime-local" label="From" {...tap} {...form.getInputProps("startsAt")} />
          <TextInput type="datetime-local" label="Until" {...tap} {...form.getInputProps("endsAt")} />
        </div>
      </fieldset>
      <Checkbox label="Active" {...check} {...form.getInputProps("active", { type: "checkbox" })} />
      <FormActions onCancel={onCancel} actionLabel="Save the banner" pending={upsert.isPending} />
    </form>
  );
}
