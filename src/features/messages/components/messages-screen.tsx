"use client";

import { Button, Checkbox, NumberInput, Stack, TextInput } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import {
  ConsoleNotice,
  consoleFormStyles as forms,
  type Notice,
  ParkPicker,
  consoleStyles as styles,
} from "@/features/console/client";
import { formatDay } from "@/lib/date-format";
import { useSchemaForm } from "@/lib/forms/use-schema-form";
import type { FieldErrors } from "@/lib/trpc/form-errors";
import { useTRPC } from "@/lib/trpc/react";
import { FormAlert } from "@/lib/ui/form-alert";
import { MessageFields, messageProblems } from "./message-fields";
import own from "./messages-screen.module.css";

type Park = { id: string; slug: string; name: string };
type Template = {
  parkId: string;
  kind: "confirmation" | "pre_arrival" | "post_stay";
  subject: string;
  body: string;
  daysBefore: number;
  enabled: boolean;
};

const KIND_WORDS: Record<Template["kind"], { title: string; when: string }> = {
  confirmation: { title: "Confirmation note", when: "Sent once after each new booking." },
  pre_arrival: {
    title: "Pre-arrival e-mail",
    when: "Sent once, the chosen number of days before arrival: the site, the map, check-in time, the gate code.",
  },
  post_stay: { title: "Thank-you e-mail", when: "Sent once after the guest leaves." },
};

/** One template's form: on or off, subject, body and (pre-arrival) how many days ahead. */
function TemplateForm({
  template,
  parkName,
  onDone,
}: {
  template: Template;
  parkName: string;
  onDone: (text: string) => void;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const save = useMutation(trpc.admin.messages.templates.upsert.mutationOptions());
  const { form, containerRef, message, onSubmit, failed, clear } = useSchemaForm({
    initialValues: { ...template },
    fields: ["enabled", "subject", "body", "daysBefore"],
    rules: messageProblems,
  });
  const words = KIND_WORDS[template.kind];
  const send = () => {
    clear();
    save.mutate(
      { ...form.values, subject: form.values.subject.trim(), body: form.values.body.trim() },
      {
        onSuccess: async (saved) => {
          await queryClient.invalidateQueries({ queryKey: trpc.admin.messages.templates.list.pathKey() });
          onDone(`${words.title} of ${parkName} saved: ${saved.enabled ? "on" : "off"}.`);
        },
        onError: failed,
      },
    );
  };
  const check = { classNames: { body: forms.checkBody, label: forms.checkLabel } };
  const headingId = `template-${template.kind}`;
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId}>{words.title}</h2>
      <p className={styles.muted}>{words.when}</p>
      <form ref={containerRef} onSubmit={onSubmit(send)} noValidate aria-labelledby={headingId}>
        <Stack gap="sm">
          <FormAlert message={message} />
          <Checkbox {...check} label="Send it" {...form.getInputProps("enabled", { type: "checkbox" })} />
          {template.kind === "pre_arrival" && (
            <NumberInput
              classNames={{ input: own.tap }}
              label="Days before arrival"
              min={0}
              max={30}
              allowDecimal={false}
              {...form.getInputProps("daysBefore")}
            />
          )}
          <MessageFields form={form} inputClassName={own.tap} minRows={5} />
          <div>
            <Button className={own.tap} type="submit" size="md" loading={save.isPending}>
              Save the {words.title.toLowerCase()}
            </Button>
          </div>
        </Stack>
      </form>
    </section>
  );
}

/** A message to every guest arriving on a day (through the outbox, recorded on each stay). */
function ArrivalsMessage({
  park,
  arrivingOn,
  onDone,
}: {
  park: Park;
  arrivingOn: string;
  onDone: (text: string) => void;
}) {
  const trpc = useTRPC();
  const send = useMutation(trpc.admin.messages.send.mutationOptions());
  const [key, setKey] = useState(() => crypto.randomUUID());
  const { form, containerRef, message, onSubmit, failed, clear } = useSchemaForm({
    initialValues: { arrivingOn, subject: "", body: "" },
    fields: ["arrivingOn", "subject", "body"],
    rules: (values): FieldErrors => ({
      ...(values.arrivingOn ? {} : { arrivingOn: "Choose the day." }),
      ...messageProblems(values),
    }),
  });
  const submit = () => {
    clear();
    send.mutate(
      {
        to: { parkId: park.id, arrivingOn: form.values.arrivingOn },
        subject: form.values.subject.trim(),
        body: form.values.body.trim(),
        idempotencyKey: key,
      },
      {
        onSuccess: (result) => {
          setKey(crypto.randomUUID());
          form.setValues({ subject: "", body: "" });
          onDone(
            `Message e-mailed to ${result.sent} ${result.sent === 1 ? "guest" : "guests"} arriving ${formatDay(form.values.arrivingOn)}.`,
          );
        },
        onError: failed,
      },
    );
  };
  return (
    <section className={styles.panel} aria-labelledby="arrivals-message-heading">
      <h2 id="arrivals-message-heading">Message a day's arrivals</h2>
      <form
        ref={containerRef}
        onSubmit={onSubmit(submit)}
        noValidate
        aria-labelledby="arrivals-message-heading"
      >
        <Stack gap="sm">
          <FormAlert message={message} />
          <TextInput
            classNames={{ input: own.tap }}
            type="date"
            label="Arriving on"
            required
            {...form.getInputProps("arrivingOn")}
          />
          <MessageFields form={form} inputClassName={own.tap} minRows={4} />
          <div>
            <Button className={own.tap} type="submit" size="md" loading={send.isPending}>
              E-mail the arrivals
            </Button>
          </div>
        </Stack>
      </form>
    </section>
  );
}

/** `/admin/messages`: write to a day's arrivals, and the park's three e-mail templates. */
export function MessagesScreen({
  parks,
  park,
  arrivingOn,
}: {
  parks: Park[];
  park: Park;
  /** The day the arrivals' message starts on. */
  arrivingOn: string;
}) {
  const trpc = useTRPC();
  const templates = useQuery(trpc.admin.messages.templates.list.queryOptions({ parkId: park.id }));
  const [notice, setNotice] = useState<Notice | null>(null);
  const done = (text: string) => setNotice({ tone: "done", text });
  return (
    <>
      <div className={styles.pageHead}>
        <h1>Messages</h1>
      </div>
      {parks.length > 1 && <ParkPicker parks={parks} value={park.slug} />}
      <ConsoleNotice notice={notice} onDismiss={() => setNotice(null)} />
      <div className={own.layout}>
        <ArrivalsMessage key={park.id} park={park} arrivingOn={arrivingOn} onDone={done} />
        {templates.data?.map((template) => (
          <TemplateForm
            key={`${park.id}-${template.kind}`}
            template={template}
            parkName={park.name}
            onDone={done}
          />
        ))}
        {templates.isPending && <p className={styles.muted}>Loading the templates…</p>}
      </div>
    </>
  );
}
