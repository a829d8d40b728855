"use client";

import { Button, NumberInput, Textarea, TextInput } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import type { inferRouterOutputs } from "@trpc/server";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { type FormEvent, useState } from "react";
import { ConsoleNotice, consoleStyles, type Notice, ParkPicker, StatusTag } from "@/features/console/client";
import { useDraft } from "@/lib/forms/use-draft";
import { useTRPC } from "@/lib/trpc/react";
import { FormAlert } from "@/lib/ui/form-alert";
import { useFormProblems } from "@/lib/use-form-problems";
import type { AppRouter } from "@/server/api/root";
import { ParkImageField } from "./park-image-field";
import { numberOf } from "./park-number-value";
import { ParkPoliciesField, type PolicyDraft } from "./park-policies-field";
import styles from "./park-screen.module.css";
import { ParkSetupChecklist } from "./park-setup-checklist";

type EditablePark = inferRouterOutputs<AppRouter>["admin"]["parks"]["get"];
type ParkChoice = { id: string; slug: string; name: string };

/** The form's state: the park's fields as typed (numbers as the inputs hold them, the late fee in percent). */
type Draft = Omit<
  EditablePark,
  "id" | "slug" | "active" | "setup" | "cancellationPolicy" | "policies" | "pageOverrides"
> & {
  fullRefundDaysBefore: number | string;
  latePercent: number | string;
  summary: string;
  policies: PolicyDraft[];
  overrides: { name: string; address: string; heroImage: string; logoImage: string };
};

const OVERRIDE_LABELS: Record<keyof Draft["overrides"], string> = {
  name: "Name on the park page",
  address: "Address on the park page",
  heroImage: "Hero image on the park page",
  logoImage: "Logo on the park page",
};

let policyKeys = 0;
const policyDraft = (policy: { title: string; body: string }): PolicyDraft => {
  policyKeys += 1;
  return { key: `policy-${policyKeys}`, ...policy };
};

function draftOf(park: EditablePark): Draft {
  const {
    id: _id,
    slug: _slug,
    active: _active,
    setup: _setup,
    cancellationPolicy,
    policies,
    pageOverrides,
    ...fields
  } = park;
  return {
    ...fields,
    fullRefundDaysBefore: cancellationPolicy.fullRefundDaysBefore,
    latePercent: cancellationPolicy.lateCancellationFeeBp / 100,
    summary: cancellationPolicy.summary,
    policies: policies.map(policyDraft),
    overrides: {
      name: pageOverrides.name ?? "",
      address: pageOverrides.address ?? "",
      heroImage: pageOverrides.heroImage ?? "",
      logoImage: pageOverrides.logoImage ?? "",
    },
  };
}

/**
 * `/admin/park`: the park's details in sections — names, address and contact, stay times, the cancellation terms
 * the engine refunds by, the policies guests read, images and the park page's overrides (spec §2) — saved at once
 * for the guest site's next request. The park picker shows when the member works at several parks; a member who
 * works at every park adds a park from here. A park closed to guests shows its setup checklist first.
 */
export function ParkScreen({
  parks,
  park,
  everyPark,
}: {
  parks: ParkChoice[];
  park: EditablePark;
  /** The member works at every park: they may add one. */
  everyPark: boolean;
}) {
  const [notice, setNotice] = useState<Notice | null>(null);
  return (
    <>
      <div className={consoleStyles.pageHead}>
        <h1>Park details</h1>
        {parks.length > 1 && <ParkPicker parks={parks} value={park.slug} />}
        <div className={styles.headActions}>
          <StatusTag on={park.active}>{park.active ? "Open to guests" : "Closed to guests"}</StatusTag>
          {park.active && (
            <Link href={`/${park.slug}`} className={styles.pageLink}>
              Open the park page
            </Link>
          )}
          {everyPark && (
            <Button component={Link} href="/admin/park/new" variant="default" className={styles.tap}>
              New park
            </Button>
          )}
        </div>
      </div>
      <ConsoleNotice notice={notice} onDismiss={() => setNotice(null)} />
      {!park.active && <ParkSetupChecklist key={`setup-${park.id}`} park={park} onNotice={setNotice} />}
      <ParkForm key={park.id} park={park} onNotice={setNotice} />
    </>
  );
}

function ParkForm({ park, onNotice }: { park: EditablePark; onNotice: (notice: Notice | null) => void }) {
  const trpc = useTRPC();
  const router = useRouter();
  const update = useMutation(trpc.admin.parks.update.mutationOptions());
  const { containerRef, errors, message, clear, failed } = useFormProblems();
  const { draft, set, setDraft } = useDraft<Draft>(() => draftOf(park));
  const image = (key: "heroImage" | "logoImage" | "siteMapImage") => ({
    value: draft[key] ?? "",
    onChange: (value: string) => set(key, value),
    error: errors[key],
  });
  /** An override's value and message; the change goes through `setOverride`. */
  const override = (key: keyof Draft["overrides"]) => ({
    label: OVERRIDE_LABELS[key],
    value: draft.overrides[key],
    error: errors[`pageOverrides.${key}`],
  });
  const setOverride = (key: keyof Draft["overrides"], value: string) =>
    setDraft((current) => ({ ...current, overrides: { ...current.overrides, [key]: value } }));
  const text = (key: keyof Draft) => ({
    value: draft[key] as string,
    onChange: (event: { currentTarget: { value: string } }) => set(key, event.currentTarget.value as never),
    error: errors[key],
    classNames: { input: styles.tap },
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    clear();
    onNotice(null);
    update.mutate(
      {
        parkId: park.id,
        name: draft.name,
        displayName: draft.displayName,
        tagline: draft.tagline,
        description: draft.description,
        address: draft.address,
        phone: draft.phone,
        email: draft.email,
        checkInTime: draft.checkInTime,
        checkOutTime: draft.checkOutTime,
        heroImage: draft.heroImage,
        logoImage: draft.logoImage,
        siteMapImage: draft.siteMapImage?.trim() ? draft.siteMapImage : null,
        cancellationPolicy: {
          fullRefundDaysBefore: numberOf(draft.fullRefundDaysBefore),
          lateCancellationFeeBp: Math.round(numberOf(draft.latePercent) * 100),
          summary: draft.summary,
        },
        policies: draft.policies.map(({ title, body }) => ({ title, body })),
        pageOverrides: draft.overrides,
      },
      {
        onSuccess: (saved) => {
          setDraft(draftOf(saved));
          onNotice({ tone: "done", text: `Saved. The park page shows ${saved.displayName}'s changes now.` });
          router.refresh();
        },
        onError: failed,
      },
    );
  };

  const address = (key: keyof Draft["address"], label: string, autoComplete: string) => (
    <TextInput
      label={label}
      required
      autoComplete={autoComplete}
      value={draft.address[key]}
      onChange={(event) => set("address", { ...draft.address, [key]: event.currentTarget.value })}
      error={errors[`address.${key}`]}
      classNames={{ input: styles.tap }}
    />
  );

  return (
    <form ref={containerRef} noValidate onSubmit={onSubmit} className={styles.form}>
      <FormAlert message={message} />

      <section className={consoleStyles.panel} aria-labelledby="park-names">
        <h2 id="park-names">Names and description</h2>
        <div className={styles.grid}>
          <TextInput label="Name" description="On the console and in e-mails." required {...text("name")} />
          <TextInput
            label="Display name"
            description="What guests read on the park page and in search."
            required
            {...text("displayName")}
          />
        </div>
        <TextInput label="Tagline" mt="md" {...text("tagline")} />
        <Textarea label="Description" mt="md" autosize minRows={4} maxRows={12} {...text("description")} />
      </section>

      <section className={consoleStyles.panel} aria-labelledby="park-contact">
        <h2 id="park-contact">Address and contact</h2>
        <div className={styles.grid}>
          {address("line1", "Street address", "off")}
          {address("city", "City", "off")}
          {address("state", "State", "off")}
          {address("postalCode", "ZIP code", "off")}
          <TextInput label="Phone" type="tel" required {...text("phone")} />
          <TextInput label="E-mail" type="email" required {...text("email")} />
        </div>
      </section>

      <section className={consoleStyles.panel} aria-labelledby="park-times">
        <h2 id="park-times">Check-in and check-out</h2>
        <div className={styles.grid}>
          <TextInput label="Check-in from" type="time" required {...text("checkInTime")} />
          <TextInput label="Check-out by" type="time" required {...text("checkOutTime")} />
        </div>
      </section>

      <section className={consoleStyles.panel} aria-labelledby="park-cancellation">
        <h2 id="park-cancellation">Cancellation policy</h2>
        <p className={consoleStyles.muted}>
          New bookings are made under these terms; a stay already booked keeps the terms it was booked under.
        </p>
        <div className={styles.grid}>
          <NumberInput
            label="Full refund until (days before arrival)"
            required
            min={0}
            max={365}
            allowDecimal={false}
            allowNegative={false}
            value={draft.fullRefundDaysBefore}
            onChange={(value) => set("fullRefundDaysBefore", value)}
            error={errors["cancellationPolicy.fullRefundDaysBefore"]}
            classNames={{ input: styles.tap }}
          />
          <NumberInput
            label="Fee kept after that (% of the stay)"
            required
            min={0}
            max={100}
            decimalScale={2}
            allowNegative={false}
            suffix=" %"
            value={draft.latePercent}
            onChange={(value) => set("latePercent", value)}
            error={errors["cancellationPolicy.lateCancellationFeeBp"]}
            classNames={{ input: styles.tap }}
          />
        </div>
        <Textarea
          label="The policy as guests read it"
          description="Shown on the park page and in the confirmation e-mail: keep it in step with the terms above."
          mt="md"
          autosize
          minRows={2}
          required
          value={draft.summary}
          onChange={(event) => set("summary", event.currentTarget.value)}
          error={errors["cancellationPolicy.summary"]}
        />
      </section>

      <ParkPoliciesField
        policies={draft.policies}
        errors={errors}
        onChange={(policies) => set("policies", policies)}
        newPolicy={() => policyDraft({ title: "", body: "" })}
      />

      <section className={consoleStyles.panel} aria-labelledby="park-images">
        <h2 id="park-images">Images</h2>
        <div className={styles.grid}>
          <ParkImageField label="Hero image" required {...image("heroImage")} />
          <ParkImageField label="Logo" required {...image("logoImage")} />
          <ParkImageField
            label="Site map"
            description="Sites are pinned on it on the Sites screen. Leave empty for none."
            {...image("siteMapImage")}
          />
        </div>
      </section>

      <section className={consoleStyles.panel} aria-labelledby="park-overrides">
        <h2 id="park-overrides">Park page overrides</h2>
        <p className={consoleStyles.muted}>
          What the park page shows instead of the fields above. Leave a field empty to show the park's own.
        </p>
        <div className={styles.grid}>
          {(["name", "address"] as const).map((key) => (
            <TextInput
              key={key}
              {...override(key)}
              onChange={(event) => setOverride(key, event.currentTarget.value)}
              classNames={{ input: styles.tap }}
            />
          ))}
          {(["heroImage", "logoImage"] as const).map((key) => (
            <ParkImageField key={key} {...override(key)} onChange={(value) => setOverride(key, value)} />
          ))}
        </div>
      </section>

      <div className={styles.saveBar}>
        <Button type="submit" loading={update.isPending} className={styles.tap}>
          Save the park
        </Button>
      </div>
    </form>
  );
}
