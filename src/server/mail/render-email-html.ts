import { Fragment, isValidElement, type ReactElement, type ReactNode } from "react";
import { escapeHtml } from "./outbox";

/**
 * Renders a React e-mail template to a static HTML document.
 *
 * Why not `react-dom/server` (or `@react-email/render`, which wraps it): the order e-mails are rendered inside the
 * tRPC route handler, which Next.js bundles under the `react-server` condition, as `tsx --conditions=react-server`
 * runs the scripts and benchmarks. There `react-dom/server` resolves to a module that only throws ("not supported
 * in React Server Components"), whether imported statically or dynamically. An e-mail needs none of what React DOM
 * adds (state, effects, Suspense, hydration markers), so this walks the element tree itself: components are plain
 * functions of their props (async allowed; no hooks or context), host elements become tags with inline styles.
 */
export async function renderEmailHtml(element: ReactElement): Promise<string> {
  return `<!DOCTYPE html>${await renderNode(element)}`;
}

const FORWARD_REF = Symbol.for("react.forward_ref");
const MEMO = Symbol.for("react.memo");

/** Elements with no closing tag. */
const VOID_ELEMENTS = new Set([
  "area",
  "base",
  "br",
  "col",
  "embed",
  "hr",
  "img",
  "input",
  "link",
  "meta",
  "source",
  "track",
  "wbr",
]);

/** React prop names whose HTML attribute is not simply the lower-cased name. */
const ATTRIBUTE_NAMES: Record<string, string> = {
  className: "class",
  htmlFor: "for",
  httpEquiv: "http-equiv",
  acceptCharset: "accept-charset",
};

/** CSS properties whose numbers have no unit (others get "px", as React DOM does). */
const UNITLESS_CSS = new Set([
  "fontWeight",
  "lineHeight",
  "opacity",
  "order",
  "orphans",
  "widows",
  "zIndex",
  "zoom",
]);

type ElementType = ReactElement["type"] | { $$typeof: symbol; render?: unknown; type?: unknown };

async function renderNode(node: ReactNode): Promise<string> {
  if (node === null || node === undefined || typeof node === "boolean") return "";
  if (typeof node === "string" || typeof node === "number" || typeof node === "bigint") {
    return escapeHtml(String(node));
  }
  if (node instanceof Promise) return renderNode(await node);
  if (typeof node === "object" && Symbol.iterator in node) {
    let html = "";
    for (const child of node) html += await renderNode(child);
    return html;
  }
  if (!isValidElement<Record<string, unknown>>(node)) {
    throw new TypeError(`Cannot render ${Object.prototype.toString.call(node)} in an e-mail`);
  }
  const props = node.props;
  const type = node.type as ElementType;
  if (type === Fragment) return renderNode(props.children as ReactNode);
  if (typeof type === "string") return renderHostElement(type, props);
  if (typeof type === "function") {
    if (type.prototype?.isReactComponent)
      throw new TypeError("E-mail templates use function components only");
    return renderNode((type as (props: unknown) => ReactNode)(props));
  }
  if (typeof type === "object" && type !== null && "$$typeof" in type) {
    if (type.$$typeof === FORWARD_REF) {
      return renderNode((type.render as (props: unknown, ref: null) => ReactNode)(props, null));
    }
    if (type.$$typeof === MEMO) return renderNode({ ...node, type: type.type } as ReactElement);
  }
  throw new TypeError(`Cannot render an element of type ${String(type)} in an e-mail`);
}

async function renderHostElement(tag: string, props: Record<string, unknown>): Promise<string> {
  let attributes = "";
  for (const [name, value] of Object.entries(props)) {
    if (name === "children" || name === "key" || name === "ref") continue;
    if (value === null || value === undefined || value === false || typeof value === "function") continue;
    const attribute = ATTRIBUTE_NAMES[name] ?? (name.includes("-") ? name : name.toLowerCase());
    if (name === "style") {
      const css = styleAttribute(value as Record<string, string | number | null | undefined>);
      if (css) attributes += ` style="${escapeHtml(css)}"`;
    } else if (value === true && !name.includes("-")) {
      attributes += ` ${attribute}`;
    } else if (typeof value === "object") {
      throw new TypeError(`Cannot render the ${name} prop of <${tag}> in an e-mail`);
    } else {
      attributes += ` ${attribute}="${escapeHtml(String(value))}"`;
    }
  }
  if (VOID_ELEMENTS.has(tag)) return `<${tag}${attributes}>`;
  return `<${tag}${attributes}>${await renderNode(props.children as ReactNode)}</${tag}>`;
}

/** `{ fontSize: 14, lineHeight: 1.5 }` → "font-size:14px;line-height:1.5". */
function styleAttribute(style: Record<string, string | number | null | undefined>): string {
  const declarations: string[] = [];
  for (const [property, value] of Object.entries(style)) {
    if (value === null || value === undefined || value === "") continue;
    // "WebkitTextSizeAdjust" → "-webkit-text-size-adjust"; "msTextSizeAdjust" → "-ms-text-size-adjust".
    const name = property.startsWith("--")
      ? property
      : property.replace(/^ms(?=[A-Z])/, "-ms").replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
    const text =
      typeof value === "number" && value !== 0 && !UNITLESS_CSS.has(property) ? `${value}px` : String(value);
    declarations.push(`${name}:${text}`);
  }
  return declarations.join(";");
}
