"use client";

import { Button, Textarea, TextInput } from "@mantine/core";
import { consoleStyles } from "@/features/console/client";
import { DANGER_COLOR } from "@/lib/theme";
import type { FieldErrors } from "@/lib/trpc/form-errors";
import { patchedAt, RowOrderActions } from "@/lib/ui/console-kit/ordered-rows";
import styles from "./park-screen.module.css";

/** One policy as the form holds it; `key` keeps a row's inputs in place while rows move. */
export type PolicyDraft = { key: string; title: string; body: string };

/** The park's policies (quiet hours, pets, fires…) as guests read them on the park page: edit, add, order, remove. */
export function ParkPoliciesField({
  policies,
  errors,
  onChange,
  newPolicy,
}: {
  policies: PolicyDraft[];
  errors: FieldErrors;
  onChange: (policies: PolicyDraft[]) => void;
  newPolicy: () => PolicyDraft;
}) {
  const edit = (index: number, change: Partial<PolicyDraft>) => onChange(patchedAt(policies, index, change));
  return (
    <section className={consoleStyles.panel} aria-labelledby="park-policies">
      <h2 id="park-policies">Policies</h2>
      <p className={consoleStyles.muted}>Listed on the park page in this order.</p>
      {errors.policies && (
        <p className={styles.error} role="alert">
          {errors.policies}
        </p>
      )}
      <ol className={styles.policies}>
        {policies.map((policy, index) => {
          const name = policy.title.trim() || `Policy ${index + 1}`;
          return (
            <li key={policy.key} className={styles.policy}>
              <TextInput
                label={`Policy ${index + 1}: title`}
                required
                value={policy.title}
                onChange={(event) => edit(index, { title: event.currentTarget.value })}
                error={errors[`policies.${index}.title`]}
                classNames={{ input: styles.tap }}
              />
              <Textarea
                label={`Policy ${index + 1}: text`}
                required
                autosize
                minRows={2}
                value={policy.body}
                onChange={(event) => edit(index, { body: event.currentTarget.value })}
                error={errors[`policies.${index}.body`]}
              />
              <RowOrderActions
                rows={policies}
                index={index}
                onChange={onChange}
                name={name}
                words={{ up: "Up", down: "Down" }}
                removeColor={DANGER_COLOR}
              />
            </li>
          );
        })}
      </ol>
      <Button variant="default" className={styles.tap} onClick={() => onChange([...policies, newPolicy()])}>
        Add a policy
      </Button>
    </section>
  );
}
