import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { IsolatedWords } from "#app/components/isolated-words.tsx";

describe("IsolatedWords", () => {
  it("puts the words inside the sentence in a <bdi> of their own, without direction controls", () => {
    const { container } = render(
      <p>
        <IsolatedWords sentence={(query) => `No design matches “${query}”.`} words={"\u202eabc\u202c\u2066"} />
      </p>,
    );
    expect(container.innerHTML).toBe("<p><span>No design matches “<bdi>abc</bdi>”.</span></p>");
  });

  it("follows the sentence's own order, the words in the middle or first", () => {
    const { container } = render(
      <p>
        <IsolatedWords sentence={(query) => `“${query}” સાથે મેળ ખાતી કોઈ ડિઝાઇન નથી.`} words="કેડિયું" />
      </p>,
    );
    expect(container.innerHTML).toBe("<p><span>“<bdi>કેડિયું</bdi>” સાથે મેળ ખાતી કોઈ ડિઝાઇન નથી.</span></p>");
  });
});
