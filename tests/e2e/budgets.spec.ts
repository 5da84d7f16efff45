import { expect, test } from "@playwright/test";
import { firstLoad } from "../../scripts/first-load.ts";

// First-load bytes in gzip, just above today's figures: growing past them is a decision, not an accident.
const budgets = {
  "/": { js: 122_700, css: 4_300 },
  "/kediya": { js: 122_700, css: 3_400 },
};

for (const [path, budget] of Object.entries(budgets)) {
  test(`${path} loads at most ${budget.js} B of JavaScript and ${budget.css} B of CSS before any interaction`, () => {
    const measured = firstLoad(path);
    expect(measured.js).toBeLessThanOrEqual(budget.js);
    expect(measured.css).toBeLessThanOrEqual(budget.css);
  });
}

