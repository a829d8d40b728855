"use client";

import { Button, Stack, Text } from "@mantine/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { useEffect, useRef } from "react";
import { roleWord } from "@/lib/team-roles";
import { sentenceOf } from "@/lib/trpc/form-errors";
import { useTRPC } from "@/lib/trpc/react";
import { FormAlert } from "@/lib/ui/form-alert";

/**
 * An invitation's acceptance link (`/?auth=invite&token=…`), opened signed in: one press gives the account its
 * team role (decision 0041). The role applies only to the account the invitation was e-mailed to.
 */
export function AcceptInvitation({ token, email }: { token: string | null; email: string }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const accept = useMutation(
    trpc.admin.team.accept.mutationOptions({
      onSuccess: () => queryClient.invalidateQueries(trpc.booking.authentication.getSession.queryFilter()),
    }),
  );
  const answerRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (accept.isSuccess) answerRef.current?.focus();
  }, [accept.isSuccess]);

  if (accept.isSuccess) {
    return (
      <Stack gap="md">
        <Text role="status" ref={answerRef} tabIndex={-1}>
          You are on the Lantern Parks team as {roleWord(accept.data.role)}.
        </Text>
        <Button component={Link} href="/admin" size="md">
          Open the staff console
        </Button>
      </Stack>
    );
  }
  const problem = token
    ? accept.isError
      ? sentenceOf(accept.error)
      : null
    : "This invitation link is incomplete. Open the link from the e-mail again.";
  return (
    <Stack gap="md">
      <FormAlert message={problem} />
      {/* A link that named no invitation for this account cannot work on a second press. */}
      {token && !accept.isError && (
        <>
          <Text>
            Signed in as <strong>{email}</strong>. Accept the invitation to join the Lantern Parks team with
            this account.
          </Text>
          <Button
            size="md"
            loading={accept.isPending}
            onClick={() => accept.mutate({ token })}
            data-autofocus
          >
            Accept the invitation
          </Button>
        </>
      )}
    </Stack>
  );
}
