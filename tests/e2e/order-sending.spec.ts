import { expect, test, type Page } from "@playwright/test";
import { axeViolations, openHydrated } from "./site";

// These run against the build made with test EmailJS settings (see playwright.config.ts).
const API = "https://api.emailjs.com/api/v1.0/email/send";
const form = (page: Page) => page.locator("form.order-form");
const status = (page: Page) => form(page).locator(".order-form__result [role='status']");

async function fillIn(page: Page) {
  await form(page).getByLabel("Name of the person it is for").fill("Riya");
  await form(page).getByLabel("Chest (cm)", { exact: true }).fill("86.5");
  await form(page).getByLabel("Anything else (optional)").fill("બે સરખાં, please");
  await form(page).getByLabel("Your name").fill("Asha");
  await form(page).getByRole("radio", { name: "By e-mail" }).check();
  await form(page).getByLabel("Your e-mail address").fill("asha@example.com");
}

async function expectKept(page: Page) {
  await expect(form(page).getByLabel("Name of the person it is for")).toHaveValue("Riya");
  await expect(form(page).getByLabel("Chest (cm)", { exact: true })).toHaveValue("86.5");
  await expect(form(page).getByLabel("Anything else (optional)")).toHaveValue("બે સરખાં, please");
  await expect(form(page).getByLabel("Your e-mail address")).toHaveValue("asha@example.com");
}

test("a failed e-mail send keeps everything and says so; a reload keeps it too, and a second try sends it once", async ({ page }) => {
  const bodies: Record<string, unknown>[] = [];
  let fail = true;
  await page.route(API, (route) => {
    bodies.push(route.request().postDataJSON() as Record<string, unknown>);
    return fail ? route.fulfill({ status: 500, body: "The service is down" }) : route.fulfill({ status: 200, body: "OK" });
  });
  await openHydrated(page, "/order?design=kediya-2");
  await fillIn(page);
  await form(page).getByRole("button", { name: "Send by e-mail" }).click();
  await expect(status(page)).toHaveText("Sorry, the order could not be sent by e-mail. It is still in the form: try again, or send it on WhatsApp.");
  await expectKept(page);
  expect(await axeViolations(page, "main")).toEqual([]);

  await page.reload();
  await expectKept(page);
  await expect(form(page).getByRole("region", { name: "The designs" }).getByRole("listitem")).toHaveCount(1);

  fail = false;
  // Pressed twice in a row, it sends once: the button waits for the answer.
  const send = form(page).getByRole("button", { name: "Send by e-mail" });
  await send.dblclick();
  await expect(status(page)).toHaveText("Thank you! Your order has reached the shop, and it will answer soon.");
  expect(bodies).toHaveLength(2);
  const params = bodies[1].template_params as Record<string, string>;
  expect(params).toMatchObject({ name: "Asha", email: "asha@example.com", language: "English (en)" });
  expect(params.message).toContain("https://tailor.example/kediya/photo/2");
  expect(params.message).toContain("Chest: 86.5 cm");
  expect(params.message).toContain("Please answer by e-mail: asha@example.com");
  // The order is done: the form is empty but for her own details, and so is the phone's copy.
  await expect(form(page).getByLabel("Name of the person it is for")).toHaveValue("");
  await expect(form(page).getByLabel("Your e-mail address")).toHaveValue("asha@example.com");
  await page.reload();
  await expect(form(page).getByLabel("Chest (cm)", { exact: true })).toHaveValue("");
});

test("it sends by e-mail where the browser blocks site storage, and asks for a number to answer on WhatsApp", async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, "localStorage", {
      get() {
        throw new DOMException("The operation is insecure.", "SecurityError");
      },
    });
  });
  const bodies: Record<string, unknown>[] = [];
  await page.route(API, (route) => {
    bodies.push(route.request().postDataJSON() as Record<string, unknown>);
    return route.fulfill({ status: 200, body: "OK" });
  });
  await openHydrated(page, "/gu/order?design=chorni-1");
  await expect(form(page).getByText("આ બ્રાઉઝર સાઇટને કંઈ રાખવા દેતું નથી")).toBeVisible();
  await form(page).getByLabel("જેના માટે છે તેમનું નામ").fill("હું");
  await form(page).getByLabel("કમર (સેમી)", { exact: true }).fill("72");
  await form(page).getByLabel("તમારું નામ").fill("આશા");
  await form(page).getByRole("button", { name: "ઈ-મેઇલથી મોકલો" }).click();
  // Answered on WhatsApp, an order by e-mail needs her number.
  await expect(form(page).getByLabel("તમારો વોટ્સએપ નંબર")).toBeFocused();
  expect(bodies).toHaveLength(0);
  await form(page).getByLabel("તમારો વોટ્સએપ નંબર").fill("+91 90000 11111");
  await form(page).getByRole("button", { name: "ઈ-મેઇલથી મોકલો" }).click();
  await expect(status(page)).toHaveText(/^આભાર!/);
  const params = bodies[0].template_params as Record<string, string>;
  expect(params.message).toContain("કમર: 72 સેમી");
  expect(params.message).toContain("કૃપા કરી વોટ્સએપ પર જવાબ આપો: +91 90000 11111");
  expect(params.language).toBe("ગુજરાતી (gu)");
});
