"use client";

import { Alert } from "@mantine/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useMemo, useRef, useState } from "react";
import {
  ConsoleNotice,
  consoleFormStyles as forms,
  type Notice,
  consoleStyles as styles,
} from "@/features/console/client";
import { formatInstantDate, READERS_CLOCK } from "@/lib/date-format";
import { roleWord } from "@/lib/team-roles";
import { formErrorOf } from "@/lib/trpc/form-errors";
import { useTRPC } from "@/lib/trpc/react";
import { EntityTable } from "@/lib/ui/console-kit/entity-table";
import { ChangeRemoveActions } from "@/lib/ui/console-kit/row-actions";
import { parksWords } from "../team-audit-format";
import own from "./team-audit.module.css";
import { InviteForm } from "./team-invite-form";
import { EditMemberDialog, RemoveMemberDialog } from "./team-member-dialogs";
import type { Member, Park } from "./team-member-fields";

/** Every member with role, parks and who invited them, and a way to change or remove each. */
function MembersTable({
  members,
  email,
  parkNames,
  onChange,
  onRemove,
}: {
  members: Member[];
  email: string;
  parkNames: Map<string, string>;
  onChange: (member: Member) => void;
  onRemove: (member: Member) => void;
}) {
  return (
    <EntityTable
      caption="Team members, their roles and parks"
      classNames={{ wrap: styles.tableWrap, table: styles.table }}
      rows={members}
      rowKey={(member) => member.userId}
      columns={[
        {
          header: "Member",
          cell: (member) => (
            <>
              {member.name || member.email}
              {member.email === email && <span className={own.you}> (you)</span>}
              <div className={styles.muted}>{member.email}</div>
            </>
          ),
        },
        {
          header: "Role",
          className: forms.nowrap,
          cell: (member) => (
            <>
              {roleWord(member.role)}
              {member.status === "invited" && (
                <div className={`${styles.muted} ${own.status}`}>invited — waiting for acceptance</div>
              )}
            </>
          ),
        },
        { header: "Parks", cell: (member) => parksWords(member.parkIds, parkNames) },
        { header: "Invited by", cell: (member) => member.invitedBy ?? "—" },
        {
          header: "Since",
          className: forms.nowrap,
          cell: (member) => formatInstantDate(member.createdAt, READERS_CLOCK),
        },
        {
          header: "Actions",
          cell: (member) => (
            <ChangeRemoveActions
              changeLabel={`Change role and parks of ${member.email}`}
              removeLabel={`Remove ${member.email}`}
              onChange={() => onChange(member)}
              onRemove={() => onRemove(member)}
              classNames={{ actions: styles.actions, button: forms.tap }}
            />
          ),
        },
      ]}
    />
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
          <MembersTable
            members={members}
            email={email}
            parkNames={parkNames}
            onChange={(member) => {
              setNotice(null);
              setEditing(member);
            }}
            onRemove={(member) => {
              setNotice(null);
              setRemoving(member);
            }}
          />
        )}
      </section>

      <EditMemberDialog
        member={editing}
        parks={parks}
        onClose={() => setEditing(null)}
        onSaved={(member) => {
          setEditing(null);
          done(`${member.email} is now ${roleWord(member.role)} (${parksWords(member.parkIds, parkNames)}).`);
        }}
      />
      <RemoveMemberDialog
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
