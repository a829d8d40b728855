"use client";

import { Alert, Button, Radio, Stack, Text } from "@mantine/core";
import { IconAccessible } from "@tabler/icons-react";
import Image from "next/image";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import type { Equipment, Guests, ResultCampsite } from "@/features/availability/engine-types";
import { quoteStay } from "@/features/availability/stay-quote";
import { useCartActions } from "@/features/cart/use-cart-actions";
import { amenityLabel } from "@/lib/campsites/amenities";
import { formatUsd } from "@/lib/money";
import { clearStoredCart, readStoredCart } from "@/lib/stored-cart";
import { isOverloaded, isRetryableOverload, OVERLOAD_GAVE_UP_MESSAGE } from "@/lib/trpc/overload";
import {
  type AddonQuantities,
  addonChoices,
  chosenAddonLines,
  type ParkAddonOffer,
  stayTotals,
} from "../chosen-addons";
import { type MapView, mapViewFor } from "../site-map-view";
import { SLIDE_OUT_LABELS } from "./search-bar";
import { SiteAddons } from "./site-addons";
import styles from "./site-chooser.module.css";
import { StaySummary } from "./stay-summary";

const ANY_SITE = "any";

type Pin = { id: string; name: string; x: number; y: number };

type SiteChooserProps = {
  typeName: string;
  parkName: string;
  campsites: ResultCampsite[];
  /** Every site of the type on the park's map; the free ones are the choices, the rest are shown as taken. */
  pins: Pin[];
  siteMapImage: string | null;
  lockFeeCents: number;
  pricing: { averagePricePerNightBeforeTaxesFeesAndDiscounts: number; tripTotal: number };
  /** The party's mandatory fees inside the nightly price (e.g. the pet fee for 1 dog). */
  mandatoryFees: { name: string; quantity: number; nightlyCents: number }[];
  /** The signed-in member's price, or null for a visitor. */
  memberPricing: { tripTotal: number } | null;
  nights: number;
  selectedSiteId: string | null;
  /** The optional add-ons offered with this type, picked here and added to the cart with the site. */
  addons: readonly ParkAddonOffer[];
  /** What `booking.cart.addItem` needs besides the site. */
  booking: {
    parkId: string;
    campsiteTypeId: string;
    dates: { start: string; end: string };
    guests: Guests;
    equipment?: Equipment;
    /** The guest filtered for accessible sites: "any site" is then any accessible one. */
    accessible?: boolean;
  };
};

function zoomStyle(view: MapView) {
  const size = `${view.scale * 100}%`;
  return { width: size, height: size, left: `${view.left}%`, top: `${view.top}%` };
}

function siteDetails(site: ResultCampsite): string {
  const parts: string[] = [];
  if (site.rvInfo) {
    parts.push(`fits ${site.rvInfo.rvLengthMax} ft`);
    parts.push(`slide-outs: ${SLIDE_OUT_LABELS[site.rvInfo.rvSlideoutValue].toLowerCase()}`);
  }
  // An accessible site shows every feature (a guest decides by them); others their first three.
  parts.push(...(site.accessible ? site.amenities : site.amenities.slice(0, 3)).map(amenityLabel));
  return parts.join(" · ");
}

/**
 * Site choice for one campsite type: any site (best fit, assigned by the park, no fee) or a specific one from
 * the list or the site map (site lock, fee shown). The choice lives in the URL (`site=`), so it survives a
 * reload and can be shared.
 */
export function SiteChooser(props: SiteChooserProps) {
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const free = new Map(props.campsites.map((site) => [site.id, site]));
  // Only sites the guest can book are shown (spec §4); the map zooms onto them.
  const freePins = props.pins.filter((pin) => free.has(pin.id));
  const view = mapViewFor(freePins);
  // The choice shows at once; the URL (and the server's render of it) follows.
  const [picked, setPicked] = useState(props.selectedSiteId);
  useEffect(() => setPicked(props.selectedSiteId), [props.selectedSiteId]);
  const selected = picked && free.has(picked) ? picked : null;
  const quote = quoteStay({
    tripTotalCents: props.pricing.tripTotal,
    averageNightlyCents: props.pricing.averagePricePerNightBeforeTaxesFeesAndDiscounts,
    nights: props.nights,
    lockFeeCents: props.lockFeeCents,
    siteLocked: selected !== null,
    memberTripTotalCents: props.memberPricing?.tripTotal ?? null,
  });
  const feesIncluded = props.mandatoryFees.map(
    (fee) =>
      `${fee.name}${fee.quantity > 1 ? ` × ${fee.quantity}` : ""} ${formatUsd(fee.nightlyCents)} a night`,
  );

  const choose = (siteId: string | null) => {
    setPicked(siteId);
    const next = new URLSearchParams(params.toString());
    if (siteId) next.set("site", siteId);
    else next.delete("site");
    // The native History API updates the URL (and useSearchParams) without asking the server to render the
    // park's whole stay section again for a choice that changes nothing there.
    window.history.replaceState(null, "", `${pathname}?${next.toString()}#choose-site`);
  };
  // A map wider than a phone opens centred on the pins, which the view centres in the map.
  const scroller = useRef<HTMLElement>(null);
  useEffect(() => {
    const frame = scroller.current;
    if (frame) frame.scrollLeft = (frame.scrollWidth - frame.clientWidth) / 2;
  }, []);
  const [addonQuantities, setAddonQuantities] = useState<AddonQuantities>({});
  const addonLines = chosenAddonLines(props.addons, addonQuantities, props.nights);
  const { addItem } = useCartActions();
  const [addError, setAddError] = useState<string | null>(null);
  const addToCart = () => {
    setAddError(null);
    const addons = addonChoices(props.addons, addonQuantities);
    const attempt = (shoppingCartUuid: string | undefined) =>
      addItem.mutate(
        { ...props.booking, ...addons, shoppingCartUuid, campsiteId: selected ?? undefined },
        {
          onSuccess: () => router.push("/cart"),
          onError: (error) => {
            // A stored cart the server no longer serves (checked out, unknown): start a new one.
            if (shoppingCartUuid && error.data?.code === "NOT_FOUND") {
              clearStoredCart(window.localStorage);
              attempt(undefined);
              return;
            }
            // Retried until the server's line took it or the tries ran out; any other refusal says why itself.
            setAddError(isRetryableOverload(error) ? OVERLOAD_GAVE_UP_MESSAGE : error.message);
          },
        },
      );
    attempt(readStoredCart(window.localStorage)?.shoppingCartUuid);
  };
  const nightsLabel = `${quote.nights} night${quote.nights === 1 ? "" : "s"}`;
  const lockText = props.lockFeeCents > 0 ? `+${formatUsd(props.lockFeeCents)} site lock` : "no extra fee";

  return (
    <div className={styles.layout}>
      <div className={styles.choices}>
        <Radio.Group
          value={selected ?? ANY_SITE}
          onChange={(value) => choose(value === ANY_SITE ? null : value)}
          label={`Which ${props.typeName} site?`}
          description={`${props.campsites.length} free for your dates. Picking one adds ${lockText}.`}
          name="site"
        >
          <Stack gap="xs" mt="sm" className={styles.options}>
            <Radio.Card value={ANY_SITE} className={styles.option}>
              <div className={styles.optionRow}>
                <Radio.Indicator />
                <div>
                  <Text fw={600}>
                    {props.booking.accessible ? "Any accessible site" : "Any available site"}
                  </Text>
                  <Text size="sm" c="dimmed">
                    The best fit for your dates and rig, assigned by the park. No extra fee.
                  </Text>
                </div>
              </div>
            </Radio.Card>
            {props.campsites.map((site) => (
              <Radio.Card key={site.id} value={site.id} className={styles.option}>
                <div className={styles.optionRow}>
                  <Radio.Indicator />
                  <div>
                    <Text fw={600}>
                      Site {site.name}
                      {site.accessible && (
                        <span className={styles.accessible}>
                          <IconAccessible size={16} aria-hidden /> Accessible
                        </span>
                      )}
                    </Text>
                    <Text size="sm" c="dimmed">
                      {siteDetails(site)}
                    </Text>
                  </div>
                </div>
              </Radio.Card>
            ))}
          </Stack>
        </Radio.Group>
      </div>

      <div className={styles.side}>
        {props.siteMapImage && freePins.length > 0 && (
          <figure className={styles.figure}>
            <section
              ref={scroller}
              className={styles.scroller}
              // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable map must be reachable by keyboard to pan it.
              tabIndex={0}
              aria-label="Site map, scrolls sideways"
            >
              <div className={styles.map}>
                <div className={styles.zoomed} style={zoomStyle(view)}>
                  <Image
                    src={props.siteMapImage}
                    alt={`Site map of ${props.parkName}, zoomed to the ${props.typeName} sites`}
                    fill
                    sizes={`${Math.round(760 * view.scale)}px`}
                    className={styles.mapImage}
                  />
                  {freePins.map((pin) => {
                    const style = { left: `${pin.x}%`, top: `${pin.y}%` };
                    const isSelected = selected === pin.id;
                    return (
                      <button
                        key={pin.id}
                        type="button"
                        className={styles.pin}
                        style={style}
                        aria-pressed={isSelected}
                        aria-label={`Site ${pin.name} on the map`}
                        onClick={() => choose(isSelected ? null : pin.id)}
                      >
                        <span className={styles.pinLabel}>{pin.name}</span>
                      </button>
                    );
                  })}
                </div>
              </div>
            </section>
            <figcaption className={styles.caption}>
              Pins mark the sites free for your dates and rig; select one to lock that site.
            </figcaption>
          </figure>
        )}

        {props.addons.length > 0 && (
          <div className={styles.addonsArea}>
            <SiteAddons
              addons={props.addons}
              quantities={addonQuantities}
              onChange={(addonId, quantity) =>
                setAddonQuantities((current) => ({ ...current, [addonId]: quantity }))
              }
            />
          </div>
        )}

        <StaySummary
          quote={quote}
          lockedSiteName={selected ? (free.get(selected)?.name ?? null) : null}
          addons={addonLines}
          feesIncluded={feesIncluded}
        />
      </div>

      {/* Below the desktop width this bar sticks to the bottom of the screen while the guest scrolls the sites. */}
      <div className={styles.actions}>
        {addError && (
          <Alert color="red" role="alert" title="Not added" className={styles.addError}>
            {addError}
          </Alert>
        )}
        <div role="status" className={styles.addWaiting}>
          {addItem.isPending && isOverloaded(addItem.failureReason) ? addItem.failureReason?.message : null}
        </div>
        <div className={styles.actionRow}>
          <p className={styles.barTotal}>
            <strong>{formatUsd(stayTotals(quote, addonLines).totalCents)}</strong>
            <span>
              {nightsLabel}
              {selected ? `, site ${free.get(selected)?.name}` : ""}
              {addonLines.length > 0 ? ", add-ons" : ""}, before taxes
            </span>
          </p>
          <Button size="lg" onClick={addToCart} loading={addItem.isPending} className={styles.addButton}>
            Add to cart
          </Button>
        </div>
      </div>
    </div>
  );
}
