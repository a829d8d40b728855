"use client";

import { useQuery } from "@tanstack/react-query";
import { TRPCClientError } from "@trpc/client";
import { useEffect, useSyncExternalStore } from "react";
import {
  CART_STORAGE_KEY,
  cartCreationTime,
  clearStoredCart,
  readStoredCart,
  writeStoredCart,
} from "@/lib/stored-cart";
import { useTRPC } from "@/lib/trpc/react";
import type { Cart } from "./cart.schemas";
import { toStoredCart } from "./cart-storage";

/** Another tab changing the stored cart is seen through the `storage` event. */
function subscribe(listener: () => void) {
  const onStorage = (event: StorageEvent) => {
    if (event.key === CART_STORAGE_KEY) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => window.removeEventListener("storage", onStorage);
}

function useStoredCartId(): string | null {
  return useSyncExternalStore(
    subscribe,
    () => readStoredCart(window.localStorage)?.shoppingCartUuid ?? null,
    () => null,
  );
}

/** The stored last-touch timestamp (ISO), or null when none is stored. */
function useStoredLastTouch(): string | null {
  return useSyncExternalStore(
    subscribe,
    () => readStoredCart(window.localStorage)?.cartCreatedAt ?? null,
    () => null,
  );
}

/**
 * Stores a cart this tab just changed, touching its last-touch time (spec §4), and tells this tab's listeners
 * (the `storage` event only reaches others).
 */
export function storeCart(cart: Cart): void {
  const storage = window.localStorage;
  writeStoredCart(storage, toStoredCart(cart, readStoredCart(storage), new Date(), "change"));
  window.dispatchEvent(new StorageEvent("storage", { key: CART_STORAGE_KEY }));
}

/** Forgets the stored cart (it was booked) and tells this tab's listeners, so the header count drops to 0. */
export function forgetStoredCart(): void {
  clearStoredCart(window.localStorage);
  window.dispatchEvent(new StorageEvent("storage", { key: CART_STORAGE_KEY }));
}

/** The server answered that this cart cannot be served (unknown, checked out, malformed id). */
function isCartGone(error: unknown): boolean {
  if (!(error instanceof TRPCClientError)) return false;
  const status = (error.data as { httpStatus?: number } | undefined)?.httpStatus;
  return status !== undefined && status >= 400 && status < 500;
}

/**
 * The cart of the stored cart id (spec §4, §7, §8): fetched only when an id is stored; when the server says the
 * cart is gone the id is removed and the page reloads. Network failures keep the id (see docs/decisions).
 */
export function useCart() {
  const trpc = useTRPC();
  const cartId = useStoredCartId();
  const lastTouch = useStoredLastTouch();
  const query = useQuery({
    ...trpc.booking.cart.getCart.queryOptions({ shoppingCartUuid: cartId ?? "" }),
    enabled: cartId !== null,
    retry: (failureCount, error) => !isCartGone(error) && failureCount < 3,
  });

  useEffect(() => {
    if (query.isError && isCartGone(query.error)) {
      clearStoredCart(window.localStorage);
      window.location.reload();
    }
  }, [query.isError, query.error]);

  useEffect(() => {
    if (!query.data) return;
    const storage = window.localStorage;
    writeStoredCart(storage, toStoredCart(query.data, readStoredCart(storage), new Date(), "read"));
  }, [query.data]);

  const cart = cartId ? (query.data ?? null) : null;
  return {
    cart,
    /** Spec §4: the stored last-touch timestamp, or now if none exists (null without a cart). */
    cartCreatedAt: cart ? cartCreationTime(lastTouch, new Date()) : null,
    itemCount: cartId ? (query.data?.itemCount ?? 0) : 0,
    isLoading: cartId !== null && query.isPending,
    isFetching: query.isFetching,
  };
}
