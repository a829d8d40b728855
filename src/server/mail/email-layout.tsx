import type { CSSProperties, ReactNode } from "react";

/** The site's forest palette; every text colour keeps at least 4.5:1 contrast on the background it sits on. */
export const EMAIL_COLORS = {
  page: "#f4f1ea",
  card: "#ffffff",
  text: "#1f2933",
  muted: "#52606d",
  brand: "#2f5d46",
  onBrand: "#ffffff",
  tint: "#eef5f0",
  rule: "#d9d4c7",
} as const;

const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";
const SERIF = "'Iowan Old Style', 'Palatino Linotype', Palatino, Georgia, serif";

export const emailStyles = {
  heading: {
    margin: "0 0 12px",
    fontFamily: SERIF,
    fontSize: 24,
    lineHeight: 1.25,
    color: EMAIL_COLORS.text,
  },
  subheading: {
    margin: "0 0 4px",
    fontFamily: SERIF,
    fontSize: 20,
    lineHeight: 1.3,
    color: EMAIL_COLORS.text,
  },
  text: { margin: "0 0 12px", fontSize: 16, lineHeight: 1.5, color: EMAIL_COLORS.text },
  muted: { margin: "0 0 8px", fontSize: 14, lineHeight: 1.5, color: EMAIL_COLORS.muted },
  link: { color: EMAIL_COLORS.brand, textDecoration: "underline" },
  rule: { border: "none", borderTop: `1px solid ${EMAIL_COLORS.rule}`, margin: "24px 0" },
} satisfies Record<string, CSSProperties>;

/** Layout tables: e-mail clients (Outlook above all) lay out tables, not CSS boxes. */
function LayoutTable({ style, children }: { style?: CSSProperties; children: ReactNode }) {
  return (
    <table role="presentation" width="100%" cellPadding={0} cellSpacing={0} border={0} style={style}>
      <tbody>{children}</tbody>
    </table>
  );
}

/** The document every Lantern e-mail shares: a 600 px card on a tinted page, header band and footer. */
export function EmailDocument({
  title,
  preview,
  children,
}: {
  title: string;
  preview: string;
  children: ReactNode;
}) {
  return (
    <html lang="en" dir="ltr">
      {/* biome-ignore lint/style/noHeadElement: an e-mail document, never a Next.js page */}
      <head>
        <meta httpEquiv="Content-Type" content="text/html; charset=UTF-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="x-apple-disable-message-reformatting" />
        <title>{title}</title>
      </head>
      <body style={{ margin: 0, padding: 0, backgroundColor: EMAIL_COLORS.page }}>
        {/* The preview line inboxes show next to the subject; hidden in the message itself. */}
        <div style={{ display: "none", maxHeight: 0, overflow: "hidden", opacity: 0 }}>{preview}</div>
        <LayoutTable style={{ backgroundColor: EMAIL_COLORS.page }}>
          <tr>
            <td align="center" style={{ padding: "24px 12px" }}>
              <LayoutTable style={{ maxWidth: 600, backgroundColor: EMAIL_COLORS.card, fontFamily: FONT }}>
                <tr>
                  <td
                    style={{
                      padding: "20px 32px",
                      backgroundColor: EMAIL_COLORS.brand,
                      color: EMAIL_COLORS.onBrand,
                      fontFamily: SERIF,
                      fontSize: 22,
                      fontWeight: 700,
                    }}
                  >
                    Lantern
                  </td>
                </tr>
                <tr>
                  <td style={{ padding: "28px 32px", fontFamily: FONT, color: EMAIL_COLORS.text }}>
                    {children}
                  </td>
                </tr>
                <tr>
                  <td
                    style={{
                      padding: "16px 32px 24px",
                      borderTop: `1px solid ${EMAIL_COLORS.rule}`,
                      fontFamily: FONT,
                      fontSize: 13,
                      lineHeight: 1.5,
                      color: EMAIL_COLORS.muted,
                    }}
                  >
                    Powered by Lantern. Reply to this e-mail to reach the park.
                  </td>
                </tr>
              </LayoutTable>
            </td>
          </tr>
        </LayoutTable>
      </body>
    </html>
  );
}

/** A link drawn as a button: a coloured table cell, so it keeps its padding in Outlook too. */
export function EmailButton({ href, children }: { href: string; children: ReactNode }) {
  return (
    <table role="presentation" cellPadding={0} cellSpacing={0} border={0} style={{ margin: "8px 0 16px" }}>
      <tbody>
        <tr>
          <td style={{ backgroundColor: EMAIL_COLORS.brand, borderRadius: 6 }}>
            <a
              href={href}
              style={{
                display: "inline-block",
                padding: "12px 20px",
                color: EMAIL_COLORS.onBrand,
                fontSize: 16,
                fontWeight: 600,
                textDecoration: "none",
              }}
            >
              {children}
            </a>
          </td>
        </tr>
      </tbody>
    </table>
  );
}

export type AmountRow = { label: string; amount: string; strong?: boolean };

/** Label on the left, amount on the right: a stay's charges, a park's or the order's totals. */
export function AmountTable({ rows }: { rows: AmountRow[] }) {
  return (
    <LayoutTable style={{ margin: "4px 0 12px" }}>
      {rows.map((row) => {
        const cell: CSSProperties = {
          padding: "3px 0",
          fontSize: row.strong ? 16 : 14,
          fontWeight: row.strong ? 700 : 400,
          color: EMAIL_COLORS.text,
          borderTop: row.strong ? `1px solid ${EMAIL_COLORS.rule}` : undefined,
        };
        return (
          <tr key={row.label}>
            <td style={cell}>{row.label}</td>
            <td align="right" style={{ ...cell, whiteSpace: "nowrap", paddingLeft: 16 }}>
              {row.amount}
            </td>
          </tr>
        );
      })}
    </LayoutTable>
  );
}
