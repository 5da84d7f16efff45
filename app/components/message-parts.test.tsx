import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { m } from "#app/paraglide/messages.js";
import { hidden, MessageParts } from "#app/components/message-parts.tsx";

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
    const email = () => <a href="mailto:shop@example.com">shop@example.com</a>;
    expect(html(<MessageParts parts={m.form_still_loading.parts({}, { locale: "hi" })} markup={{ email }} />)).toBe(
      'फ़ॉर्म अभी लोड हो रहा है: आपने जो लिखा है, वह यहाँ सुरक्षित है। थोड़ी देर में “संदेश भेजें” फिर से दबाएँ, या हमें <a href="mailto:shop@example.com">shop@example.com</a> पर लिखें।',
    );
    expect(html(<MessageParts parts={m.shortlist_remove.parts({ title: "Koti" }, { locale: "en" })} />)).toBe("Remove Koti");
  });
});
