"use client";

import { IconShoppingCart } from "@tabler/icons-react";
import Link from "next/link";
import { useCart } from "@/features/cart/use-cart";
import styles from "./site-header.module.css";

/** Cart with its live item count. */
export function CartLink({ showText = true }: { showText?: boolean }) {
  const { itemCount } = useCart();
  // The name reads what is shown first ("Cart 2"), then what the number means (WCAG 2.5.3).
  return (
    <Link href="/cart" className={styles.navLink}>
      <IconShoppingCart size={20} aria-hidden="true" />
      <span className={showText ? undefined : "visually-hidden"}>Cart </span>
      <span className={styles.count} data-testid="cart-count">
        {itemCount}
      </span>
      <span className="visually-hidden"> {itemCount === 1 ? "item" : "items"}</span>
    </Link>
  );
}
