"use client";

import { notifications } from "@mantine/notifications";
import { IconHeart, IconHeartFilled } from "@tabler/icons-react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useEffect, useState } from "react";
import { useSession } from "@/features/authentication/use-session";
import { loginHref } from "@/lib/shell-routes";
import { DANGER_COLOR } from "@/lib/theme";
import { useTRPC } from "@/lib/trpc/react";
import { rememberStayFor, wishListItemKey } from "../remembered-stays";
import { useWishList } from "../use-wish-list";
import { findWishListItem, type WishListTarget } from "../wish-list-items";
import styles from "./wish-list-button.module.css";

type WishListButtonProps = WishListTarget & {
  /** What is saved, as the button names it: "Save Trout Town Farms to your wish list". */
  name: string;
  /** `photo`: a white disc over a photo; `dark`: on the park page's dark hero. */
  tone?: "photo" | "dark";
  className?: string;
};

/** The notification each heart updates: a second tap replaces its message rather than stacking another. */
const notificationId = (target: WishListTarget) => `wish-list-${wishListItemKey(target)}`;
/** Mantine's dimmed description is 3.3:1 on white: the message is read in the page's ink. */
const NOTICE_CLASSES = { description: styles.notice };

/**
 * The heart that saves a park or a campsite type to the wish list and removes it again. It fills (or empties) the
 * moment it is tapped and says so ("Saved to your wish list", a notification screen readers announce); the server
 * follows, and if it refuses, the heart goes back and the notification says it was not saved (issue 35). A tap
 * made while the page still asks who is signed in is kept and acted on once it knows. A visitor is asked to sign
 * in first: the login dialog opens over this page and brings them back here.
 */
export function WishListButton({
  parkId,
  campsiteTypeId,
  name,
  tone = "photo",
  className,
}: WishListButtonProps) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const search = params.toString();
  const { session, isLoading: sessionLoading } = useSession();
  const { items } = useWishList();
  const target: WishListTarget = campsiteTypeId ? { parkId, campsiteTypeId } : { parkId };
  const saved = findWishListItem(items, target);
  const listKey = trpc.booking.wishlist.getWishListItems.queryKey();
  type List = typeof items;

  /** Shows the change at once; the server's list replaces it, or the list before it comes back on a refusal. */
  const optimistically = (change: (list: List) => List, failure: string) => ({
    onMutate: async () => {
      await queryClient.cancelQueries({ queryKey: listKey });
      const previous = queryClient.getQueryData<List>(listKey);
      queryClient.setQueryData<List>(listKey, change(previous ?? []));
      return { previous };
    },
    onSuccess: (list: List) => queryClient.setQueryData(listKey, list),
    onError: (_error: unknown, _input: unknown, context: { previous: List | undefined } | undefined) => {
      queryClient.setQueryData(listKey, context?.previous);
      notifications.update({
        id: notificationId(target),
        color: DANGER_COLOR,
        classNames: NOTICE_CLASSES,
        title: "Not saved",
        message: `${failure} Please try again.`,
      });
    },
  });
  const add = useMutation(
    trpc.booking.wishlist.addItem.mutationOptions(
      optimistically(
        (list) => [
          {
            // Stands in until the server's list arrives; never sent back (the heart waits while it is pending).
            id: `pending-${wishListItemKey(target)}`,
            park: { id: parkId, slug: "", name },
            campsiteType: campsiteTypeId ? { id: campsiteTypeId, name } : null,
            createdAt: new Date(),
          },
          ...list,
        ],
        `We could not save ${name} to your wish list.`,
      ),
    ),
  );
  const remove = useMutation(
    trpc.booking.wishlist.removeItem.mutationOptions(
      optimistically(
        (list) => list.filter((item) => item.id !== saved?.id),
        `We could not remove ${name} from your wish list.`,
      ),
    ),
  );
  const pending = add.isPending || remove.isPending;
  const [queued, setQueued] = useState(false);

  const toggle = () => {
    if (!session) {
      const here = search ? `${pathname}?${search}` : pathname;
      router.push(loginHref(pathname, search, here), { scroll: false });
      return;
    }
    notifications.hide(notificationId(target));
    if (saved) {
      remove.mutate({ id: saved.id });
      notifications.show({
        id: notificationId(target),
        classNames: NOTICE_CLASSES,
        title: "Removed from your wish list",
        message: name,
      });
      return;
    }
    rememberStayFor(window.localStorage, target, params);
    add.mutate(campsiteTypeId ? { parkId, campsiteTypeId } : { parkId });
    notifications.show({
      id: notificationId(target),
      classNames: NOTICE_CLASSES,
      title: "Saved to your wish list",
      message: (
        <>
          {name}. <Link href="/profile/account#wish-list">See your wish list</Link>
        </>
      ),
    });
  };

  // A tap made before the session was known is acted on once it is.
  useEffect(() => {
    if (!queued || sessionLoading) return;
    setQueued(false);
    toggle();
  });

  const onClick = () => {
    if (pending || queued) return;
    if (sessionLoading) setQueued(true);
    else toggle();
  };

  const Icon = saved ? IconHeartFilled : IconHeart;
  return (
    <button
      type="button"
      className={`${styles.heart} ${styles[tone]} ${className ?? ""}`}
      aria-pressed={Boolean(saved)}
      aria-busy={pending || queued || undefined}
      aria-label={saved ? `Remove ${name} from your wish list` : `Save ${name} to your wish list`}
      onClick={onClick}
      data-testid="wish-list-button"
    >
      <Icon size={22} aria-hidden />
    </button>
  );
}
