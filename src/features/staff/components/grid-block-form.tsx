"use client";

import { Button, NativeSelect, TextInput } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import Link from "next/link";
import { useState } from "react";
import { consoleStyles } from "@/features/console/client";
import { addDays } from "@/lib/stay-dates";
import { formatStayDate } from "@/lib/stay-format";
import { useTRPC } from "@/lib/trpc/react";
import { FormAlert } from "@/lib/ui/form-alert";
import { useFormProblems } from "@/lib/use-form-problems";

type Park = { id: string; slug: string; name: string };
type Site = { id: string; name: string; campsiteTypeName: string };

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
  const { containerRef, errors, message, clear, failed } = useFormProblems();
  const [siteId, setSiteId] = useState("");
  const [start, setStart] = useState(from);
  const [end, setEnd] = useState(addDays(from, 1));
  const [reason, setReason] = useState("");
  const site = sites.find((candidate) => candidate.id === siteId) ?? sites[0];
  return (
    <section className={consoleStyles.panel} aria-labelledby="block-form-heading">
      <h2 id="block-form-heading">Block a site</h2>
      <p className={consoleStyles.muted}>
        Maintenance or owner use. For a walk-in or a phone booking, use{" "}
        <Link href={`/admin/new?park=${park.slug}`}>New booking</Link>.
      </p>
      <form
        ref={containerRef}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!site) return;
          clear();
          create.mutate(
            { parkId: park.id, campsiteId: site.id, dates: { start, end }, reason },
            {
              onSuccess: () => {
                setReason("");
                onBlocked(`Site ${site.name} blocked ${formatStayDate(start)} – ${formatStayDate(end)}.`);
              },
              onError: failed,
            },
          );
        }}
      >
        <FormAlert message={message} />
        <div className={consoleStyles.formRow}>
          <NativeSelect
            label="Site"
            value={site?.id ?? ""}
            onChange={(event) => setSiteId(event.currentTarget.value)}
            data={sites.map((candidate) => ({
              value: candidate.id,
              label: `${candidate.name} · ${candidate.campsiteTypeName}`,
            }))}
          />
          <TextInput
            type="date"
            label="From"
            value={start}
            onChange={(event) => setStart(event.currentTarget.value)}
            error={errors["dates.start"]}
          />
          <TextInput
            type="date"
            label="Until (the morning of)"
            value={end}
            onChange={(event) => setEnd(event.currentTarget.value)}
            error={errors["dates.end"]}
          />
          <TextInput
            label="Reason"
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            error={errors.reason}
          />
          <Button type="submit" loading={create.isPending}>
            Block
          </Button>
        </div>
      </form>
    </section>
  );
}
