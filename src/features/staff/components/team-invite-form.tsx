"use client";

import { Button, TextInput } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { consoleFormStyles as forms, consoleStyles as styles } from "@/features/console/client";
import { useSchemaForm } from "@/lib/forms/use-schema-form";
import { roleWord } from "@/lib/team-roles";
import { useTRPC } from "@/lib/trpc/react";
import { FormAlert } from "@/lib/ui/form-alert";
import own from "./team-audit.module.css";
import { chosenParks, type MemberValues, type Park, ParkChecks, RoleField } from "./team-member-fields";

/**
 * Invite by e-mail with a role and, optionally, parks: a new person gets an e-mail to set a password. The
 * procedure's input is declared in the router, so the server checks it and the form shows its answer.
 */
export function InviteForm({
  parks,
  onInvited,
  onStart,
}: {
  parks: Park[];
  onInvited: (message: string) => void;
  onStart: () => void;
}) {
  const trpc = useTRPC();
  const invite = useMutation(trpc.admin.team.invite.mutationOptions());
  const { form, containerRef, message, onSubmit, failed, clear } = useSchemaForm<
    MemberValues & { email: string }
  >({
    initialValues: { email: "", role: "MANAGER", parkIds: [] },
    fields: ["email", "role", "parkIds"],
  });

  const send = ({ email, role, parkIds }: MemberValues & { email: string }) => {
    clear();
    onStart();
    invite.mutate(
      { email, role, parkIds: chosenParks(parkIds) },
      {
        onSuccess: (member) => {
          form.setValues({ email: "", parkIds: [] });
          onInvited(
            `${member.email} is invited as ${roleWord(member.role)}: the role applies once they accept the e-mailed link (a new person sets a password with it).`,
          );
        },
        onError: failed,
      },
    );
  };

  return (
    <section className={styles.panel} aria-labelledby="invite-heading">
      <h2 id="invite-heading">Invite someone</h2>
      <form ref={containerRef} noValidate onSubmit={onSubmit(send)} className={forms.formStack}>
        <FormAlert message={message} />
        <div className={styles.formRow}>
          <TextInput
            type="email"
            label="E-mail"
            autoComplete="off"
            required
            className={own.wideField}
            classNames={{ input: forms.tap }}
            {...form.getInputProps("email")}
          />
          <RoleField form={form} className={own.field} />
        </div>
        <ParkChecks form={form} parks={parks} />
        <div>
          <Button type="submit" loading={invite.isPending} className={forms.tap}>
            Send invitation
          </Button>
        </div>
      </form>
    </section>
  );
}
