"use client";

import { Alert, Button, Checkbox, Modal, Textarea, TextInput } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useMemo, useState } from "react";
import { basisPointsToPercent, percentToBasisPoints } from "@/features/cart/promotion-form-values";
import { consoleStyles, StatusTag, consoleFormStyles as styles } from "@/features/console/client";
import { formErrorOf } from "@/lib/trpc/form-errors";
import { useTRPC } from "@/lib/trpc/react";
import { FormAlert } from "@/lib/ui/form-alert";
import { useFormProblems } from "@/lib/use-form-problems";
import { fromDateTimeInput, momentWindowWords, toDateTimeInput } from "../content-datetime";
import type { TMemberEventRow } from "../content-setup.schemas";

type Park = { id: string; slug: string; name: string };
type PanelProps = { parks: Park[]; onDone: (text: string) => void; onStart: () => void };

/** Member events: a dated discount for Rewards members at some parks; members see the latest one running. */
export function ContentMemberEventsPanel({ parks, onDone, onStart }: PanelProps) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const events = useQuery(trpc.admin.content.listMemberEvents.queryOptions());
  const parkNames = useMemo(() => new Map(parks.map((park) => [park.id, park.name])), [parks]);
  const [editing, setEditing] = useState<TMemberEventRow | "new" | null>(null);
  const open = (event: TMemberEventRow | "new") => {
    onStart();
    setEditing(event);
  };

  return (
    <section className={consoleStyles.panel} aria-labelledby="events-heading">
      <div className={styles.sectionHead}>
        <h2 id="events-heading">Member events</h2>
        <Button className={styles.tap} onClick={() => open("new")}>
          Add a member event
        </Button>
      </div>
      <p className={styles.hint}>
        While an event runs, active Rewards members get its discount on nights at its parks instead of the
        usual Rewards discount. When events overlap, the one that started last applies.
      </p>
      {events.isError ? (
        <Alert color="red" variant="light" role="alert">
          {formErrorOf(events.error).message}
        </Alert>
      ) : !events.data ? (
        <p className={consoleStyles.muted}>Loading the events…</p>
      ) : events.data.length === 0 ? (
        <p className={consoleStyles.muted}>No member events yet.</p>
      ) : (
        <div className={consoleStyles.tableWrap}>
          <table className={consoleStyles.table}>
            <caption className="visually-hidden">Member events, latest first</caption>
            <thead>
              <tr>
                <th scope="col">Event</th>
                <th scope="col">Runs</th>
                <th scope="col">Discount</th>
                <th scope="col">Parks</th>
                <th scope="col">Status</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {events.data.map((event) => (
                <tr key={event.id}>
                  <td className={styles.lead}>
                    {event.name}
                    {event.description && <div className={styles.muted}>{event.description}</div>}
                  </td>
                  <td>{momentWindowWords(event.startsAt, event.endsAt)}</td>
                  <td className={styles.nowrap}>{basisPointsToPercent(event.discountBp)} %</td>
                  <td>{event.parkIds.map((id) => parkNames.get(id) ?? "Another park").join(", ")}</td>
                  <td>
                    <StatusTag on={event.runningNow}>
                      {event.runningNow ? "Running now" : "Not running"}
                    </StatusTag>
                  </td>
                  <td>
                    <Button
                      variant="default"
                      className={styles.tap}
                      aria-label={`Edit ${event.name}`}
                      onClick={() => open(event)}
                    >
                      Edit
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === "new" ? "Add a member event" : editing ? `Edit ${editing.name}` : ""}
        size="lg"
        centered
      >
        {editing !== null && (
          <MemberEventForm
            key={editing === "new" ? "new" : editing.id}
            event={editing === "new" ? null : editing}
            parks={parks}
            onCancel={() => setEditing(null)}
            onSaved={(saved) => {
              setEditing(null);
              onDone(
                saved.runningNow
                  ? `${saved.name} is saved and running: members see it now.`
                  : `${saved.name} is saved.`,
              );
              void queryClient.invalidateQueries({
                queryKey: trpc.admin.content.listMemberEvents.queryKey(),
              });
            }}
          />
        )}
      </Modal>
    </section>
  );
}

const FIELDS = ["name", "description", "startsAt", "endsAt", "discountBp", "parkIds"];

function MemberEventForm({
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
  const { containerRef, errors, message, clear, failed, invalid } = useFormProblems();
  const [name, setName] = useState(event?.name ?? "");
  const [description, setDescription] = useState(event?.description ?? "");
  const [startsAt, setStartsAt] = useState(toDateTimeInput(event?.startsAt ?? null));
  const [endsAt, setEndsAt] = useState(toDateTimeInput(event?.endsAt ?? null));
  const [discount, setDiscount] = useState(event ? basisPointsToPercent(event.discountBp) : "");
  const [parkIds, setParkIds] = useState<string[]>(event?.parkIds ?? []);
  const stray = Object.entries(errors).find(([path]) => !FIELDS.some((field) => path.startsWith(field)))?.[1];
  const parksError = Object.entries(errors).find(([path]) => path.startsWith("parkIds"))?.[1];

  const onSubmit = (submitted: FormEvent<HTMLFormElement>) => {
    submitted.preventDefault();
    clear();
    const from = fromDateTimeInput(startsAt);
    const until = fromDateTimeInput(endsAt);
    const missing = {
      ...(from ? {} : { startsAt: "Enter when the event starts." }),
      ...(until ? {} : { endsAt: "Enter when the event ends." }),
    };
    if (!from || !until) return invalid(missing);
    upsert.mutate(
      {
        id: event?.id,
        name,
        description,
        startsAt: from,
        endsAt: until,
        discountBp: percentToBasisPoints(discount) ?? Number.NaN,
        parkIds,
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
        onChange={(change) => setName(change.currentTarget.value)}
        error={errors.name}
        classNames={{ input: styles.tap }}
      />
      <Textarea
        label="Description"
        description="Members read it in the ribbon under the header and on their account page."
        autosize
        minRows={2}
        value={description}
        onChange={(change) => setDescription(change.currentTarget.value)}
        error={errors.description}
      />
      <div className={styles.grid}>
        <TextInput
          type="datetime-local"
          label="Starts"
          required
          value={startsAt}
          onChange={(change) => setStartsAt(change.currentTarget.value)}
          error={errors.startsAt}
          classNames={{ input: styles.tap }}
        />
        <TextInput
          type="datetime-local"
          label="Ends"
          required
          value={endsAt}
          onChange={(change) => setEndsAt(change.currentTarget.value)}
          error={errors.endsAt}
          classNames={{ input: styles.tap }}
        />
        <TextInput
          label="Member discount (%)"
          description="On nights, 1 to 100"
          inputMode="decimal"
          required
          value={discount}
          onChange={(change) => setDiscount(change.currentTarget.value)}
          error={errors.discountBp}
          classNames={{ input: styles.tap }}
        />
      </div>
      <Checkbox.Group label="Parks" value={parkIds} onChange={setParkIds} error={parksError} withAsterisk>
        <div className={styles.checks}>
          {parks.map((park) => (
            <Checkbox
              key={park.id}
              value={park.id}
              label={park.name}
              size="md"
              classNames={{ body: styles.checkBody, label: styles.checkLabel }}
            />
          ))}
        </div>
      </Checkbox.Group>
      <div className={styles.dialogActions}>
        <Button variant="default" onClick={onCancel} className={styles.tap}>
          Cancel
        </Button>
        <Button type="submit" loading={upsert.isPending} className={styles.tap}>
          Save the event
        </Button>
      </div>
    </form>
  );
}
