import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["app/**/*.test.{ts,tsx}", "scripts/**/*.test.ts", "server/**/*.test.ts", "pipeline/**/*.test.ts", "deploy/**/*.test.ts"],
    environment: "jsdom",
    setupFiles: ["./tests/setup-unit.ts"],
  },
});
