import { describe, expect, it } from "vitest";
import nextConfig from "../../../next.config";
import { PHOTO_DEVICE_WIDTHS, PHOTO_QUALITY, variantWidths } from "./photo-widths";

describe("the widths an uploaded photo is stored at", () => {
  it("are the device widths Next.js is configured with, at its one quality", () => {
    expect([...PHOTO_DEVICE_WIDTHS]).toEqual(nextConfig.images?.deviceSizes);
    expect(nextConfig.images?.qualities).toEqual([PHOTO_QUALITY]);
  });

  it("keeps every device width up to the photo's own width", () => {
    expect(variantWidths(1300)).toEqual([640, 750, 828, 1080, 1200]);
    expect(variantWidths(1200)).toEqual([640, 750, 828, 1080, 1200]);
    expect(variantWidths(640)).toEqual([640]);
  });

  it("stores a photo wider than every device width at all of them", () => {
    expect(variantWidths(6000)).toEqual([640, 750, 828, 1080, 1200, 1920, 2048, 3840]);
  });

  it("stores a photo narrower than the smallest device width once, at its own width, never enlarged", () => {
    expect(variantWidths(639)).toEqual([639]);
    expect(variantWidths(120)).toEqual([120]);
  });
});
