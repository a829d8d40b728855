"use client";

import { Button } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import type { ReactNode } from "react";
import type { Cart } from "../cart.schemas";
import { useCartActions } from "../use-cart-actions";
import { holdTime } from "./hold-timer";
import styles from "./lost-hold.module.css";

type ParkCart = Cart["parkShoppingCartsArray"][number];
export type CartItem = ParkCart["shoppingCartItems"][number];

/** An availability alert's form for a stay nothing is free for (the cart page brings the alerts feature's own). */
export type WatchSlot = (stay: { park: ParkCart; item: CartItem }) => ReactNode;

/**
 * An expired stay that cannot simply be held again, explained (`holdProblem`): its site was taken — then the next
 * free site of its type for the same stay is one tap away, or with none an alert can watch — or its 2 hours are
 * over. What the tap did is said through `announce`.
 */
export function LostHold({
  cart,
  park,
  item,
  watch,
  announce,
}: {
  cart: Cart;
  park: ParkCart;
  item: CartItem;
  watch?: WatchSlot;
  announce: (message: string) => void;
}) {
  const { holdAnotherSite } = useCartActions();
  const problem = item.holdProblem;
  if (!problem) return null;
  const next = problem.nextFreeSite;
  const hold = () => {
    if (!next) return;
    holdAnotherSite.mutate(
      { shoppingCartUuid: cart.id, reservationDetailId: item.reservationDetailId, campsiteId: next.id },
      {
        onSuccess: (answered) => {
          const held = answered.parkShoppingCartsArray
            .flatMap((candidate) => candidate.shoppingCartItems)
            .find((candidate) => candidate.reservationDetailId === item.reservationDetailId);
          const until = held ? ` until ${holdTime(held.holdExpiresAt)}` : "";
          announce(
            item.siteLocked
              ? `Site ${next.name} is held for you${until}.`
              : `Another ${item.campsiteType.name} is held for you${until}.`,
          );
        },
        onError: (error) => announce(error.message),
      },
    );
  };
  return (
    <div className={styles.lost}>
      <p className={styles.why}>
        <IconAlertTriangle aria-hidden size={18} />
        <span>{problem.message}</span>
      </p>
      {next ? (
        <div className={styles.next}>
          <p>
            {item.siteLocked
              ? `Site ${next.name}, of the same type, is free for the same dates.`
              : `Another ${item.campsiteType.name} is free for the same dates.`}
          </p>
          <Button className={styles.action} onClick={hold} loading={holdAnotherSite.isPending}>
            {item.siteLocked ? `Hold site ${next.name} instead` : "Hold another site"}
            {!item.siteLocked && <span className="visually-hidden"> for {item.campsiteType.name}</span>}
          </Button>
        </div>
      ) : problem.reason === "SITE_TAKEN" ? (
        <div className={styles.next}>
          <p>
            {problem.canWatch
              ? "Nothing else of this type is free for these dates. We can e-mail you if one opens up."
              : "Nothing else of this type can be booked for these dates."}
          </p>
          {problem.canWatch && watch?.({ park, item })}
        </div>
      ) : null}
    </div>
  );
}
