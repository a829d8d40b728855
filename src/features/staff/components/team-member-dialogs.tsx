"use client";

import { useMutation } from "@tanstack/react-query";
import { consoleFormStyles as forms } from "@/features/console/client";
import { useSchemaForm } from "@/lib/forms/use-schema-form";
import { roleWord } from "@/lib/team-roles";
import { useTRPC } from "@/lib/trpc/react";
import { ConfirmDialog } from "@/lib/ui/console-kit/confirm-dialog";
import { EditDialog } from "@/lib/ui/console-kit/edit-dialog";
import { FormActions } from "@/lib/ui/console-kit/form-actions";
import { useRemoval } from "@/lib/ui/console-kit/use-removal";
import { FormAlert } from "@/lib/ui/form-alert";
import {
  chosenParks,
  type Member,
  type MemberValues,
  type Park,
  ParkChecks,
  RoleField,
  type StaffRole,
  sameParks,
} from "./team-member-fields";

/** A member's role and parks; only what changed is sent. */
function EditMemberForm({
  member,
  parks,
  onClose,
  onSaved,
}: {
  member: Member;
  parks: Park[];
  onClose: () => void;
  onSaved: (member: Member) => void;
}) {
  const trpc = useTRPC();
  const update = useMutation(trpc.admin.team.update.mutationOptions());
  const { form, containerRef, message, onSubmit, failed, clear } = useSchemaForm<MemberValues>({
    initialValues: { role: member.role as StaffRole, parkIds: member.parkIds ?? [] },
    fields: ["role", "parkIds"],
  });

  const send = ({ role, parkIds }: MemberValues) => {
    clear();
    const chosen = chosenParks(parkIds);
    update.mutate(
      {
        userId: member.userId,
        role: role === member.role ? undefined : role,
        parkIds: sameParks(chosen, member.parkIds) ? undefined : chosen,
      },
      { onSuccess: onSaved, onError: failed },
    );
  };

  return (
    <form ref={containerRef} noValidate onSubmit={onSubmit(send)} className={forms.formStack}>
      <FormAlert message={message} />
      <RoleField form={form} current={member.role} />
      <ParkChecks form={form} parks={parks} />
      <FormActions onCancel={onClose} actionLabel="Save changes" pending={update.isPending} />
    </form>
  );
}

/** A member's role and parks, changed in a dialog. */
export function EditMemberDialog({
  member,
  parks,
  onClose,
  onSaved,
}: {
  member: Member | null;
  parks: Park[];
  onClose: () => void;
  onSaved: (member: Member) => void;
}) {
  return (
    <EditDialog item={member} title={(item) => (item ? `Change ${item.email}` : "Change")} onClose={onClose}>
      {(item) => (
        <EditMemberForm key={item.userId} member={item} parks={parks} onClose={onClose} onSaved={onSaved} />
      )}
    </EditDialog>
  );
}

/** Removing asks first; a refusal stays in the dialog with the server's reason. */
export function RemoveMemberDialog({
  member,
  onClose,
  onRemoved,
  onGone,
}: {
  member: Member | null;
  onClose: () => void;
  onRemoved: (member: Member) => void;
  onGone: () => void;
}) {
  const trpc = useTRPC();
  const remove = useMutation(trpc.admin.team.remove.mutationOptions());
  const removal = useRemoval({ onClose, onGone, reset: remove.reset });
  return (
    <ConfirmDialog
      opened={member !== null}
      onClose={removal.close}
      onExitTransitionEnd={removal.onExitTransitionEnd}
      title={member ? `Remove ${member.email} from the team?` : "Remove from the team?"}
      confirmLabel="Remove from the team"
      problem={removal.problem}
      pending={remove.isPending}
      buttonClassName={forms.tap}
      size="sm"
      onConfirm={() => {
        if (!member) return;
        removal.starting();
        remove.mutate(
          { userId: member.userId },
          {
            onSuccess: () => {
              removal.succeeded();
              onRemoved(member);
            },
            onError: removal.failed,
          },
        );
      }}
    >
      {member && (
        <p style={{ margin: 0 }}>
          {member.name || member.email} ({roleWord(member.role)}) will no longer open the staff console. They
          keep their guest account and their own bookings.
        </p>
      )}
    </ConfirmDialog>
  );
}
