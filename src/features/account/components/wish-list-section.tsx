"use client";

import { Button, Skeleton } from "@mantine/core";
import { IconHeartFilled } from "@tabler/icons-react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { useEffect, useState } from "react";
import { type RememberedStay, stayToReturnTo } from "@/features/wishlist/remembered-stays";
import { useWishList } from "@/features/wishlist/use-wish-list";
import { wishListItemHref, wishListItemName } from "@/features/wishlist/wish-list-items";
import { todayIn } from "@/lib/stay-dates";
import { TimeAgo } from "@/lib/time-ago";
import { useTRPC } from "@/lib/trpc/react";
import styles from "./account.module.css";
import { AccountSection } from "./account-section";
import own from "./wish-list-section.module.css";

/**
 * The saved parks and campsite types, each leading back to a search for it: a type to its site chooser for the
 * stay it was saved with or last searched (kept in this browser), else to its card on the park page.
 */
export function WishListSection() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { items, isLoading } = useWishList();
  const [stays, setStays] = useState<Record<string, RememberedStay | null>>({});
  const itemIds = items.map((item) => item.id).join(",");
  // biome-ignore lint/correctness/useExhaustiveDependencies: the list is read again when its items change, not on each render.
  useEffect(() => {
    const today = todayIn(Intl.DateTimeFormat().resolvedOptions().timeZone, new Date());
    const target = (item: (typeof items)[number]) =>
      item.campsiteType
        ? { parkId: item.park.id, campsiteTypeId: item.campsiteType.id }
        : { parkId: item.park.id };
    setStays(
      Object.fromEntries(
        items.map((item) => [item.id, stayToReturnTo(window.localStorage, target(item), today)]),
      ),
    );
  }, [itemIds]);
  const remove = useMutation(
    trpc.booking.wishlist.removeItem.mutationOptions({
      onSuccess: (list) => queryClient.setQueryData(trpc.booking.wishlist.getWishListItems.queryKey(), list),
    }),
  );

  return (
    <AccountSection id="wish-list" title="Wish list">
      {isLoading ? (
        <Skeleton height={64} aria-hidden />
      ) : items.length === 0 ? (
        <p className={styles.empty}>
          Nothing saved yet. Tap the heart on a park or a site type to keep it here for later.
        </p>
      ) : (
        <ul className={styles.wishList} aria-label="Saved parks and sites">
          {items.map((item) => {
            const name = wishListItemName(item);
            return (
              <li key={item.id} className={styles.wishItem}>
                <IconHeartFilled size={20} aria-hidden className={styles.wishIcon} />
                <span className={styles.wishLink}>
                  <Link href={wishListItemHref(item, stays[item.id] ?? null)} className={own.link}>
                    {name}
                  </Link>
                  <span className={styles.wishSaved}>
                    Saved <TimeAgo date={item.createdAt} />
                  </span>
                </span>
                <Button
                  variant="subtle"
                  color="#b42318"
                  size="compact-sm"
                  className={own.remove}
                  onClick={() => remove.mutate({ id: item.id })}
                  loading={remove.isPending && remove.variables?.id === item.id}
                  aria-label={`Remove ${name} from your wish list`}
                >
                  Remove
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      {remove.isError && (
        <p role="alert" className={styles.error}>
          We could not remove it. Please try again.
        </p>
      )}
    </AccountSection>
  );
}
