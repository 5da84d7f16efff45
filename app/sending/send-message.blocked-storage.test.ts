import { describe, expect, it } from "vitest";
import { blockStorage } from "../../tests/fixtures/storage";
import { loadEmailJs } from "./send-message";

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
