"use client";

import { IconHeart, IconHeartFilled } from "@tabler/icons-react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useSession } from "@/features/authentication/use-session";
import { loginHref } from "@/lib/shell-routes";
import { useTRPC } from "@/lib/trpc/react";
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

/**
 * The heart that saves a park or a campsite type to the wish list and removes it again. A visitor is asked to
 * sign in first: the login dialog opens over this page and brings them back here.
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
  const search = useSearchParams().toString();
  const { session, isLoading: sessionLoading } = useSession();
  const { items } = useWishList();
  const saved = findWishListItem(items, { parkId, campsiteTypeId });
  const listKey = trpc.booking.wishlist.getWishListItems.queryKey();
  const onSaved = { onSuccess: (list: typeof items) => queryClient.setQueryData(listKey, list) };
  const add = useMutation(trpc.booking.wishlist.addItem.mutationOptions(onSaved));
  const remove = useMutation(trpc.booking.wishlist.removeItem.mutationOptions(onSaved));
  // Until the session is known a click could be taken for a visitor's and open the login dialog for a user.
  const busy = sessionLoading || add.isPending || remove.isPending;

  const onClick = () => {
    if (busy) return;
    if (!session) {
      const here = search ? `${pathname}?${search}` : pathname;
      router.push(loginHref(pathname, search, here), { scroll: false });
      return;
    }
    if (saved) remove.mutate({ id: saved.id });
    else add.mutate(campsiteTypeId ? { parkId, campsiteTypeId } : { parkId });
  };

  const Icon = saved ? IconHeartFilled : IconHeart;
  return (
    <button
      type="button"
      className={`${styles.heart} ${styles[tone]} ${className ?? ""}`}
      aria-pressed={Boolean(saved)}
      aria-busy={busy || undefined}
      aria-disabled={sessionLoading || undefined}
      aria-label={saved ? `Remove ${name} from your wish list` : `Save ${name} to your wish list`}
      onClick={onClick}
      data-testid="wish-list-button"
    >
      <Icon size={22} aria-hidden />
    </button>
  );
}
