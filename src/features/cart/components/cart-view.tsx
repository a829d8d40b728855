"use client";

import { Alert, Button, Loader, Modal, NumberInput, Stack, Text, TextInput } from "@mantine/core";
import { useInterval } from "@mantine/hooks";
import { IconClock, IconLock, IconTrash } from "@tabler/icons-react";
import Link from "next/link";
import { type FormEvent, useEffect, useState } from "react";
import { CATEGORY_LABELS } from "@/features/parks/campsite-categories";
import { guestsSummary } from "@/features/search/search-form";
import { formatStayDate, nightsLabel } from "@/features/search/stay-format";
import { formatUsd } from "@/lib/money";
import type { Cart } from "../cart.schemas";
import { useCart } from "../use-cart";
import { useCartActions } from "../use-cart-actions";
import styles from "./cart-view.module.css";

type ParkCart = Cart["parkShoppingCartsArray"][number];
type CartItem = ParkCart["shoppingCartItems"][number];

/** "12:05" left until `until`, or null once it has passed. */
function timeLeft(until: Date | null, now: number): string | null {
  if (!until) return null;
  const seconds = Math.floor((until.getTime() - now) / 1000);
  if (seconds <= 0) return null;
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}

function HoldTimer({ cart }: { cart: Cart }) {
  const { extendHold } = useCartActions();
  const [now, setNow] = useState(() => Date.now());
  const interval = useInterval(() => setNow(Date.now()), 1000);
  useEffect(() => {
    interval.start();
    return interval.stop;
  }, [interval]);
  const left = timeLeft(cart.holdExpiresAt, now);
  const expired = cart.parkShoppingCartsArray.some((park) =>
    park.shoppingCartItems.some((item) => item.expired || item.holdExpiresAt.getTime() <= now),
  );
  return (
    <div className={styles.timer} data-expired={expired || undefined}>
      <IconClock size={22} aria-hidden />
      <p>
        {expired ? (
          <strong>Some of your holds have expired. Hold them again while the sites are free.</strong>
        ) : (
          <>
            Your sites are held for you for <strong className={styles.clock}>{left ?? "0:00"}</strong> more.
          </>
        )}
      </p>
      <Button
        variant={expired ? "filled" : "light"}
        onClick={() => extendHold.mutate({ shoppingCartUuid: cart.id })}
        loading={extendHold.isPending}
      >
        {expired ? "Hold again" : "Extend hold"}
      </Button>
    </div>
  );
}

function AddonEditor({ cart, park, item }: { cart: Cart; park: ParkCart; item: CartItem }) {
  const { updateItemAddons } = useCartActions();
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
    setQuantities(Object.fromEntries(options.map((addon) => [addon.id, current.get(addon.id) ?? 0])));
    setOpened(true);
  };
  const save = () => {
    const chosen = (kind: "daily_rate" | "online_store") =>
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
      <Button variant="subtle" size="compact-sm" onClick={open}>
        Edit add-ons<span className="visually-hidden"> for {item.campsiteType.name}</span>
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={`Add-ons for ${item.campsiteType.name}`}
        centered
      >
        <Stack gap="sm">
          {options.map((addon) => (
            <NumberInput
              key={addon.id}
              label={addon.name}
              description={`${formatUsd(addon.priceCents)} ${addon.kind === "daily_rate" ? "per night" : "each"}${addon.description ? ` · ${addon.description}` : ""}`}
              min={0}
              max={addon.maxQuantity}
              allowDecimal={false}
              allowNegative={false}
              value={quantities[addon.id] ?? 0}
              onChange={(value) =>
                setQuantities((previous) => ({
                  ...previous,
                  [addon.id]: typeof value === "number" ? value : 0,
                }))
              }
            />
          ))}
          {updateItemAddons.isError && (
            <Alert color="red" role="alert">
              {updateItemAddons.error.message}
            </Alert>
          )}
          <Button onClick={save} loading={updateItemAddons.isPending}>
            Save add-ons
          </Button>
        </Stack>
      </Modal>
    </>
  );
}

function PromoCodeForm({ cart, park }: { cart: Cart; park: ParkCart }) {
  const { applyPromoCode, removePromoCode } = useCartActions();
  const [code, setCode] = useState("");
  const inputId = `promo-${park.parkId}`;
  if (park.promoCode) {
    return (
      <div className={styles.promoApplied}>
        <p>
          Code <strong>{park.promoCode}</strong>
          {park.promoCodeProblem ? ` does not apply: ${park.promoCodeProblem}` : " applied"}
        </p>
        <Button
          variant="subtle"
          size="compact-sm"
          onClick={() => removePromoCode.mutate({ shoppingCartUuid: cart.id, parkId: park.parkId })}
          loading={removePromoCode.isPending}
        >
          Remove code<span className="visually-hidden"> at {park.parkName}</span>
        </Button>
      </div>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    applyPromoCode.mutate({ shoppingCartUuid: cart.id, parkId: park.parkId, code });
  };
  const error =
    applyPromoCode.error?.data?.fieldErrors?.code?.[0] ??
    (applyPromoCode.isError ? applyPromoCode.error.message : null);
  return (
    <form onSubmit={submit} className={styles.promo} noValidate>
      <TextInput
        id={inputId}
        label={`Promo code for ${park.parkName}`}
        value={code}
        onChange={(event) => setCode(event.currentTarget.value)}
        error={error}
        maxLength={40}
        autoComplete="off"
      />
      <Button type="submit" variant="default" loading={applyPromoCode.isPending}>
        Apply
      </Button>
    </form>
  );
}

function ItemCard({ cart, park, item }: { cart: Cart; park: ParkCart; item: CartItem }) {
  const { removeItem } = useCartActions();
  const addons = [
    ...item.dailyRateAddons.map((addon) => ({
      key: addon.id,
      text: `${addon.name}${addon.quantity > 1 ? ` × ${addon.quantity}` : ""}`,
      amount: addon.pricing.tripTotalBeforeTaxesFeesAndDiscounts,
    })),
    ...item.onlineStoreAddons.map((addon) => ({
      key: addon.id,
      text: `${addon.name} × ${addon.quantity}`,
      amount: addon.pricing.unitPrice * addon.quantity,
    })),
  ];
  return (
    <li className={styles.item} data-expired={item.expired || undefined}>
      <article aria-labelledby={`item-${item.reservationDetailId}`}>
        <div className={styles.itemHead}>
          <div>
            <p className={styles.category}>{CATEGORY_LABELS[item.campsiteType.campsiteCategoryCode]}</p>
            <h3 id={`item-${item.reservationDetailId}`} className={styles.itemName}>
              {item.campsiteType.name}
            </h3>
          </div>
          <p className={styles.itemPrice}>{formatUsd(item.subtotal)}</p>
        </div>
        {item.expired && <p className={styles.expired}>Hold expired</p>}
        <dl className={styles.facts}>
          <div>
            <dt>Site</dt>
            <dd>
              {item.siteLocked ? (
                <>
                  <IconLock size={14} aria-hidden /> {item.campsite.name} (your pick)
                </>
              ) : (
                "Assigned at check-in"
              )}
            </dd>
          </div>
          <div>
            <dt>Dates</dt>
            <dd>
              {formatStayDate(item.dates.start)} → {formatStayDate(item.dates.end)} ·{" "}
              {nightsLabel(item.nights)}
            </dd>
          </div>
          <div>
            <dt>Guests</dt>
            <dd>{guestsSummary(item.guests)}</dd>
          </div>
          {item.equipment && (
            <div>
              <dt>Rig</dt>
              <dd>
                {item.equipment.type}
                {item.equipment.rvLength ? `, ${item.equipment.rvLength} ft` : ""}
              </dd>
            </div>
          )}
        </dl>
        {addons.length > 0 && (
          <ul className={styles.addons} aria-label={`Add-ons for ${item.campsiteType.name}`}>
            {addons.map((addon) => (
              <li key={addon.key}>
                <span>{addon.text}</span>
                <span>{formatUsd(addon.amount)}</span>
              </li>
            ))}
          </ul>
        )}
        <div className={styles.itemActions}>
          <AddonEditor cart={cart} park={park} item={item} />
          <Button
            variant="subtle"
            color="red"
            size="compact-sm"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={() =>
              removeItem.mutate({ shoppingCartUuid: cart.id, reservationDetailId: item.reservationDetailId })
            }
            loading={removeItem.isPending}
          >
            Remove<span className="visually-hidden"> {item.campsiteType.name}</span>
          </Button>
        </div>
      </article>
    </li>
  );
}

/** `/cart`: every park's items with their details and add-ons, promo codes, the hold timer and the totals. */
export function CartView() {
  const { cart, isLoading } = useCart();
  if (isLoading) {
    return (
      <div className={styles.loading} role="status">
        <Loader size="sm" /> Loading your cart…
      </div>
    );
  }
  if (!cart || cart.itemCount === 0) {
    return (
      <div className={styles.empty}>
        <h2>Your cart is empty</h2>
        <p>Find a cabin, an RV site or a tent site for your dates, and it waits here while you decide.</p>
        <Link href="/" className={styles.primary}>
          Find a campsite
        </Link>
      </div>
    );
  }
  return (
    <div className={styles.layout}>
      <div className={styles.main}>
        <HoldTimer cart={cart} />
        {cart.parkShoppingCartsArray.map((park) => (
          <section key={park.parkId} className={styles.park} aria-labelledby={`park-${park.parkId}`}>
            <h2 id={`park-${park.parkId}`} className={styles.parkName}>
              {park.parkName}
            </h2>
            <ul className={styles.items}>
              {park.shoppingCartItems.map((item) => (
                <ItemCard key={item.reservationDetailId} cart={cart} park={park} item={item} />
              ))}
            </ul>
            <PromoCodeForm cart={cart} park={park} />
            <dl className={styles.parkTotals}>
              <div>
                <dt>Subtotal</dt>
                <dd>{formatUsd(park.subtotal)}</dd>
              </div>
              {park.discount && (
                <div>
                  <dt>{park.discount.label}</dt>
                  <dd>−{formatUsd(park.discount.amount)}</dd>
                </div>
              )}
              <div>
                <dt>Taxes</dt>
                <dd>{formatUsd(park.taxes)}</dd>
              </div>
              <div className={styles.strong}>
                <dt>{park.parkName} total</dt>
                <dd>{formatUsd(park.total)}</dd>
              </div>
            </dl>
          </section>
        ))}
      </div>
      <aside className={styles.summary} aria-labelledby="cart-summary">
        <h2 id="cart-summary" className={styles.summaryTitle}>
          Order summary
        </h2>
        <dl className={styles.parkTotals}>
          <div>
            <dt>Subtotal</dt>
            <dd>{formatUsd(cart.totals.subtotal)}</dd>
          </div>
          <div>
            <dt>Discounts</dt>
            <dd>−{formatUsd(cart.totals.discounts)}</dd>
          </div>
          <div>
            <dt>Taxes</dt>
            <dd>{formatUsd(cart.totals.taxes)}</dd>
          </div>
          <div className={styles.strong}>
            <dt>Total</dt>
            <dd>{formatUsd(cart.totals.total)}</dd>
          </div>
        </dl>
        <Text size="sm" c="dimmed">
          Prices include {formatUsd(cart.totals.fees)} of park fees (mandatory fees and site locks).
        </Text>
        <Alert color="forest" variant="light" mt="md">
          Online checkout opens with our next update. Your sites stay held while the timer runs; call the park
          to confirm a stay today.
        </Alert>
        <Link href="/" className={styles.secondary}>
          Add another site
        </Link>
      </aside>
    </div>
  );
}
