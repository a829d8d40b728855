import Link from "next/link";
import type { ComponentPropsWithoutRef, ReactNode } from "react";
import type { MenuLink } from "@/features/content/server";

type Props = Omit<ComponentPropsWithoutRef<"a">, "href" | "target" | "rel"> & {
  link: Pick<MenuLink, "url" | "openNewTab" | "offBookingSite">;
  children: ReactNode;
};

/**
 * One menu link as staff set it (spec §3): `offBookingSite` is a plain <a> (a full page load, never a client
 * navigation), `openNewTab` opens a new tab with rel=noopener and says so to screen readers after the visible
 * text, so the accessible name still starts with what is shown.
 */
export function MenuLinkAnchor({ link, children, ...rest }: Props) {
  const newTab = link.openNewTab
    ? ({ target: "_blank", rel: "noopener noreferrer" } as const)
    : ({} as Record<string, never>);
  const content = (
    <>
      {children}
      {link.openNewTab && <span className="visually-hidden"> (opens in a new tab)</span>}
    </>
  );
  if (link.offBookingSite) {
    return (
      <a href={link.url} {...newTab} {...rest}>
        {content}
      </a>
    );
  }
  return (
    <Link href={link.url} {...newTab} {...rest}>
      {content}
    </Link>
  );
}
