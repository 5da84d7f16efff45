import { describe, expect, it } from "vitest";
import * as en from "#app/paraglide-order/messages/en.js";
import * as gu from "#app/paraglide-order/messages/gu.js";
import { orderMessage, type OrderSummary } from "#app/order/order-message.ts";

const order: OrderSummary = {
  business: "The Tailor's Studio",
  designs: [
    { title: "Ajrakh blue kediyu", collection: "Kediya's", price: "₹3,500 to ₹5,600", url: "https://tailor.example/kediya/photo/1" },
    { title: "Madder red chorni", collection: "Chorni's", price: "From ₹2,500", url: "https://tailor.example/chorni/photo/2" },
  ],
  person: "Riya",
  occasion: "Navratri",
  date: "14 January 2027",
  budget: "₹6,000",
  fabric: "cotton",
  colour: "",
  way: "here",
  unit: "in",
  measures: [
    { label: "Chest", value: "36" },
    { label: "Waist", value: "30.5" },
  ],
  notes: "  A longer sleeve ",
  name: "Asha",
  answer: "whatsapp",
  phone: "+91 90000 00000",
};

describe("the order as the shop receives it", () => {
  it("lays the order out for a phone: each design with its price and link, then who, when, budget, wishes, each measure with its unit, notes and the answer", () => {
    expect(orderMessage(order, en)).toBe(
      [
        "Hello The Tailor's Studio, I would like to order, made to measure:",
        "",
        "*Designs*",
        "1. Ajrakh blue kediyu (Kediya's) · ₹3,500 to ₹5,600",
        "https://tailor.example/kediya/photo/1",
        "2. Madder red chorni (Chorni's) · From ₹2,500",
        "https://tailor.example/chorni/photo/2",
        "",
        "*For:* Riya",
        "*Occasion:* Navratri",
        "*Needed by:* 14 January 2027",
        "*Budget:* ₹6,000",
        "*Fabric:* cotton",
        "",
        "*Measurements (in)*",
        "Chest: 36 in",
        "Waist: 30.5 in",
        "",
        "*Notes*",
        "A longer sleeve",
        "",
        "Please answer on WhatsApp: +91 90000 00000",
        "From Asha",
      ].join("\n"),
    );
  });

  it("says how the measurements come where they are not typed, and how to answer by e-mail", () => {
    const text = orderMessage({ ...order, way: "shop", answer: "email", email: "asha@example.com" }, en);
    expect(text).toContain("\n\nI will be measured at the shop\n\n");
    expect(text).not.toContain("Chest");
    expect(text).toContain("Please answer by e-mail: asha@example.com");
    expect(orderMessage({ ...order, way: "garment" }, en)).toContain("I will send a garment that fits");
  });

  it("states no way of measuring she did not choose, and names the reference of an order sent by e-mail", () => {
    const text = orderMessage({ ...order, way: undefined }, en);
    expect(text).not.toMatch(/measured at the shop|garment that fits|Chest/);
    expect(orderMessage({ ...order, reference: "K7QM-42XR" }, en)).toMatch(/^Hello The Tailor's Studio, .*\n\*Order reference:\* K7QM-42XR\n/);
  });

  it("begins an order of a design alone, as a page without its script offers it: the greeting and the design, nothing she did not say", () => {
    const begun: OrderSummary = {
      business: order.business,
      designs: order.designs.slice(0, 1),
      person: "",
      unit: "",
      measures: [],
      name: "",
      answer: "whatsapp",
    };
    expect(orderMessage(begun, en)).toBe(
      [
        "Hello The Tailor's Studio, I would like to order, made to measure:",
        "",
        "*Designs*",
        "1. Ajrakh blue kediyu (Kediya's) · ₹3,500 to ₹5,600",
        "https://tailor.example/kediya/photo/1",
      ].join("\n"),
    );
  });

  it("carries no direction control she typed, which would turn the site's words after it around", () => {
    const text = orderMessage({ ...order, name: "\u202eAsha", person: "Riya \u2067(mum)", notes: "\u202eA longer sleeve", phone: "\u202d+91 90000 00000" }, gu);
    expect(text).not.toMatch(/[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/);
    expect(text).toMatch(/\nAsha તરફથી$/);
    expect(text).toContain("*કોના માટે:* Riya (mum)");
  });

  it("is written in the visitor's language", () => {
    const text = orderMessage({ ...order, unit: "ઇંચ", measures: [{ label: "છાતી", value: "36" }] }, gu);
    expect(text).toMatch(/^નમસ્તે The Tailor's Studio, /);
    expect(text).toContain("*માપ (ઇંચ)*\nછાતી: 36 ઇંચ");
    expect(text).toContain("*કોના માટે:* Riya");
  });
});
