"use client";

import { Badge, Button, Skeleton } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { CancelMembershipDialog } from "@/features/membership/components/cancel-membership-dialog";
import { describeMembership } from "@/features/membership/membership-status";
import { useActiveMembershipEvent } from "@/features/membership/use-active-membership-event";
import { formatInstantLongDate, PARKS_TIME_ZONE } from "@/lib/date-format";
import { formatUsd } from "@/lib/money";
import { useTRPC } from "@/lib/trpc/react";
import { useUiStore } from "@/lib/ui-store";
import styles from "./account.module.css";
import { AccountSection } from "./account-section";

/** The Rewards membership in words: status, renewal or end date, price; join or cancel from here. */
export function MembershipSection() {
  const trpc = useTRPC();
  const membership = useQuery(trpc.booking.membership.getMembership.queryOptions());
  const setModal = useUiStore((state) => state.setModal);

  return (
    <AccountSection id="membership" title="Lantern Rewards">
      {membership.isPending ? (
        <Skeleton height={96} aria-hidden />
      ) : membership.isError ? (
        <p role="alert">We could not load your membership. Reload the page to try again.</p>
      ) : (
        <MembershipDetails
          membership={membership.data}
          onCancel={() => setModal("membership", true)}
          describe={describeMembership(membership.data)}
        />
      )}
      <MemberEvent />
      {membership.data && <CancelMembershipDialog membership={membership.data} />}
    </AccountSection>
  );
}

/**
 * The member event running now, for an active member: a placeholder while it loads (so the section does not jump
 * when it arrives), the event kept on screen and marked busy while it is refreshed.
 */
function MemberEvent() {
  const { event, isLoading, isFetching } = useActiveMembershipEvent();
  if (isLoading) return <Skeleton height={72} mt="md" aria-hidden data-testid="member-event-loading" />;
  if (!event) return null;
  return (
    <section className={styles.memberEvent} aria-labelledby="member-event-title" aria-busy={isFetching}>
      <p className={styles.memberEventEyebrow}>Member event</p>
      <h3 id="member-event-title" className={styles.memberEventTitle}>
        {event.name}
      </h3>
      <p>{event.description}</p>
      <p className={styles.muted}>Until {formatInstantLongDate(event.endsAt, PARKS_TIME_ZONE)}</p>
    </section>
  );
}

function MembershipDetails({
  membership,
  describe,
  onCancel,
}: {
  membership: { price: number } | null;
  describe: ReturnType<typeof describeMembership>;
  onCancel: () => void;
}) {
  return (
    <div className={styles.membership}>
      <p className={styles.membershipStatus}>
        <span>Status:</span>{" "}
        <Badge
          color={describe.label === "Active" || describe.label === "Ending" ? "forest" : "gray"}
          variant="light"
          size="lg"
          data-testid="membership-status"
        >
          {describe.label}
        </Badge>
      </p>
      <p data-testid="membership-detail">{describe.detail}</p>
      {membership && !describe.canJoin && (
        <p className={styles.muted}>Price: {formatUsd(membership.price)} a year</p>
      )}
      <div className={styles.actions}>
        {describe.canJoin && (
          <Button component={Link} href="/rewards">
            Join Rewards
          </Button>
        )}
        {describe.canCancel && (
          <Button variant="outline" color="#b42318" onClick={onCancel}>
            Cancel membership
          </Button>
        )}
      </div>
    </div>
  );
}
