import { describe, expect, it } from "vitest";
import { EMAIL_COLORS } from "./email-layout";

/** WCAG 2 relative luminance of "#rrggbb". */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((start) => {
    const channel = Number.parseInt(hex.slice(start, start + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(foreground: string, background: string): number {
  const [light, dark] = [luminance(foreground), luminance(background)].sort((a, b) => b - a) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

describe("the e-mail palette", () => {
  it.each([
    ["body text on the card", EMAIL_COLORS.text, EMAIL_COLORS.card],
    ["secondary text on the card", EMAIL_COLORS.muted, EMAIL_COLORS.card],
    ["links on the card", EMAIL_COLORS.brand, EMAIL_COLORS.card],
    ["button and header text", EMAIL_COLORS.onBrand, EMAIL_COLORS.brand],
    ["the confirmation code on its tint", EMAIL_COLORS.brand, EMAIL_COLORS.tint],
    ["secondary text on the tint", EMAIL_COLORS.muted, EMAIL_COLORS.tint],
  ])("keeps %s at WCAG AA contrast (4.5:1) or better", (_name, foreground, background) => {
    expect(contrast(foreground, background)).toBeGreaterThanOrEqual(4.5);
  });
});
