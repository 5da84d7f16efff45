import { SiFacebook, SiX, SiYoutube } from "@icons-pack/react-simple-icons";
import { Heart, Languages, Mail, MapPin, Menu, MessageCircle, Phone, Search, X } from "lucide-react";
import { renderToStaticMarkup } from "react-dom/server";

/** Every icon a page shows, by the name `<Icon>` uses. */
export const icons = {
  menu: Menu,
  close: X,
  mail: Mail,
  "map-pin": MapPin,
  "message-circle": MessageCircle,
  phone: Phone,
  facebook: SiFacebook,
  x: SiX,
  youtube: SiYoutube,
  // The shortlist's toggle: an outline to add, filled once added.
  heart: Heart,
  "heart-filled": () => <Heart fill="currentColor" />,
  languages: Languages,
  search: Search,
};

export type IconName = keyof typeof icons;

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
