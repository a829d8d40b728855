"use client";

import { notificationsStore, useNotifications } from "@mantine/notifications";
import dynamic from "next/dynamic";
import { type ComponentProps, useEffect, useState } from "react";

const Notifications = dynamic(() => import("@mantine/notifications").then((module) => module.Notifications), {
  ssr: false,
});

type NotificationsProps = ComponentProps<typeof Notifications> & {
  position: NonNullable<ComponentProps<typeof Notifications>["position"]>;
  limit: number;
};

/**
 * Mantine's notification stack, fetched when the first notification is shown rather than with every page
 * (issue 12 §6). Position and limit are given to the store at once, so a notification shown before the stack
 * has loaded is placed and counted as if it had always been there.
 */
export function LazyNotifications(props: NotificationsProps) {
  const { position, limit } = props;
  useEffect(() => {
    notificationsStore.updateState((current) => ({ ...current, limit, defaultPosition: position }));
  }, [limit, position]);
  const { notifications, queue } = useNotifications();
  const [wanted, setWanted] = useState(false);
  if (!wanted && notifications.length + queue.length > 0) setWanted(true);
  return wanted ? <Notifications {...props} /> : null;
}
