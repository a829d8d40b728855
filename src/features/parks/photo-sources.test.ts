import { describe, expect, it } from "vitest";
import { photoSources } from "./photo-sources";

const id = "7d1f0c52-4a7e-4f57-9d0b-3a6a52c1e001";

describe("an uploaded photo's sources", () => {
  it("lists every stored width in the srcset, narrowest first, and falls back to the widest up to 1920", () => {
    expect(photoSources(id, [3840, 640, 1920, 2048])).toEqual({
      url: `/media/photos/${id}/1920`,
      srcSet: [640, 1920, 2048, 3840].map((width) => `/media/photos/${id}/${width} ${width}w`).join(", "),
    });
  });

  it("falls back to the one variant of a small photo", () => {
    expect(photoSources(id, [480])).toEqual({
      url: `/media/photos/${id}/480`,
      srcSet: `/media/photos/${id}/480 480w`,
    });
  });
});
