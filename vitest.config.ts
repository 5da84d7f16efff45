import { defineConfig } from "vitest/config";
import { indicFonts } from "#pipeline/indic-fonts.ts";

export default defineConfig({
  // The layout imports the Gujarati and Devanagari faces' style sheet, which the build makes.
  plugins: [indicFonts()],
  test: {
    include: ["app/**/*.test.{ts,tsx}", "docs/**/*.test.ts", "scripts/**/*.test.ts", "server/**/*.test.ts", "pipeline/**/*.test.ts", "deploy/**/*.test.ts"],
    environment: "jsdom",
    setupFiles: ["./tests/setup-unit.ts"],
  },
});
