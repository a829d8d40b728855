import type { Page } from "@playwright/test";

/** WCAG 2.5.5's size, which the spec asks of every tap target on a phone. */
export const MIN_TAP_TARGET_PX = 44;

/** One control the page shows smaller than a finger: what it is, where it sits in the page, and its box. */
export type SmallTapTarget = {
  path: string;
  /** `button "Close dialog" .mantine-Modal-close`: tag, accessible-ish name and classes, to find it in the code. */
  element: string;
  width: number;
  height: number;
};

/**
 * The visible controls (links, buttons, fields, `[role=button]`, anything with a `tabindex`) whose tap target is
 * under 44 × 44 px. A checkbox's or radio button's target includes its labels (tapping the label ticks it); a link
 * inside running text is exempt (WCAG 2.5.5's inline exception). Hidden controls (no box, `visibility: hidden`,
 * transparent, inert or `aria-hidden`) are not targets.
 */
export async function smallTapTargets(page: Page, minimum = MIN_TAP_TARGET_PX): Promise<SmallTapTarget[]> {
  return page.evaluate((min) => {
    const INTERACTIVE = "a[href], button, input, select, textarea, [role=button], [tabindex]";
    const INLINE_DISPLAYS = new Set(["inline", "contents"]);
    const normalize = (text: string | null) => (text ?? "").replace(/\s+/g, " ").trim();

    const hidden = (element: Element) => {
      if (element.closest("[inert], [aria-hidden='true']")) return true;
      if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return true;
      const box = element.getBoundingClientRect();
      return box.width === 0 || box.height === 0;
    };

    /** A link (or a button drawn as one) in a sentence: shown inline, and its block holds words besides its own. */
    const inlineInText = (element: Element) => {
      if (!element.matches("a, button") || getComputedStyle(element).display !== "inline") return false;
      let block = element.parentElement;
      while (block && INLINE_DISPLAYS.has(getComputedStyle(block).display)) block = block.parentElement;
      if (!block) return false;
      // The words around it, not counting other controls' own (a list of links is no sentence).
      const words = block.cloneNode(true) as Element;
      for (const control of words.querySelectorAll("a, button, input, select, textarea")) control.remove();
      return /[\p{L}\p{N}]{2,}/u.test(normalize(words.textContent));
    };

    /** A link stretched over its card by an absolutely placed `::before`/`::after` (inset 0): the card's box. */
    const stretchedOver = (element: Element) => {
      for (const pseudo of ["::before", "::after"]) {
        const style = getComputedStyle(element, pseudo);
        const insetZero = [style.top, style.right, style.bottom, style.left].every((side) => side === "0px");
        if (style.content !== "none" && style.position === "absolute" && insetZero) {
          return element instanceof HTMLElement ? element.offsetParent : null;
        }
      }
      return null;
    };

    /** The box a finger can hit: the control's own, widened by its labels for a checkbox or radio button. */
    const targetBox = (element: Element) => {
      const boxes = hidden(element) ? [] : [element.getBoundingClientRect()];
      const card = stretchedOver(element);
      if (card) boxes.push(card.getBoundingClientRect());
      if (element instanceof HTMLInputElement && (element.type === "checkbox" || element.type === "radio")) {
        for (const label of element.labels ?? []) {
          if (!hidden(label)) boxes.push(label.getBoundingClientRect());
        }
      }
      const left = Math.min(...boxes.map((box) => box.left));
      const right = Math.max(...boxes.map((box) => box.right));
      const top = Math.min(...boxes.map((box) => box.top));
      const bottom = Math.max(...boxes.map((box) => box.bottom));
      return { width: right - left, height: bottom - top };
    };

    const nameOf = (element: Element) => {
      const name =
        element.getAttribute("aria-label") ??
        (element instanceof HTMLInputElement && element.labels?.[0]
          ? normalize(element.labels[0].textContent)
          : normalize(element.textContent));
      const type = element instanceof HTMLInputElement ? `[type=${element.type}]` : "";
      const role = element.getAttribute("role") ? `[role=${element.getAttribute("role")}]` : "";
      const classes = [...element.classList]
        .slice(0, 3)
        .map((name) => `.${name}`)
        .join("");
      return `${element.tagName.toLowerCase()}${type}${role} "${name.slice(0, 50)}" ${classes}`.trim();
    };

    /** A checkbox or radio button drawn by its label alone (a chip, a segmented control): the labels are the target. */
    const drawnByLabels = (element: Element) =>
      element instanceof HTMLInputElement &&
      (element.type === "checkbox" || element.type === "radio") &&
      [...(element.labels ?? [])].some((label) => !hidden(label));

    const small: { path: string; element: string; width: number; height: number }[] = [];
    for (const element of document.querySelectorAll(INTERACTIVE)) {
      // The page's main region takes focus for the skip link (tabindex -1); it is no control.
      if (element.getAttribute("tabindex") === "-1" && !element.matches("a, button, input, [role]")) continue;
      if (inlineInText(element)) continue;
      if (hidden(element) && !drawnByLabels(element)) continue;
      const { width, height } = targetBox(element);
      // Half a pixel for sub-pixel layout (2.75rem can come out at 43.99 px).
      if (width + 0.5 >= min && height + 0.5 >= min) continue;
      small.push({
        path: window.location.pathname,
        element: nameOf(element),
        width: Math.round(width),
        height: Math.round(height),
      });
    }
    return small;
  }, minimum);
}
