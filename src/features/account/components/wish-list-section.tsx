"use client";

import { Button, Skeleton } from "@mantine/core";
import { IconHeartFilled } from "@tabler/icons-react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { useWishList } from "@/features/wishlist/use-wish-list";
import { wishListItemHref, wishListItemName } from "@/features/wishlist/wish-list-items";
import { TimeAgo } from "@/lib/time-ago";
import { useTRPC } from "@/lib/trpc/react";
import styles from "./account.module.css";
import { AccountSection } from "./account-section";

/** The saved parks and campsite types, each leading back to a search for it. */
export function WishListSection() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { items, isLoading } = useWishList();
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
                  <Link href={wishListItemHref(item)}>{name}</Link>
                  <span className={styles.wishSaved}>
                    Saved <TimeAgo date={item.createdAt} />
                  </span>
                </span>
                <Button
                  variant="subtle"
                  color="#b42318"
                  size="compact-sm"
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
