import { expect, test } from "@playwright/test";
import { openHydrated } from "#tests/e2e/site.ts";

// Besides unknown ones: the catalogue's addresses in forms it does not write, and where the not-found page itself was rendered.
for (const path of ["/chaniya", "/no-such-page", "/kediya/photo/99", "/kediya/page/1", "/kediya/page", "/kediya/2", "/404/not/found"]) {
  test(`${path} answers 404 with the not-found page, the navigation bar and a way home`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Not Found");
    await expect(page.getByText("404", { exact: true })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
    await expect(page).toHaveTitle(/Page not found/);
    // The page was rendered once for every unknown address: its links must not depend on it.
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About" })).toHaveAttribute("href", "/#about");

    await page.getByRole("link", { name: "Go to the home page" }).click();
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("The Tailor's Studio");
  });
}

test("the Chaniya tile leads to the not-found page, as the spec has it", async ({ page }) => {
  await openHydrated(page, "/");
  await page.locator("#collections").getByRole("link", { name: "Chaniya" }).click();
  await expect(page).toHaveURL("/chaniya");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Not Found");
});

test("the not-found page hydrates without errors", async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
  page.on("pageerror", (error) => errors.push(error.message));
  await openHydrated(page, "/chaniya");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Not Found");
  // The 404 document itself is reported as a failed load; nothing else may fail.
  expect(errors.filter((e) => !/status of 404/.test(e))).toEqual([]);
});

for (const [path, heading] of [
  ["/gu/kediya/page/1", "પાનું મળ્યું નથી"],
  ["/hi/kediya/2", "पेज नहीं मिला"],
  ["/gu/kediya/photo/abc", "પાનું મળ્યું નથી"],
]) {
  test(`${path} answers 404 with the not-found page in its language, after its script has run too`, async ({ page }) => {
    expect((await page.request.get(path)).status()).toBe(404);
    await openHydrated(page, path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
  });
}
