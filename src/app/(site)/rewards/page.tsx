import type { Metadata, ResolvingMetadata } from "next";
import { notFound } from "next/navigation";
import { InfoPage } from "@/features/content/components/info-page";
import { RewardsSummary } from "@/features/content/components/rewards-summary";
import { contentPageMetadata, loadContentPage } from "@/features/content/content-page.server";
import { RewardsJoin, type RewardsVisitor } from "@/features/membership/components/rewards-join";
import { getServerCaller } from "@/server/api/server-caller";
import { getEnv } from "@/server/env";
import {
  getPaymentGateway,
  isTestGatewayActive,
  stripePublishableKey,
} from "@/server/payments/payment-gateways";

export function generateMetadata(_props: unknown, parent: ResolvingMetadata): Promise<Metadata> {
  if (!getEnv().MEMBERSHIP_ENABLED) notFound();
  return contentPageMetadata("rewards", "/rewards", parent);
}

export default async function RewardsPage() {
  // The MEMBERSHIP_ENABLED flag hides every membership surface, this page included.
  if (!getEnv().MEMBERSHIP_ENABLED) notFound();
  const caller = await getServerCaller();
  const [page, session] = await Promise.all([
    loadContentPage("rewards"),
    caller.booking.authentication.getSession(),
  ]);
  const visitor: RewardsVisitor = !session
    ? "visitor"
    : session.user.membershipStatusIsActive
      ? "member"
      : "user";
  // Not sticky: the join form is taller than a phone's or a laptop's screen.
  return (
    <InfoPage
      page={page}
      stickyAside={false}
      wideAside
      aside={
        <RewardsSummary>
          <RewardsJoin
            initialVisitor={visitor}
            gateway={getPaymentGateway().name}
            demoPayments={isTestGatewayActive()}
            stripePublishableKey={stripePublishableKey()}
          />
        </RewardsSummary>
      }
    />
  );
}
