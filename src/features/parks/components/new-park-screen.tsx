"use client";

import { NativeSelect, NumberInput, TextInput } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { consoleStyles } from "@/features/console/client";
import { useSchemaForm } from "@/lib/forms/use-schema-form";
import { useTRPC } from "@/lib/trpc/react";
import { FormActions } from "@/lib/ui/console-kit/form-actions";
import { FormAlert } from "@/lib/ui/form-alert";
import { ZParkCreateInput } from "../parks-setup.schemas";
import { numberOf } from "./park-number-value";
import styles from "./park-screen.module.css";

/** The time zones of US parks; the server takes any IANA zone. */
const TIME_ZONES = [
  { value: "America/New_York", label: "Eastern (New York)" },
  { value: "America/Chicago", label: "Central (Chicago)" },
  { value: "America/Denver", label: "Mountain (Denver)" },
  { value: "America/Phoenix", label: "Mountain, no daylight saving (Phoenix)" },
  { value: "America/Los_Angeles", label: "Pacific (Los Angeles)" },
  { value: "America/Anchorage", label: "Alaska (Anchorage)" },
  { value: "Pacific/Honolulu", label: "Hawaii (Honolulu)" },
];

type Values = {
  name: string;
  displayName: string;
  slug: string;
  address: { line1: string; city: string; state: string; postalCode: string };
  phone: string;
  email: string;
  timeZone: string;
  latitude: number | string;
  longitude: number | string;
  checkInTime: string;
  checkOutTime: string;
};

const FIELDS = [
  "name",
  "displayName",
  "slug",
  "address.line1",
  "address.city",
  "address.state",
  "address.postalCode",
  "phone",
  "email",
  "timeZone",
  "latitude",
  "longitude",
  "checkInTime",
  "checkOutTime",
];

const inputOf = (values: Values) => ({
  ...values,
  slug: values.slug.trim() === "" ? undefined : values.slug,
  latitude: numberOf(values.latitude),
  longitude: numberOf(values.longitude),
});

/**
 * `/admin/park/new`: what a park starts from — names, address, contact, time zone, where it is and its stay times,
 * checked by `admin.parks.create`'s own schema. The new park opens on the Park screen, closed to guests, with its
 * setup checklist.
 */
export function NewParkScreen() {
  const trpc = useTRPC();
  const router = useRouter();
  const create = useMutation(trpc.admin.parks.create.mutationOptions());
  const { form, containerRef, message, onSubmit, failed, clear } = useSchemaForm<Values>({
    initialValues: {
      name: "",
      displayName: "",
      slug: "",
      address: { line1: "", city: "", state: "", postalCode: "" },
      phone: "",
      email: "",
      timeZone: "America/New_York",
      latitude: "",
      longitude: "",
      checkInTime: "15:00",
      checkOutTime: "11:00",
    },
    fields: FIELDS,
    schema: ZParkCreateInput,
    toInput: inputOf,
  });
  const tap = { classNames: { input: styles.tap } };

  const send = (values: Values) => {
    clear();
    create.mutate(inputOf(values), {
      onSuccess: (park) => router.push(`/admin/park?park=${park.slug}`),
      onError: failed,
    });
  };

  return (
    <>
      <div className={consoleStyles.pageHead}>
        <h1>New park</h1>
      </div>
      <p className={consoleStyles.muted}>
        The park stays closed to guests until it has a season, site types, sites and rates, and you open it.
        Its description, policies and images can be changed on the Park screen afterwards.
      </p>
      <form ref={containerRef} noValidate onSubmit={onSubmit(send)} className={styles.form}>
        <FormAlert message={message} />
        <section className={consoleStyles.panel} aria-labelledby="new-park-names">
          <h2 id="new-park-names">Names and address on the site</h2>
          <div className={styles.grid}>
            <TextInput
              label="Name"
              description="On the console and in e-mails."
              required
              {...tap}
              {...form.getInputProps("name")}
            />
            <TextInput
              label="Display name"
              description="What guests read on the park page and in search."
              required
              {...tap}
              {...form.getInputProps("displayName")}
            />
            <TextInput
              label="Web address (optional)"
              description="The part after the site's address, like zephyr-hollow. Empty: made from the display name."
              autoCapitalize="none"
              spellCheck={false}
              {...tap}
              {...form.getInputProps("slug")}
            />
          </div>
        </section>

        <section className={consoleStyles.panel} aria-labelledby="new-park-contact">
          <h2 id="new-park-contact">Address and contact</h2>
          <div className={styles.grid}>
            <TextInput label="Street address" required {...tap} {...form.getInputProps("address.line1")} />
            <TextInput label="City" required {...tap} {...form.getInputProps("address.city")} />
            <TextInput label="State" required {...tap} {...form.getInputProps("address.state")} />
            <TextInput label="ZIP code" required {...tap} {...form.getInputProps("address.postalCode")} />
            <TextInput label="Phone" type="tel" required {...tap} {...form.getInputProps("phone")} />
            <TextInput label="E-mail" type="email" required {...tap} {...form.getInputProps("email")} />
          </div>
        </section>

        <section className={consoleStyles.panel} aria-labelledby="new-park-place">
          <h2 id="new-park-place">Where and when</h2>
          <div className={styles.grid}>
            <NativeSelect label="Time zone" data={TIME_ZONES} {...tap} {...form.getInputProps("timeZone")} />
            <NumberInput
              label="Latitude"
              description="For distances in search, like 41.93."
              required
              min={-90}
              max={90}
              decimalScale={6}
              {...tap}
              {...form.getInputProps("latitude")}
            />
            <NumberInput
              label="Longitude"
              description="West is negative, like -74.91."
              required
              min={-180}
              max={180}
              decimalScale={6}
              {...tap}
              {...form.getInputProps("longitude")}
            />
            <TextInput
              label="Check-in from"
              type="time"
              required
              {...tap}
              {...form.getInputProps("checkInTime")}
            />
            <TextInput
              label="Check-out by"
              type="time"
              required
              {...tap}
              {...form.getInputProps("checkOutTime")}
            />
          </div>
        </section>

        <FormActions
          onCancel={() => router.push("/admin/park")}
          actionLabel="Create the park"
          pending={create.isPending}
        />
      </form>
    </>
  );
}
