"use client";

import { NativeSelect } from "@mantine/core";
import type { z } from "zod";
import { consoleFormStyles as forms } from "@/features/console/client";
import type { FormSource } from "@/lib/forms/form-source";
import type { TeamRole } from "@/lib/team-roles";
import { roleWord } from "@/lib/team-roles";
import { CheckboxList } from "@/lib/ui/console-kit/checkbox-list";
import type { ZTeamMember } from "../staff.schemas";
import { GIVEN_ROLES } from "../team-audit-format";

export type Park = { id: string; slug: string; name: string };
/** A member as `admin.team.list` answers (its output schema). */
export type Member = z.infer<typeof ZTeamMember>;

/** The roles the console gives (GUEST and USER are not team roles). */
export type StaffRole = Exclude<TeamRole, "GUEST" | "USER">;

/** A member's role and parks as the team's forms hold them: none ticked is every park. */
export type MemberValues = { role: StaffRole; parkIds: string[] };

/** The parks ticked, as the server takes them: none ticked is every park (`null`). */
export const chosenParks = (ticked: string[]): string[] | null => (ticked.length === 0 ? null : ticked);

export const sameParks = (a: readonly string[] | null, b: readonly string[] | null) =>
  a === null || b === null ? a === b : [...a].sort().join() === [...b].sort().join();

/** The roles a picker offers: the given ones, and a member's own role when it is not one of them. */
const roleOptions = (current?: TeamRole) =>
  [
    ...GIVEN_ROLES,
    ...(current && !(GIVEN_ROLES as readonly TeamRole[]).includes(current) ? [current] : []),
  ].map((role) => ({ value: role, label: roleWord(role) }));

export function RoleField({
  form,
  current,
  className,
}: {
  form: FormSource;
  current?: TeamRole;
  className?: string;
}) {
  return (
    <NativeSelect
      label="Role"
      data={roleOptions(current)}
      className={className}
      classNames={{ input: forms.tap }}
      {...form.getInputProps("role")}
    />
  );
}

/** A checkbox per park; none ticked means every park. */
export function ParkChecks({ form, parks }: { form: FormSource; parks: Park[] }) {
  return (
    <CheckboxList
      label="Parks"
      description="Tick none for every park (admins and owners work at every park anyway)."
      {...form.getInputProps("parkIds")}
      choices={parks.map((park) => ({ value: park.id, label: park.name }))}
      size="md"
    />
  );
}
