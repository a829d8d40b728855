import { TRPCError } from "@trpc/server";
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import type { AlertLink } from "@/features/alerts/alerts.schemas";
import { AlertLinkAction, type AlertLinkKind } from "@/features/alerts/components/alert-link-action";
import { AlertLinkSummary } from "@/features/alerts/components/alert-link-summary";
import styles from "@/lib/ui/guest-page.module.css";
import { getServerCaller } from "@/server/api/server-caller";

export const metadata: Metadata = { title: "Your availability alert", robots: { index: false } };

const TITLES: Record<AlertLinkKind, string> = {
  confirm: "Confirm your alert",
  stop: "Stop your alert",
  claim: "A site opened up for you",
};

/** `/alerts/confirm|stop|claim/<token>`: where an alert e-mail's links lead (decision 0037). */
export default async function AlertLinkPage({
  params,
}: {
  params: Promise<{ action: string; token: string }>;
}) {
  const { action, token } = await params;
  if (!Object.hasOwn(TITLES, action)) notFound();
  const kind = action as AlertLinkKind;
  let about: AlertLink;
  try {
    about = await (await getServerCaller()).booking.alerts.link({ kind, token });
  } catch (error) {
    if (!(error instanceof TRPCError)) throw error;
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>This link does not work</h1>
        <p role="alert">
          {error.code === "BAD_REQUEST"
            ? "This link is incomplete; open it from the e-mail again."
            : error.message}
        </p>
        <p>
          <Link className="tap-link" href="/">
            Back to the parks
          </Link>
        </p>
      </div>
    );
  }
  const ended = kind === "claim" && about.offer?.status === "lapsed";
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{ended ? "This offer has ended" : TITLES[kind]}</h1>
      <AlertLinkSummary about={about} />
      {ended ? (
        <p role="status">
          It was held for you for 15 minutes, and the site has passed to the next guest waiting.{" "}
          <Link href="/">Look for other dates</Link>
        </p>
      ) : (
        <AlertLinkAction kind={kind} token={token} />
      )}
    </div>
  );
}
