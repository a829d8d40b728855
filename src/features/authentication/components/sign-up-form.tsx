"use client";

import { Button } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import type { FormEvent } from "react";
import { useFeatureFlags } from "@/lib/feature-flags";
import { zodFieldErrors } from "@/lib/trpc/form-errors";
import { useTRPC } from "@/lib/trpc/react";
import { EmailField, PasswordField } from "@/lib/ui/credential-fields";
import { FormAlert } from "@/lib/ui/form-alert";
import { NameFields } from "@/lib/ui/name-fields";
import { useFormProblems } from "@/lib/use-form-problems";
import { AuthForm } from "./auth-form";
import styles from "./auth-form.module.css";
import { useAuthSchemas } from "./auth-schemas";

/**
 * A new account: name, e-mail and a password of at least 8 characters. The answer is "check your e-mail" for any
 * address (decision 0041, `CheckYourEmail`): the e-mailed link confirms the address and signs the person in.
 */
export function SignUpForm({ onSent, onSignIn }: { onSent: (email: string) => void; onSignIn: () => void }) {
  const trpc = useTRPC();
  const signUp = useMutation(trpc.booking.authentication.signUp.mutationOptions());
  const { containerRef, errors, message, clear, invalid, failed } = useFormProblems();
  const { membershipEnabled } = useFeatureFlags();

  const { checking, withSchemas } = useAuthSchemas(failed);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (signUp.isPending) return;
    const data = new FormData(event.currentTarget);
    const text = (name: string) => String(data.get(name) ?? "");
    void withSchemas(event.currentTarget, (schemas) => {
      const input = schemas.ZSignUpInput.safeParse({
        firstName: text("firstName"),
        lastName: text("lastName"),
        email: text("email"),
        password: text("password"),
      });
      if (!input.success) {
        invalid(zodFieldErrors(input.error));
        return;
      }
      clear();
      signUp.mutate(input.data, { onSuccess: () => onSent(input.data.email), onError: failed });
    });
  };

  return (
    <AuthForm ref={containerRef} onSubmit={onSubmit}>
      <p className={styles.intro}>
        See your reservations in one place and save parks to your wish list
        {membershipEnabled ? ", and join Rewards to save on every night" : ""}.
      </p>
      <FormAlert message={message} />
      <NameFields className={styles.row} errors={errors} autoFocus />
      <EmailField error={errors.email} />
      <PasswordField isNew error={errors.password} />
      <Button type="submit" loading={signUp.isPending || checking} size="md" className={styles.submit}>
        Create account
      </Button>
      <div className={styles.switches}>
        <p>
          Already have an account?{" "}
          <button type="button" className={styles.linkButton} onClick={onSignIn}>
            Sign in
          </button>
        </p>
      </div>
    </AuthForm>
  );
}
