// @vitest-environment node
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { siteSchema } from "#app/content/schema.ts";
import { placeholderWarnings } from "#pipeline/placeholders.ts";

const template = siteSchema.parse(JSON.parse(readFileSync("content/site.json", "utf8"))).contact;

describe("a build's warnings about the template's contact details", () => {
  it("name each placeholder the template ships with, and what to do", () => {
    const warnings = placeholderWarnings({
      ...template,
      email: "orders@example.com",
      facebook: "https://www.facebook.com/",
      twitter: "https://twitter.com/",
      youtube: "https://www.youtube.com",
    });
    expect(warnings.map((warning) => /^content\/site\.json: (contact\.\w+)/.exec(warning)?.[1])).toEqual([
      "contact.email",
      "contact.facebook",
      "contact.twitter",
      "contact.youtube",
    ]);
    expect(warnings[0]).toBe(
      'content/site.json: contact.email is "orders@example.com", an example address no one can write to: the site shows it as it is until it is replaced (in the editor: Shop details › Contact details and social links)',
    );
  });

  it("say nothing of the shop's own details", () => {
    expect(
      placeholderWarnings({
        ...template,
        email: "orders@tailorstudio.in",
        facebook: "https://www.facebook.com/tailorstudio",
        twitter: "https://twitter.com/tailorstudio",
        youtube: "https://www.youtube.com/@tailorstudio",
      }),
    ).toEqual([]);
  });
});
