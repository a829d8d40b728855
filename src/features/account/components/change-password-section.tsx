"use client";

import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { ZChangePasswordInput } from "@/features/authentication/authentication.schemas";
import { zodFieldErrors } from "@/lib/trpc/form-errors";
import { useTRPC } from "@/lib/trpc/react";
import { PasswordField } from "@/lib/ui/credential-fields";
import { useFormProblems } from "@/lib/use-form-problems";
import styles from "./account.module.css";
import { AccountForm } from "./account-form";
import { AccountSection } from "./account-section";

/** A new password, confirmed by the current one; other devices are signed out by the server. */
export function ChangePasswordSection() {
  const trpc = useTRPC();
  const change = useMutation(trpc.booking.authentication.changePassword.mutationOptions());
  const [formKey, setFormKey] = useState(0);
  const { containerRef, errors, message, setMessage, clear, invalid, failed } = useFormProblems();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const input = ZChangePasswordInput.safeParse({
      currentPassword: String(data.get("currentPassword") ?? ""),
      newPassword: String(data.get("newPassword") ?? ""),
    });
    setMessage(null);
    change.reset();
    if (!input.success) {
      invalid(zodFieldErrors(input.error));
      return;
    }
    clear();
    change.mutate(input.data, {
      // A fresh, empty form: passwords do not stay in the fields.
      onSuccess: () => setFormKey((key) => key + 1),
      onError: failed,
    });
  };

  return (
    <AccountSection id="password" title="Change your password">
      <AccountForm
        key={formKey}
        sectionId="password"
        ref={containerRef}
        onSubmit={onSubmit}
        message={message}
        submitLabel="Change password"
        pending={change.isPending}
        status={
          change.isSuccess ? "Your password is changed. Any other device you used is now signed out." : ""
        }
      >
        <div className={styles.stack}>
          <PasswordField
            name="currentPassword"
            label="Current password"
            showLabel="Show current password"
            error={errors.currentPassword}
          />
          <PasswordField
            name="newPassword"
            label="New password"
            showLabel="Show new password"
            isNew
            error={errors.newPassword}
          />
        </div>
      </AccountForm>
    </AccountSection>
  );
}
