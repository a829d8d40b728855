import { describe, expect, it } from "vitest";
import { DELETE, OPTIONS, PATCH, PUT } from "./route";

describe("the tRPC route (next dev)", () => {
  it("answers DELETE, OPTIONS, PUT and PATCH with 405 in tRPC's envelope and Allow, not Next's bare answers", async () => {
    const handlers = { DELETE, OPTIONS, PUT, PATCH };
    for (const [method, handle] of Object.entries(handlers)) {
      const response = await handle(
        new Request("http://localhost:3000/api/trpc/booking.authentication.logout", { method }),
      );
      expect(response.status).toBe(405);
      expect(response.headers.get("allow")).toBe("GET, HEAD, POST");
      const { error } = (await response.json()) as { error: { json: { data: { code: string } } } };
      expect(error.json.data.code).toBe("METHOD_NOT_SUPPORTED");
    }
  });
});
