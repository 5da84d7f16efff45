/**
 * The style sheets a page React Router wrote links to, in order, each once. React Router marks a
 * style sheet that a lazy chunk shares with a trailing "#", which is no part of its file's address.
 */
export function pageStyles(html: string): string[] {
  return [...new Set([...html.matchAll(/<link rel="stylesheet" href="([^"#]+)#?"/g)].map((match) => match[1]))];
}
