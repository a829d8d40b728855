"use client";

import { useQuery } from "@tanstack/react-query";
import dynamic from "next/dynamic";
import Link from "next/link";
import { useEffect, useRef, useState } from "react";
import { useIdentityChange } from "@/features/authentication/use-identity-change";
import { useSession } from "@/features/authentication/use-session";
import { pushDataLayer } from "@/lib/analytics-events";
import { useTRPC } from "@/lib/trpc/react";
import { DEFAULT_REWARDS_DISCOUNT_BP } from "../member-discount";
import { membershipPurchaseEvent } from "../membership-purchase-event";
import { formatMembershipDate, type MembershipSummary } from "../membership-status";
import styles from "./rewards-join.module.css";

// The purchase form (card fields and their validation) is fetched only for a signed-in user who can join.
const MembershipPurchaseForm = dynamic(() =>
  import("./membership-purchase-form").then((module) => module.MembershipPurchaseForm),
);

export type RewardsVisitor = "visitor" | "user" | "member";

const transactionId = () =>
  `rewards-${typeof crypto.randomUUID === "function" ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`}`;

/**
 * The next step on /rewards for whoever is looking: a visitor creates an account or signs in first, a signed-in
 * user joins right here, a member sees until when. `initialVisitor` is the server's view, used until the
 * browser knows the session.
 */
export function RewardsJoin({
  initialVisitor,
  gateway,
  demoPayments,
  stripePublishableKey,
}: {
  initialVisitor: RewardsVisitor;
  gateway: string;
  demoPayments: boolean;
  /** Stripe's Payment Element takes the card when Stripe is the gateway. */
  stripePublishableKey: string | null;
}) {
  const { session, isLoading } = useSession();
  const identityChanged = useIdentityChange();
  const [joined, setJoined] = useState<MembershipSummary | null>(null);
  const visitor: RewardsVisitor = isLoading
    ? initialVisitor
    : !session
      ? "visitor"
      : session.user.membershipStatusIsActive
        ? "member"
        : "user";

  const onJoined = (membership: MembershipSummary) => {
    setJoined(membership);
    pushDataLayer(membershipPurchaseEvent(transactionId()));
    // The member's discount and ribbon follow the session; cart prices change with it.
    void identityChanged();
  };

  if (joined) return <Welcome membership={joined} />;
  if (visitor === "visitor") {
    return (
      <>
        <Link className={styles.cta} href="/rewards?redirect=/rewards&auth=login" scroll={false}>
          Create an account to join
        </Link>
        <p className={styles.small}>Already have an account? The same link signs you in.</p>
      </>
    );
  }
  if (visitor === "member") return <MemberStatus />;
  return (
    <MembershipPurchaseForm
      gateway={gateway}
      demoPayments={demoPayments}
      stripePublishableKey={stripePublishableKey}
      onJoined={onJoined}
    />
  );
}

/** Said once the purchase went through; focus moves here as the form it replaces is gone. */
function Welcome({ membership }: { membership: MembershipSummary }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} tabIndex={-1} role="status" className={styles.welcome}>
      <h3 className={styles.welcomeTitle}>Welcome to Lantern Rewards!</h3>
      <p>
        Your {DEFAULT_REWARDS_DISCOUNT_BP / 100} % Rewards Discount now applies to every night you book. You
        are a member until {formatMembershipDate(membership.currentPeriodEnd)}; we sent the details by e-mail.
      </p>
      <Link className={styles.secondary} href="/profile/account#membership">
        See your membership
      </Link>
    </div>
  );
}

function MemberStatus() {
  const trpc = useTRPC();
  const membership = useQuery(trpc.booking.membership.getMembership.queryOptions());
  const data = membership.data;
  return (
    <>
      <p className={styles.member}>
        {data
          ? `You're a member until ${formatMembershipDate(data.currentPeriodEnd)}.`
          : "You're a Rewards member."}{" "}
        {data && (data.cancelAtPeriodEnd ? "Your membership will not renew." : "It renews automatically.")}{" "}
        Your discount applies at checkout.
      </p>
      <Link className={styles.secondary} href="/profile/account#membership">
        Manage your membership
      </Link>
    </>
  );
}
