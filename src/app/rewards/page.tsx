import type { Metadata, ResolvingMetadata } from "next";
import { notFound } from "next/navigation";
import { InfoPage } from "@/features/content/components/info-page";
import { RewardsSummary, type RewardsVisitor } from "@/features/content/components/rewards-summary";
import { contentPageMetadata, loadContentPage } from "@/features/content/content-page.server";
import { getServerCaller } from "@/server/api/server-caller";
import { getEnv } from "@/server/env";

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
  return <InfoPage page={page} aside={<RewardsSummary visitor={visitor} />} />;
}
