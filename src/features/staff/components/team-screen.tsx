"use client";

import { Alert, Button, Checkbox, Modal, NativeSelect, TextInput } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useMemo, useRef, useState } from "react";
import type { TeamRole } from "@/features/authentication/team-roles";

/** The roles the console gives (GUEST and USER are not team roles). */
type StaffRole = Exclude<TeamRole, "GUEST" | "USER">;

import { ConsoleNotice, type Notice, consoleStyles as styles } from "@/features/console/client";
import { DANGER_COLOR } from "@/lib/theme";
import { type FieldErrors, formErrorOf } from "@/lib/trpc/form-errors";
import { useTRPC } from "@/lib/trpc/react";
import { FormAlert } from "@/lib/ui/form-alert";
import { useFormProblems } from "@/lib/use-form-problems";
import { GIVEN_ROLES, parksWords, roleWord } from "../team-audit-format";
import own from "./team-audit.module.css";

type Park = { id: string; slug: string; name: string };
type Member = {
  userId: string;
  email: string;
  name: string;
  role: TeamRole;
  parkIds: string[] | null;
  invitedBy: string | null;
  status: "active" | "invited";
  createdAt: Date;
};
const dateWords = new Intl.DateTimeFormat(undefined, { dateStyle: "medium" });

/** The roles a picker offers: the given ones, and a member's own role when it is not one of them. */
const roleOptions = (current?: TeamRole) =>
  [
    ...GIVEN_ROLES,
    ...(current && !(GIVEN_ROLES as readonly TeamRole[]).includes(current) ? [current] : []),
  ].map((role) => ({ value: role, label: roleWord(role) }));

/** The parks ticked, as the server takes them: none ticked is every park (`null`). */
const chosenParks = (ticked: string[]): string[] | null => (ticked.length === 0 ? null : ticked);

const sameParks = (a: readonly string[] | null, b: readonly string[] | null) =>
  a === null || b === null ? a === b : [...a].sort().join() === [...b].sort().join();

/** A message the form shows above its fields: the server's own, or one at a field this form does not have. */
function otherProblem(message: string | null, errors: FieldErrors, fields: string[]): string | null {
  if (message) return message;
  const stray = Object.entries(errors).find(([path]) => !fields.some((field) => path.startsWith(field)));
  return stray?.[1] ?? null;
}

/** The first message at `field` or below it (`parkIds.0`). */
const errorAt = (errors: FieldErrors, field: string) =>
  Object.entries(errors).find(([path]) => path === field || path.startsWith(`${field}.`))?.[1];

/** A checkbox per park; none ticked means every park. */
function ParkChecks({
  parks,
  value,
  onChange,
  error,
}: {
  parks: Park[];
  value: string[];
  onChange: (value: string[]) => void;
  error?: string;
}) {
  return (
    <Checkbox.Group
      label="Parks"
      description="Tick none for every park (admins and owners work at every park anyway)."
      value={value}
      onChange={onChange}
      error={error}
    >
      <div className={own.checks}>
        {parks.map((park) => (
          <Checkbox
            key={park.id}
            value={park.id}
            label={park.name}
            size="md"
            classNames={{ body: own.checkBody, label: own.checkLabel }}
          />
        ))}
      </div>
    </Checkbox.Group>
  );
}

/**
 * The team: every member with role and parks; invite by e-mail, change a member's role and parks, remove a member
 * (after asking). The server decides who may do what and the screen shows its answer.
 */
export function TeamScreen({ parks, email }: { parks: Park[]; email: string }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const team = useQuery(trpc.admin.team.list.queryOptions());
  const parkNames = useMemo(() => new Map(parks.map((park) => [park.id, park.name])), [parks]);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [editing, setEditing] = useState<Member | null>(null);
  const [removing, setRemoving] = useState<Member | null>(null);
  const membersHeading = useRef<HTMLHeadingElement>(null);

  const refresh = async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.admin.team.list.queryKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.admin.audit.pathKey() }),
    ]);
  };
  const done = (text: string) => {
    setNotice({ tone: "done", text });
    void refresh();
  };

  const members = team.data?.members;

  return (
    <>
      <div className={styles.pageHead}>
        <h1>Team</h1>
      </div>
      <ConsoleNotice notice={notice} onDismiss={() => setNotice(null)} />

      <InviteForm parks={parks} onInvited={done} onStart={() => setNotice(null)} />

      <section className={styles.panel} aria-labelledby="members-heading">
        <h2 id="members-heading" ref={membersHeading} tabIndex={-1}>
          Members <span className={styles.muted}>({members?.length ?? "…"})</span>
        </h2>
        {team.isError ? (
          <Alert color="red" variant="light" role="alert">
            {formErrorOf(team.error).message}
          </Alert>
        ) : !members ? (
          <p className={styles.muted}>Loading the team…</p>
        ) : (
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <caption className="visually-hidden">Team members, their roles and parks</caption>
              <thead>
                <tr>
                  <th scope="col">Member</th>
                  <th scope="col">Role</th>
                  <th scope="col">Parks</th>
                  <th scope="col">Invited by</th>
                  <th scope="col">Since</th>
                  <th scope="col">Actions</th>
                </tr>
              </thead>
              <tbody>
                {members.map((member) => (
                  <tr key={member.userId}>
                    <td>
                      {member.name || member.email}
                      {member.email === email && <span className={own.you}> (you)</span>}
                      <div className={styles.muted}>{member.email}</div>
                    </td>
                    <td className={own.nowrap}>
                      {roleWord(member.role)}
                      {member.status === "invited" && (
                        <div className={`${styles.muted} ${own.status}`}>
                          invited — waiting for acceptance
                        </div>
                      )}
                    </td>
                    <td>{parksWords(member.parkIds, parkNames)}</td>
                    <td>{member.invitedBy ?? "—"}</td>
                    <td className={own.nowrap}>{dateWords.format(member.createdAt)}</td>
                    <td>
                      <div className={styles.actions}>
                        <Button
                          variant="default"
                          className={own.tap}
                          aria-label={`Change role and parks of ${member.email}`}
                          onClick={() => {
                            setNotice(null);
                            setEditing(member);
                          }}
                        >
                          Change
                        </Button>
                        <Button
                          variant="outline"
                          color={DANGER_COLOR}
                          className={own.tap}
                          aria-label={`Remove ${member.email}`}
                          onClick={() => {
                            setNotice(null);
                            setRemoving(member);
                          }}
                        >
                          Remove
                        </Button>
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>

      <EditDialog
        member={editing}
        parks={parks}
        onClose={() => setEditing(null)}
        onSaved={(member) => {
          setEditing(null);
          done(`${member.email} is now ${roleWord(member.role)} (${parksWords(member.parkIds, parkNames)}).`);
        }}
      />
      <RemoveDialog
        member={removing}
        onClose={() => setRemoving(null)}
        onRemoved={(member) => {
          setRemoving(null);
          done(`${member.email} is no longer on the team. They keep their guest account.`);
        }}
        // The row and its Remove button are gone: the focus goes to the list rather than to the top of the page.
        onGone={() => membersHeading.current?.focus()}
      />
    </>
  );
}

/** Invite by e-mail with a role and, optionally, parks: a new person gets an e-mail to set a password. */
function InviteForm({
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
  const { containerRef, errors, message, clear, failed } = useFormProblems();
  const [email, setEmail] = useState("");
  const [role, setRole] = useState<StaffRole>("MANAGER");
  const [ticked, setTicked] = useState<string[]>([]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    clear();
    onStart();
    invite.mutate(
      { email, role, parkIds: chosenParks(ticked) },
      {
        onSuccess: (member) => {
          setEmail("");
          setTicked([]);
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
      <form ref={containerRef} noValidate onSubmit={onSubmit} className={own.formStack}>
        <FormAlert message={otherProblem(message, errors, ["email", "role", "parkIds"])} />
        <div className={styles.formRow}>
          <TextInput
            type="email"
            label="E-mail"
            autoComplete="off"
            required
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            error={errors.email}
            className={own.wideField}
            classNames={{ input: own.tap }}
          />
          <NativeSelect
            label="Role"
            value={role}
            onChange={(event) => setRole(event.currentTarget.value as StaffRole)}
            data={roleOptions()}
            error={errors.role}
            className={own.field}
            classNames={{ input: own.tap }}
          />
        </div>
        <ParkChecks parks={parks} value={ticked} onChange={setTicked} error={errorAt(errors, "parkIds")} />
        <div>
          <Button type="submit" loading={invite.isPending} className={own.tap}>
            Send invitation
          </Button>
        </div>
      </form>
    </section>
  );
}

/** A member's role and parks, changed in a dialog; only what changed is sent. */
function EditDialog({
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
    <Modal
      opened={member !== null}
      onClose={onClose}
      title={member ? `Change ${member.email}` : "Change"}
      centered
    >
      {member && (
        <EditForm key={member.userId} member={member} parks={parks} onClose={onClose} onSaved={onSaved} />
      )}
    </Modal>
  );
}

function EditForm({
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
  const { containerRef, errors, message, clear, failed } = useFormProblems();
  const [role, setRole] = useState<StaffRole>(member.role as StaffRole);
  const [ticked, setTicked] = useState<string[]>(member.parkIds ?? []);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    clear();
    const parkIds = chosenParks(ticked);
    update.mutate(
      {
        userId: member.userId,
        role: role === member.role ? undefined : role,
        parkIds: sameParks(parkIds, member.parkIds) ? undefined : parkIds,
      },
      { onSuccess: onSaved, onError: failed },
    );
  };

  return (
    <form ref={containerRef} noValidate onSubmit={onSubmit} className={own.formStack}>
      <FormAlert message={otherProblem(message, errors, ["role", "parkIds"])} />
      <NativeSelect
        label="Role"
        value={role}
        onChange={(event) => setRole(event.currentTarget.value as StaffRole)}
        data={roleOptions(member.role)}
        error={errors.role}
        classNames={{ input: own.tap }}
      />
      <ParkChecks parks={parks} value={ticked} onChange={setTicked} error={errorAt(errors, "parkIds")} />
      <div className={own.dialogActions}>
        <Button variant="default" onClick={onClose} className={own.tap}>
          Cancel
        </Button>
        <Button type="submit" loading={update.isPending} className={own.tap}>
          Save changes
        </Button>
      </div>
    </form>
  );
}

/** Removing asks first; a refusal stays in the dialog with the server's reason. */
function RemoveDialog({
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
  const [problem, setProblem] = useState<string | null>(null);
  const removed = useRef(false);
  const close = () => {
    setProblem(null);
    remove.reset();
    onClose();
  };
  return (
    <Modal
      opened={member !== null}
      onClose={close}
      onExitTransitionEnd={() => {
        if (removed.current) onGone();
        removed.current = false;
      }}
      title={member ? `Remove ${member.email} from the team?` : "Remove from the team?"}
      centered
    >
      {member && (
        <div className={own.formStack}>
          <FormAlert message={problem} />
          <p style={{ margin: 0 }}>
            {member.name || member.email} ({roleWord(member.role)}) will no longer open the staff console.
            They keep their guest account and their own bookings.
          </p>
          <div className={own.dialogActions}>
            <Button variant="default" onClick={close} className={own.tap}>
              Cancel
            </Button>
            <Button
              color={DANGER_COLOR}
              loading={remove.isPending}
              className={own.tap}
              onClick={() => {
                setProblem(null);
                remove.mutate(
                  { userId: member.userId },
                  {
                    onSuccess: () => {
                      setProblem(null);
                      removed.current = true;
                      onRemoved(member);
                    },
                    onError: (error) => {
                      const failure = formErrorOf(error);
                      setProblem(failure.message ?? Object.values(failure.fields)[0] ?? "Not removed.");
                    },
                  },
                );
              }}
            >
              Remove from the team
            </Button>
          </div>
        </div>
      )}
    </Modal>
  );
}
