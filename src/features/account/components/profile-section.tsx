"use client";

import { Skeleton, TextInput } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { zodFieldErrors } from "@/lib/trpc/form-errors";
import { useTRPC } from "@/lib/trpc/react";
import { NameFields } from "@/lib/ui/name-fields";
import { useFormProblems } from "@/lib/use-form-problems";
import { ZUpdateProfileInput } from "../account.input-schemas";
import styles from "./account.module.css";
import { AccountForm } from "./account-form";
import { AccountSection } from "./account-section";

/** Name and phone, editable; the e-mail is the sign-in name and shown only. */
export function ProfileSection() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const profile = useQuery(trpc.booking.account.getProfile.queryOptions());
  const update = useMutation(trpc.booking.account.updateProfile.mutationOptions());
  const [saved, setSaved] = useState(false);
  const { containerRef, errors, message, setMessage, clear, invalid, failed } = useFormProblems();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (name: string) => String(data.get(name) ?? "");
    const input = ZUpdateProfileInput.safeParse({
      firstName: text("firstName"),
      lastName: text("lastName"),
      phone: text("phone"),
    });
    setMessage(null);
    setSaved(false);
    if (!input.success) {
      invalid(zodFieldErrors(input.error));
      return;
    }
    clear();
    update.mutate(
      { ...input.data, phone: input.data.phone ?? "" },
      {
        onSuccess: (updated) => {
          queryClient.setQueryData(trpc.booking.account.getProfile.queryKey(), updated);
          void queryClient.invalidateQueries(trpc.booking.authentication.getSession.queryFilter());
          setSaved(true);
        },
        onError: failed,
      },
    );
  };

  return (
    <AccountSection
      id="profile"
      title="Profile and contact details"
      intro="Parks use these to reach you about a stay."
    >
      {profile.isPending ? (
        <Skeleton height={180} aria-hidden />
      ) : profile.isError ? (
        <p role="alert">We could not load your profile. Reload the page to try again.</p>
      ) : (
        <AccountForm
          sectionId="profile"
          ref={containerRef}
          onSubmit={onSubmit}
          message={message}
          submitLabel="Save details"
          pending={update.isPending}
          status={saved ? "Your details are saved." : ""}
        >
          <dl className={styles.facts}>
            <div>
              <dt>E-mail</dt>
              <dd>{profile.data.email}</dd>
            </div>
          </dl>
          <NameFields className={styles.row} errors={errors} defaults={profile.data} />
          <TextInput
            name="phone"
            type="tel"
            label="Phone (optional)"
            description="For the park to reach you on the day, e.g. 607-555-0123"
            autoComplete="tel"
            defaultValue={profile.data.phone ?? ""}
            error={errors.phone}
            className={styles.narrowField}
          />
        </AccountForm>
      )}
    </AccountSection>
  );
}
