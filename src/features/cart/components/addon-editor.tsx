"use client";

import { Alert, Button } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { useState } from "react";
import { formatUsd } from "@/lib/money";
import { LazyModal, preloadModal } from "@/lib/ui/lazy-modal";
import { QuantityStepper } from "@/lib/ui/quantity-stepper";
import type { Cart } from "../cart.schemas";
import { useCartActions } from "../use-cart-actions";
import styles from "./addon-editor.module.css";

type ParkCart = Cart["parkShoppingCartsArray"][number];
type CartItem = ParkCart["shoppingCartItems"][number];
type AddonOption = ParkCart["addonOptions"][number];

function priceText(addon: AddonOption): string {
  const price = `${formatUsd(addon.priceCents)} ${addon.kind === "daily_rate" ? "per night" : "each"}`;
  return addon.description ? `${price} · ${addon.description}` : price;
}

/**
 * The optional add-ons of one cart item, counted with the same −/+ steppers as the guest picker. On a phone the
 * dialog fills the screen and Save stays at its bottom however long the list.
 */
export function AddonEditor({ cart, park, item }: { cart: Cart; park: ParkCart; item: CartItem }) {
  const { updateItemAddons } = useCartActions();
  const phone = useMediaQuery("(max-width: 36em)");
  const [opened, setOpened] = useState(false);
  const options = park.addonOptions.filter(
    (addon) =>
      addon.categories.length === 0 || addon.categories.includes(item.campsiteType.campsiteCategoryCode),
  );
  const current = new Map(
    [...item.dailyRateAddons, ...item.onlineStoreAddons].map((addon) => [addon.id, addon.quantity]),
  );
  const [quantities, setQuantities] = useState<Record<string, number>>({});
  if (options.length === 0) return null;
  const open = () => {
    updateItemAddons.reset();
    setQuantities(Object.fromEntries(options.map((addon) => [addon.id, current.get(addon.id) ?? 0])));
    setOpened(true);
  };
  const save = () => {
    const chosen = (kind: AddonOption["kind"]) =>
      options
        .filter((addon) => addon.kind === kind && (quantities[addon.id] ?? 0) > 0)
        .map((addon) => ({ addonId: addon.id, quantity: quantities[addon.id]! }));
    updateItemAddons.mutate(
      {
        shoppingCartUuid: cart.id,
        reservationDetailId: item.reservationDetailId,
        dailyRateAddons: chosen("daily_rate"),
        onlineStoreAddons: chosen("online_store"),
      },
      { onSuccess: () => setOpened(false) },
    );
  };
  return (
    <>
      <Button
        variant="subtle"
        size="compact-sm"
        onClick={open}
        onPointerEnter={preloadModal}
        onFocus={preloadModal}
      >
        Edit add-ons<span className="visually-hidden"> for {item.campsiteType.name}</span>
      </Button>
      <LazyModal
        opened={opened}
        onClose={() => setOpened(false)}
        title={`Add-ons for ${item.campsiteType.name}`}
        centered
        fullScreen={phone ?? false}
        classNames={{ body: styles.body }}
      >
        <div className={styles.list}>
          {options.map((addon) => (
            <QuantityStepper
              key={addon.id}
              id={`addon-${item.reservationDetailId}-${addon.id}`}
              label={addon.name}
              hint={priceText(addon)}
              min={0}
              max={addon.maxQuantity}
              value={quantities[addon.id] ?? 0}
              onChange={(value) => setQuantities((previous) => ({ ...previous, [addon.id]: value }))}
              decreaseLabel={`One fewer: ${addon.name}`}
              increaseLabel={`One more: ${addon.name}`}
              countLabel={`${quantities[addon.id] ?? 0} × ${addon.name}`}
            />
          ))}
        </div>
        <div className={styles.footer}>
          {updateItemAddons.isError && (
            <Alert color="red" role="alert">
              {updateItemAddons.error.message}
            </Alert>
          )}
          <Button fullWidth size="md" onClick={save} loading={updateItemAddons.isPending}>
            Save add-ons
          </Button>
        </div>
      </LazyModal>
    </>
  );
}
