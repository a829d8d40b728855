"use client";

import { Alert, Button } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { TRPCClientError } from "@trpc/client";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { storeCart } from "@/features/cart/use-cart";
import { readStoredCart } from "@/lib/stored-cart";
import { useTRPCClient } from "@/lib/trpc/react";
import styles from "./alert-link-action.module.css";

export type AlertLinkKind = "confirm" | "stop" | "claim";

const COPY: Record<AlertLinkKind, { lead: string; button: string; done: string }> = {
  confirm: {
    lead: "Confirm your address to start watching. We e-mail you only if a site opens up for your stay.",
    button: "Start watching",
    done: "You are on the list. If a site opens up, we e-mail you an offer that holds it for you for 15 minutes.",
  },
  stop: {
    lead: "Stop this alert? We will not e-mail you about this stay again, and a site held for you goes to the next guest.",
    button: "Stop this alert",
    done: "This alert is stopped. Nothing more will be sent about it.",
  },
  claim: {
    lead: "A site opened up and is held for you alone for 15 minutes from our e-mail. Claim it to put it in your cart, then check out.",
    button: "Claim this site",
    done: "Claimed: taking you to your cart…",
  },
};

const ENDED = "This alert has already ended, so it cannot start again. Start a new one from the park's page.";

/**
 * The page an alert e-mail's link opens: one button does what the link says (a link alone changes nothing, so
 * mail scanners that open links do not confirm, stop or claim for the guest).
 */
export function AlertLinkAction({ kind, token }: { kind: AlertLinkKind; token: string }) {
  const client = useTRPCClient();
  const router = useRouter();
  const copy = COPY[kind];
  const action = useMutation({
    mutationFn: async () => {
      if (kind === "confirm") {
        const { status } = await client.booking.alerts.confirm.mutate({ token });
        return status === "active" || status === "offered" ? undefined : ENDED;
      }
      if (kind === "stop") return void (await client.booking.alerts.cancel.mutate({ token }));
      const stored = readStoredCart(window.localStorage)?.shoppingCartUuid;
      const { shoppingCartUuid } = await client.booking.alerts.claim.mutate({
        token,
        ...(stored ? { shoppingCartUuid: stored } : {}),
      });
      const cart = await client.booking.cart.getCart.query({ shoppingCartUuid });
      storeCart(cart);
      router.push("/cart");
    },
  });
  const problem =
    action.error instanceof TRPCClientError
      ? action.error.message
      : action.error
        ? "Something went wrong; try again."
        : null;

  return (
    <div className={styles.box}>
      <p>{copy.lead}</p>
      {problem && (
        <Alert color="red" role="alert" title="That did not work">
          {problem}
        </Alert>
      )}
      {action.isSuccess ? (
        <p role="status" className={styles.done}>
          {action.data ?? copy.done}
        </p>
      ) : (
        <Button
          size="lg"
          onClick={() => action.mutate()}
          loading={action.isPending}
          className={styles.button}
        >
          {copy.button}
        </Button>
      )}
      {action.isSuccess && kind !== "claim" && (
        <Link className="tap-link" href="/">
          Back to the parks
        </Link>
      )}
    </div>
  );
}
