"use client";

import { Button, Skeleton } from "@mantine/core";
import { IconBell } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { formatInstantTime, formatStay } from "@/lib/date-format";
import { guestsSummary } from "@/lib/stay-format";
import { useTRPC } from "@/lib/trpc/react";
import styles from "./account.module.css";
import { AccountSection } from "./account-section";

const STATUS_TEXT = {
  pending: "Waiting for you to confirm the e-mail",
  active: "Watching",
  offered: "A site is held for you: see your e-mail",
  claimed: "Claimed",
  lapsed: "Ended",
  cancelled: "Stopped",
} as const;

/** The guest's availability alerts (issue 17): what each watches, where it stands, and a way to stop it. */
export function AlertsSection() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const alerts = useQuery(trpc.booking.alerts.list.queryOptions());
  const stop = useMutation(
    trpc.booking.alerts.cancel.mutationOptions({
      onSuccess: () => queryClient.invalidateQueries({ queryKey: trpc.booking.alerts.list.queryKey() }),
    }),
  );
  const list = alerts.data ?? [];

  return (
    <AccountSection
      id="alerts"
      title="Availability alerts"
      intro="Sold-out stays you asked us to watch. When a site opens up, the first guest waiting gets an e-mail offer that holds it for 15 minutes."
    >
      {alerts.isLoading ? (
        <Skeleton height={64} aria-hidden />
      ) : list.length === 0 ? (
        <p className={styles.empty}>
          No alerts. When a site type is sold out for your dates, choose "Tell me if it opens up".
        </p>
      ) : (
        <ul className={styles.wishList} aria-label="Your alerts">
          {list.map((alert) => {
            const name = `${alert.typeName ?? "Any site"} at ${alert.parkName}`;
            const open =
              alert.status === "pending" || alert.status === "active" || alert.status === "offered";
            const stay = formatStay(alert.dates.start, alert.dates.end);
            return (
              <li key={alert.id} className={styles.wishItem}>
                <IconBell size={20} aria-hidden className={styles.wishIcon} />
                <span className={styles.wishLink}>
                  <Link
                    href={`/${alert.parkSlug}?start=${alert.dates.start}&end=${alert.dates.end}&adults=${alert.guests.adults}&children=${alert.guests.children}&pets=${alert.guests.pets}`}
                  >
                    {name}
                  </Link>
                  <span className={styles.wishSaved}>
                    {stay} · {guestsSummary(alert.guests)} · {STATUS_TEXT[alert.status]}
                    {alert.offerExpiresAt &&
                      ` until ${formatInstantTime(alert.offerExpiresAt, alert.parkTimeZone, { zoneName: true })}`}
                  </span>
                </span>
                {open && (
                  <Button
                    variant="subtle"
                    color="#b42318"
                    size="compact-sm"
                    onClick={() => stop.mutate({ alertId: alert.id })}
                    loading={
                      stop.isPending &&
                      stop.variables &&
                      "alertId" in stop.variables &&
                      stop.variables.alertId === alert.id
                    }
                    aria-label={`Stop the alert for ${name}, ${stay}`}
                  >
                    Stop
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </AccountSection>
  );
}
