import { describe, expect, it, vi } from "vitest";
import { afterResponse, afterResponseSettled } from "./after-response";
import { logger } from "./logger";

describe("afterResponse", () => {
  it("starts a function only after the asking code's own promises have settled, and settles with it", async () => {
    const steps: string[] = [];
    afterResponse(async () => {
      steps.push("e-mail written");
    }, "test");
    await Promise.resolve();
    await Promise.resolve();
    steps.push("answer sent");
    await afterResponseSettled();
    expect(steps).toEqual(["answer sent", "e-mail written"]);
  });

  it("logs a failure instead of throwing it", async () => {
    const errors = vi.spyOn(logger, "error").mockImplementation(() => undefined);
    afterResponse(async () => {
      throw new Error("SMTP is down");
    }, "test mail");
    await expect(afterResponseSettled()).resolves.toBeUndefined();
    expect(errors).toHaveBeenCalledWith(
      expect.objectContaining({ task: "test mail" }),
      "background task failed",
    );
    errors.mockRestore();
  });
});
