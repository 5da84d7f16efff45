/**
 * Lines of content/site.json's `wording` that name a value the page fills in,
 * such as "{count} designs, each made to order". Each line may use only the
 * values its page has, so a misspelt "{cuont}" stops the build instead of
 * reaching a visitor.
 */

export type Fillable = "count" | "heading" | "business";

const PLACEHOLDER = /\{([^{}]*)\}/g;

/** What is wrong with `line` if it may only name `allowed` values, or undefined. */
export function wordingProblem(line: string, allowed: readonly Fillable[]): string | undefined {
  const unknown = [...line.matchAll(PLACEHOLDER)].map((match) => match[1]).filter((name) => !(allowed as readonly string[]).includes(name));
  if (unknown.length === 0) return undefined;
  const may = allowed.length > 0 ? `it may use ${allowed.map((name) => `{${name}}`).join(", ")}` : "it may not use any {…} value";
  return `${unknown.map((name) => `{${name}}`).join(", ")} is not a value this line can show (${may})`;
}

/** The `{name}` values `line` names, each once, in the order it first names them. */
export function valuesIn(line: string): string[] {
  return [...new Set([...line.matchAll(PLACEHOLDER)].map((match) => match[1]))];
}

/**
 * The values the English `english` names that its translation `translated`
 * leaves out, as `{name}`: a Gujarati line without the `{count}` its English
 * has would tell a visitor less than the English page.
 */
export function droppedValues(translated: string, english: string): string[] {
  const kept = new Set(valuesIn(translated));
  return valuesIn(english)
    .filter((name) => !kept.has(name))
    .map((name) => `{${name}}`);
}

/** `line` with each `{name}` replaced by its value. */
export function fillIn(line: string, values: Partial<Record<Fillable, string | number>>): string {
  return line.replace(PLACEHOLDER, (whole, name: string) => {
    const value = values[name as Fillable];
    return value === undefined ? whole : String(value);
  });
}
