import { Fragment, forwardRef, createElement as h, memo, type ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { renderEmailHtml } from "./render-email-html";

const Plain = ({ children }: { children?: ReactNode }) => h("b", null, children);
const Async = async ({ name }: { name: string }) => h("i", null, name);
const Forwarded = forwardRef<HTMLElement, { label: string }>(({ label }, _ref) => h("u", null, label));
const Memoized = memo(({ n }: { n: number }) => h("s", null, n));

describe("renderEmailHtml", () => {
  it("starts the document with the HTML doctype and closes every element but the void ones", async () => {
    const html = await renderEmailHtml(
      h(
        "html",
        null,
        h("body", null, h("p", null, "one", h("br"), "two"), h("img", { src: "a.png", alt: "" })),
      ),
    );
    expect(html).toBe('<!DOCTYPE html><html><body><p>one<br>two</p><img src="a.png" alt=""></body></html>');
  });

  it("escapes text and attribute values", async () => {
    const html = await renderEmailHtml(h("a", { href: '/?a=1&b="2"', title: "<x>" }, `<Ann & "Bo">`));
    expect(html).toBe(
      '<!DOCTYPE html><a href="/?a=1&amp;b=&quot;2&quot;" title="&lt;x&gt;">&lt;Ann &amp; &quot;Bo&quot;&gt;</a>',
    );
  });

  it("writes style objects as inline CSS, adding px to numbers that need a unit", async () => {
    const html = await renderEmailHtml(
      h("td", {
        style: {
          fontSize: 14,
          lineHeight: 1.5,
          padding: 0,
          fontWeight: 700,
          WebkitTextSizeAdjust: "100%",
          color: undefined,
        },
      }),
    );
    expect(html).toBe(
      '<!DOCTYPE html><td style="font-size:14px;line-height:1.5;padding:0;font-weight:700;-webkit-text-size-adjust:100%"></td>',
    );
  });

  it("names attributes as HTML does", async () => {
    const html = await renderEmailHtml(
      h("table", { className: "x", cellPadding: 0, "aria-hidden": true, "data-kind": "layout" }),
    );
    expect(html).toBe(
      '<!DOCTYPE html><table class="x" cellpadding="0" aria-hidden="true" data-kind="layout"></table>',
    );
  });

  it("renders function, async, forwardRef and memo components, fragments and lists", async () => {
    const html = await renderEmailHtml(
      h(
        "p",
        null,
        h(Plain, null, "a"),
        h(Async, { name: "b" }),
        h(Forwarded, { label: "c" }),
        h(Memoized, { n: 4 }),
        h(
          Fragment,
          null,
          "e",
          ["f", "g"].map((letter) => h("em", { key: letter }, letter)),
        ),
      ),
    );
    expect(html).toBe("<!DOCTYPE html><p><b>a</b><i>b</i><u>c</u><s>4</s>e<em>f</em><em>g</em></p>");
  });

  it("leaves out empty and event-handler props and writes true as a bare attribute", async () => {
    const html = await renderEmailHtml(
      h("input", { type: "checkbox", checked: true, disabled: false, title: null, onClick: () => undefined }),
    );
    expect(html).toBe('<!DOCTYPE html><input type="checkbox" checked>');
  });

  it("refuses raw HTML rather than dropping it silently", async () => {
    await expect(
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the renderer must refuse it, which this proves
      renderEmailHtml(h("div", { dangerouslySetInnerHTML: { __html: "<script>" } })),
    ).rejects.toThrow(/dangerouslySetInnerHTML prop of <div>/);
  });
});
