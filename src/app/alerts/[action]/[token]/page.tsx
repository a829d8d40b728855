import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { AlertLinkAction, type AlertLinkKind } from "@/features/alerts/components/alert-link-action";
import styles from "./alert-link.module.css";

export const metadata: Metadata = { title: "Your availability alert", robots: { index: false } };

const TITLES: Record<AlertLinkKind, string> = {
  confirm: "Confirm your alert",
  stop: "Stop your alert",
  claim: "A site opened up for you",
};

/** `/alerts/confirm|stop|claim/<token>`: where an alert e-mail's links lead (decision 0036). */
export default async function AlertLinkPage({
  params,
}: {
  params: Promise<{ action: string; token: string }>;
}) {
  const { action, token } = await params;
  if (!(action in TITLES)) notFound();
  const kind = action as AlertLinkKind;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{TITLES[kind]}</h1>
      <AlertLinkAction kind={kind} token={token} />
    </div>
  );
}
