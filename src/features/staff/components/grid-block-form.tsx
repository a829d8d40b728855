"use client";

import { Button, NativeSelect, TextInput } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import Link from "next/link";

import { consoleStyles } from "@/features/console/client";
import { formatStay } from "@/lib/date-format";
import { StayDatesFields } from "@/lib/forms/stay-dates-fields";
import { useSchemaForm } from "@/lib/forms/use-schema-form";

import { addDays } from "@/lib/stay-dates";
import { useTRPC } from "@/lib/trpc/react";
import { FormAlert } from "@/lib/ui/form-alert";

import { ZBlockInput } from "../staff.schemas";

type Park = { id: string; slug: string; name: string };
type Site = { id: string; name: string; campsiteTypeName: string };
type BlockValues = { campsiteId: string; dates: { start: string; end: string }; reason: string };

/** The keyboard's way to block nights (the chart's free nights are not each a tab stop). */
export function BlockForm({
  park,
  sites,
  from,
  onBlocked,
}: {
  park: Park;
  sites: Site[];
  from: string;
  onBlocked: (message: string) => void;
}) {
  const trpc = useTRPC();
  const create = useMutation(trpc.admin.blocks.create.mutationOptions());
  const siteOf = (values: BlockValues) =>
    sites.find((candidate) => candidate.id === values.campsiteId) ?? sites[0];
  const input = (values: BlockValues) => ({
    parkId: park.id,
    campsiteId: siteOf(values)?.id ?? "",
    dates: values.dates,
    reason: values.reason,
  });
  const { form, containerRef, message, onSubmit, failed, clear } = useSchemaForm<BlockValues>({
    initialValues: { campsiteId: "", dates: { start: from, end: addDays(from, 1) }, reason: "" },
    fields: ["campsiteId", "dates.start", "dates.end", "reason"],
    schema: ZBlockInput,
    toInput: input,
  });
  const site = siteOf(form.values);

  const send = (values: BlockValues) => {
    const chosen = siteOf(values);
    if (!chosen) return;
    clear();
    const { start, end } = values.dates;
    create.mutate(input(values), {
      onSuccess: () => {
        form.setFieldValue("reason", "");
        onBlocked(`Site ${chosen.name} blocked ${formatStay(start, end)}.`);
      },
      onError: failed,
    });
  };

  return (
    <section className={consoleStyles.panel} aria-labelledby="block-form-heading">
      <h2 id="block-form-heading">Block a site</h2>
      <p className={consoleStyles.muted}>
        Maintenance or owner use. For a walk-in or a phone booking, use{" "}
        <Link href={`/admin/new?park=${park.slug}`}>New booking</Link>.
      </p>
      <form ref={containerRef} noValidate onSubmit={onSubmit(send)}>
        <FormAlert message={message} />
        <div className={consoleStyles.formRow}>
          <NativeSelect
            label="Site"
            data={sites.map((candidate) => ({
              value: candidate.id,
              label: `${candidate.name} · ${candidate.campsiteTypeName}`,
            }))}
            {...form.getInputProps("campsiteId")}
            value={site?.id ?? ""}
          />
          <StayDatesFields form={form} labels={{ start: "Block from", end: "Until (the morning of)" }} />
          <TextInput label="Reason" {...form.getInputProps("reason")} />
          <Button type="submit" loading={create.isPending}>
            Block
          </Button>
        </div>
      </form>
    </section>
  );
}
