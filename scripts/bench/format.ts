/** How the bench writes its figures. */
export const KB = 1000;

export const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
export const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
export const verdict = (ok: boolean) => (ok ? "met" : "**not met**");

/** A markdown table from a header and rows of cells. */
export function table(header: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.join(" | ")} |`;
  return [line(header), line(header.map(() => "---")), ...rows.map(line)].join("\n");
}
