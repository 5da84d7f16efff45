import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { m } from "../paraglide/messages.js";
import { hidden, MessageParts } from "./message-parts";

const html = (node: React.ReactNode) => renderToStaticMarkup(<>{node}</>);

describe("MessageParts", () => {
  it("draws a message's tags where each language puts them", () => {
    expect(html(<MessageParts parts={m.catalogue_show_more.parts({}, { locale: "en" })} markup={{ hidden }} />)).toBe(
      'Show more<span class="visually-hidden"> designs</span>',
    );
    expect(html(<MessageParts parts={m.catalogue_show_more.parts({}, { locale: "gu" })} markup={{ hidden }} />)).toBe(
      'વધુ<span class="visually-hidden"> ડિઝાઇન</span> બતાવો',
    );
  });

  it("puts an element in place of a tag without words, and gives a tag it cannot draw its words alone", () => {
    const phone = () => <a href="tel:+919876543210">+91 98765 43210</a>;
    expect(html(<MessageParts parts={m.form_other_call.parts({}, { locale: "hi" })} markup={{ phone }} />)).toBe(
      'या फ़ोन करें: <a href="tel:+919876543210">+91 98765 43210</a>',
    );
    expect(html(<MessageParts parts={m.shortlist_remove.parts({ title: "Koti" }, { locale: "en" })} />)).toBe("Remove Koti");
  });
});
