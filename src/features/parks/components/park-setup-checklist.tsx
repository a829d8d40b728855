"use client";

import { Button } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { consoleStyles, type Notice, StatusTag } from "@/features/console/client";
import { formErrorOf } from "@/lib/trpc/form-errors";
import { useTRPC } from "@/lib/trpc/react";
import { listWords } from "../park-readiness";
import styles from "./park-screen.module.css";

type Setup = { season: boolean; types: boolean; sites: boolean; rates: boolean; missing: string[] };

/** The steps in the order they can be done, each with the screen that does it. */
const STEPS = [
  {
    key: "season",
    label: "A season that has not ended",
    screen: "rates",
    link: "Seasons on the Rates screen",
  },
  { key: "types", label: "An active site type", screen: "sites", link: "Site types on the Sites screen" },
  { key: "sites", label: "An active site", screen: "sites", link: "Sites on the Sites screen" },
  {
    key: "rates",
    label: "A season rate for each site type",
    screen: "rates",
    link: "Season rates on the Rates screen",
  },
] as const;

/**
 * A closed park's way to its first guest (decision 0062): the four steps, each done or not with the screen that does
 * it, and "Open to guests" — enabled once every step is done, the missing ones named under it otherwise.
 */
export function ParkSetupChecklist({
  park,
  onNotice,
}: {
  park: { id: string; slug: string; displayName: string; setup: Setup };
  onNotice: (notice: Notice | null) => void;
}) {
  const trpc = useTRPC();
  const router = useRouter();
  const open = useMutation(trpc.admin.parks.open.mutationOptions());
  const ready = park.setup.missing.length === 0;

  const openPark = () => {
    onNotice(null);
    open.mutate(
      { parkId: park.id },
      {
        onSuccess: (opened) => {
          onNotice({
            tone: "done",
            text: `${opened.displayName} is open: guests find it in search and book it from its page now.`,
          });
          router.refresh();
        },
        onError: (error) => {
          const problem = formErrorOf(error);
          onNotice({ tone: "refused", text: problem.message ?? "The park was not opened." });
          router.refresh();
        },
      },
    );
  };

  return (
    <section className={consoleStyles.panel} aria-labelledby="park-setup">
      <h2 id="park-setup">Before guests can book {park.displayName}</h2>
      <p className={consoleStyles.muted}>
        The park is closed to guests: it is not in search, on the site's pages or in the sitemap until you
        open it.
      </p>
      <ol className={styles.checklist}>
        {STEPS.map((step) => {
          const done = park.setup[step.key];
          return (
            <li key={step.key} className={styles.step}>
              <StatusTag on={done}>{done ? "Done" : "To do"}</StatusTag>
              <span className={styles.stepLabel}>{step.label}</span>
              <Link href={`/admin/${step.screen}?park=${park.slug}`} className={styles.stepLink}>
                {step.link}
              </Link>
            </li>
          );
        })}
      </ol>
      <p id="park-open-help" className={styles.openHelp}>
        {ready
          ? "Everything is ready: guests can find and book the park once you open it."
          : `Still missing: ${listWords(park.setup.missing)}.`}
      </p>
      <Button
        className={styles.tap}
        disabled={!ready}
        loading={open.isPending}
        aria-describedby="park-open-help"
        onClick={openPark}
      >
        Open to guests
      </Button>
    </section>
  );
}
