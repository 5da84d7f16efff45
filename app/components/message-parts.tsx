import { Fragment, type ReactNode } from "react";
import type { MessagePart } from "#app/paraglide/runtime.js";

/** How each tag of a message is drawn, by its name: `{#hidden}…{/hidden}` gets its words, `{#email/}` none. */
export type Markup = Record<string, (children: ReactNode) => ReactNode>;

/** Words for screen readers only. */
export const hidden = (children: ReactNode) => <span className="visually-hidden">{children}</span>;

const keyed = (nodes: ReactNode[]) => nodes.map((node, i) => <Fragment key={i}>{node}</Fragment>);

/**
 * A message with tags in it, as the translation places them: "Show
 * more{#hidden} designs{/hidden}" in English, "વધુ{#hidden} ડિઝાઇન{/hidden}
 * બતાવો" in Gujarati, where the hidden word sits in the middle. `parts` is
 * the message's `.parts()`; a tag with no way to draw it gives its words alone.
 */
export function MessageParts({ parts, markup = {} }: { parts: MessagePart[]; markup?: Markup }) {
  const root: ReactNode[] = [];
  const open: { name: string; children: ReactNode[] }[] = [];
  const add = (node: ReactNode) => (open.at(-1)?.children ?? root).push(node);
  const draw = (name: string, children: ReactNode[]) => (markup[name] ?? ((words: ReactNode) => words))(keyed(children));
  for (const part of parts) {
    if (part.type === "text") add(part.value);
    else if (part.type === "markup-start") open.push({ name: part.name, children: [] });
    else if (part.type === "markup-standalone") add(draw(part.name, []));
    else {
      const tag = open.pop();
      if (tag) add(draw(tag.name, tag.children));
    }
  }
  return <>{keyed(root)}</>;
}
