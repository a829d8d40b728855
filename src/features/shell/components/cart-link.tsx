"use client";

import { IconShoppingCart } from "@tabler/icons-react";
import Link from "next/link";
import { useCart } from "@/features/cart/use-cart";
import styles from "./site-header.module.css";

/** Cart with its live item count. */
export function CartLink({ showText = true }: { showText?: boolean }) {
  const { itemCount } = useCart();
  const label = `Cart, ${itemCount} ${itemCount === 1 ? "item" : "items"}`;
  return (
    <Link href="/cart" className={styles.navLink} aria-label={label}>
      <IconShoppingCart size={20} aria-hidden="true" />
      {showText && <span>Cart</span>}
      <span className={styles.count} data-testid="cart-count">
        {itemCount}
      </span>
    </Link>
  );
}
