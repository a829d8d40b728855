"use client";

import { IconUserCircle } from "@tabler/icons-react";
import Link from "next/link";
import { usePathname, useSearchParams } from "next/navigation";
import { useSession } from "@/features/authentication/use-session";
import { useWishList } from "@/features/wishlist/use-wish-list";
import { loginHref } from "@/lib/shell-routes";
import styles from "./site-header.module.css";

/** Account: the account page when signed in; for a visitor, this page with the login dialog (spec §2). */
export function AccountLink({ className = styles.navLink }: { className?: string }) {
  const { session } = useSession();
  const { items } = useWishList();
  const pathname = usePathname();
  const search = useSearchParams().toString();
  const href = session ? "/profile/account" : loginHref(pathname, search);
  return (
    <Link href={href} className={className} scroll={false} data-testid="account-link">
      <IconUserCircle size={20} aria-hidden="true" />
      <span>Account</span>
      {items.length > 0 && (
        <span className={styles.count} title="Saved to your wish list">
          {items.length}
          <span className="visually-hidden"> saved</span>
        </span>
      )}
    </Link>
  );
}
