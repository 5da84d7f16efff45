import { renderToStaticMarkup } from "react-dom/server";
import { icons } from "#app/components/icon-set.tsx";

/** One icon as a <symbol>: the <svg>'s drawing and the attributes its drawing inherits. */
function symbol(name: string, svg: string): string {
  const [, attributes, drawing] = /^<svg([^>]*)>([\s\S]*)<\/svg>$/.exec(svg) ?? [];
  if (drawing === undefined) throw new Error(`the ${name} icon did not render as one <svg>`);
  const kept = [...attributes.matchAll(/\s(viewBox|fill|stroke|stroke-width|stroke-linecap|stroke-linejoin)="([^"]*)"/g)].map(([whole]) => whole);
  return `<symbol id="${name}"${kept.join("")}>${drawing}</symbol>`;
}

// /icons.svg: every icon once, in one file the browser caches, instead of inline in every page.
export function loader() {
  const symbols = Object.entries(icons).map(([name, Icon]) => symbol(name, renderToStaticMarkup(<Icon />)));
  return new Response(`<svg xmlns="http://www.w3.org/2000/svg">${symbols.join("")}</svg>\n`, {
    headers: { "Content-Type": "image/svg+xml" },
  });
}
