"use client";

import { Button, Loader } from "@mantine/core";
import { IconLogout } from "@tabler/icons-react";
import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useEffect, useRef } from "react";
import { useIdentityChange } from "@/features/authentication/use-identity-change";
import { useSession } from "@/features/authentication/use-session";
import { useFeatureFlags } from "@/lib/feature-flags";
import { loginHref } from "@/lib/shell-routes";
import { useTRPC } from "@/lib/trpc/react";
import { JumpLinks } from "@/lib/ui/jump-links";
import styles from "./account.module.css";
import { AlertsSection } from "./alerts-section";
import { ChangePasswordSection } from "./change-password-section";
import { MembershipSection } from "./membership-section";
import { ProfileSection } from "./profile-section";
import { ReservationsSection } from "./reservations-section";
import { WishListSection } from "./wish-list-section";

/**
 * The account (spec §2 /profile/account): reservations, Rewards membership, wish list, profile and password, and
 * signing out. Should the session end while the page is open, the visitor is asked to sign in again.
 */
export function AccountPage() {
  const trpc = useTRPC();
  const router = useRouter();
  const { session, isLoading } = useSession();
  const { membershipEnabled } = useFeatureFlags();
  const identityChanged = useIdentityChange();
  const signingOut = useRef(false);
  const logout = useMutation(trpc.booking.authentication.logout.mutationOptions());

  useEffect(() => {
    if (!isLoading && !session && !signingOut.current) router.replace(loginHref("/", ""));
  }, [isLoading, session, router]);

  const signOut = () => {
    signingOut.current = true;
    logout.mutate(undefined, {
      onSuccess: () => {
        void identityChanged(null);
        router.push("/");
      },
      onError: () => {
        signingOut.current = false;
      },
    });
  };

  if (!session) {
    return (
      <div className={styles.page}>
        <p className={styles.loading} role="status">
          <Loader size="sm" aria-hidden /> Loading your account…
        </p>
      </div>
    );
  }

  const sections = [
    { id: "reservations", label: "Reservations" },
    membershipEnabled && { id: "membership", label: "Rewards" },
    { id: "wish-list", label: "Wish list" },
    { id: "alerts", label: "Alerts" },
    { id: "profile", label: "Profile" },
    { id: "password", label: "Password" },
  ];

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div>
          <p className={styles.eyebrow}>Your account</p>
          <h1 className={styles.title}>Hello, {session.user.firstName}</h1>
          <p className={styles.lead}>Signed in as {session.user.email}</p>
        </div>
        <Button
          variant="outline"
          onClick={signOut}
          loading={logout.isPending}
          leftSection={<IconLogout size={18} aria-hidden />}
        >
          Sign out
        </Button>
      </header>
      {logout.isError && (
        <p role="alert" className={styles.error}>
          We could not sign you out. Please try again.
        </p>
      )}
      <JumpLinks label="Account sections" sections={sections} className={styles.jump} />
      <ReservationsSection />
      {membershipEnabled && <MembershipSection />}
      <WishListSection />
      <AlertsSection />
      <ProfileSection />
      <ChangePasswordSection />
    </div>
  );
}
