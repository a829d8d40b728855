"use client";

import { QuantityStepper } from "@/lib/ui/quantity-stepper";
import { type AddonQuantities, addonUnitText, type ParkAddonOffer } from "../chosen-addons";
import styles from "./site-chooser.module.css";

type SiteAddonsProps = {
  /** The optional add-ons offered with this type (`optionalAddonsFor`). */
  addons: readonly ParkAddonOffer[];
  quantities: AddonQuantities;
  onChange: (addonId: string, quantity: number) => void;
};

/**
 * The extras a camper adds with the site (firewood, a 50-amp upgrade…), each with its price and the same −/+
 * steppers as the guest picker and the cart's add-ons dialog; they go into the cart with the site.
 */
export function SiteAddons({ addons, quantities, onChange }: SiteAddonsProps) {
  if (addons.length === 0) return null;
  return (
    <fieldset className={styles.addons}>
      <legend className={styles.addonsTitle}>Add-ons for this stay</legend>
      <p className={styles.addonsHint}>Optional extras, added to the cart with your site.</p>
      {addons.map((addon) => {
        const quantity = quantities[addon.id] ?? 0;
        return (
          <QuantityStepper
            key={addon.id}
            id={`site-addon-${addon.id}`}
            label={addon.name}
            hint={addon.description ? `${addonUnitText(addon)} · ${addon.description}` : addonUnitText(addon)}
            min={0}
            max={addon.maxQuantity}
            value={quantity}
            onChange={(value) => onChange(addon.id, value)}
            decreaseLabel={`One fewer: ${addon.name}`}
            increaseLabel={`One more: ${addon.name}`}
            countLabel={`${quantity} × ${addon.name}`}
          />
        );
      })}
    </fieldset>
  );
}
