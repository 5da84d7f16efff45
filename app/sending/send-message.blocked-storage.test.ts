import { describe, expect, it } from "vitest";
import { blockStorage } from "#tests/fixtures/storage.ts";
import { loadEmailJs } from "#app/sending/send-message.ts";

describe("loadEmailJs where the browser blocks site storage", () => {
  it("still loads the real SDK, which reads localStorage as it loads", async () => {
    const unblock = blockStorage();
    try {
      const { send } = await loadEmailJs();
      expect(send).toBeTypeOf("function");
    } finally {
      unblock();
    }
  });
});
