import { screen } from "@testing-library/react";
import { act, type ComponentType } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToReadableStream } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { onDemand } from "#app/components/on-demand.tsx";
import { HydrationProvider, useHydrated } from "#app/utils/use-hydrated.tsx";
import { SendButton } from "#tests/unit/send-button.tsx";

describe("a part whose code downloads on demand", () => {
  it("holds nothing back while its code is on its way, then hydrates its prerendered HTML as it was and turns on", async () => {
    const words = { lead: "The enquiry form" };
    const Part = ({ words }: { words: { lead: string } }) => <p>{`${words.lead}, ${useHydrated() ? "live" : "as prerendered"}`}</p>;
    // The section around it turns on too, and draws it again with the same words.
    function Section({ Form }: { Form: ComponentType<{ words: { lead: string } }> }) {
      return (
        <section data-on={useHydrated()}>
          <Form words={words} />
        </section>
      );
    }
    const page = (Form: ComponentType<{ words: { lead: string } }>) => (
      <HydrationProvider>
        <SendButton />
        <Section Form={Form} />
      </HydrationProvider>
    );
    // Prerendered with its code at hand, as the build does; in the browser, its code never comes.
    const prerendered = await renderToReadableStream(page(onDemand(() => Promise.resolve({ default: Part }))));
    await prerendered.allReady;
    const container = document.createElement("div");
    container.innerHTML = await new Response(prerendered).text();
    document.body.append(container);
    const onRecoverableError = vi.fn();
    let arrive: (module: { default: typeof Part }) => void = () => {};
    const onItsWay = new Promise<{ default: typeof Part }>((resolve) => (arrive = resolve));
    await act(async () => {
      hydrateRoot(container, page(onDemand(() => onItsWay)), { onRecoverableError });
    });
    expect(screen.getByRole("button")).toHaveTextContent("Send");
    expect(container.querySelector("section")).toHaveAttribute("data-on", "true");
    expect(container).toHaveTextContent("The enquiry form, as prerendered");
    // Its code arrives: it hydrates as prerendered, HTML and all, and then turns on.
    const prerenderedPart = container.querySelector("p");
    await act(async () => arrive({ default: Part }));
    expect(container).toHaveTextContent("The enquiry form, live");
    expect(container.querySelector("p")).toBe(prerenderedPart);
    expect(onRecoverableError).not.toHaveBeenCalled();
    container.remove();
  });
});
