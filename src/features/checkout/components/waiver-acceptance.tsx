"use client";

import { Checkbox } from "@mantine/core";
import { Fragment } from "react";
import { contentPagePath } from "@/features/content/client";
import type { FieldErrors } from "../checkout-form";

export type WaiverLink = { key: string; title: string };

/** Opens beside the checkout, so reading a waiver does not lose what was typed. */
function WaiverAnchor({ href, children }: { href: string; children: string }) {
  return (
    <a href={href} target="_blank" rel="noopener">
      {children}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}

/** "A", "A and B", "A, B and C" */
function listed(items: readonly WaiverLink[]) {
  return items.map((waiver, index) => (
    <Fragment key={waiver.key}>
      {index > 0 && (index === items.length - 1 ? " and " : ", ")}
      <WaiverAnchor href={contentPagePath(waiver.key)}>{waiver.title}</WaiverAnchor>
    </Fragment>
  ));
}

/** Step 3 (only when the cart needs a waiver): one required tick accepting the waivers the cart needs, each linked. */
export function WaiverAcceptance({
  waivers,
  checked,
  onChange,
  errors,
}: {
  waivers: WaiverLink[];
  checked: boolean;
  onChange: (checked: boolean) => void;
  errors: FieldErrors;
}) {
  return (
    <Checkbox
      name="acceptedWaivers"
      checked={checked}
      onChange={(event) => onChange(event.currentTarget.checked)}
      error={errors.acceptedWaivers}
      required
      label={<>I have read and accept the {listed(waivers)}, for every person in my party.</>}
    />
  );
}
