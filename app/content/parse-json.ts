/** A content file that could not be read as JSON; `problem` names the file, line and column. */
export class UnreadableFile {
  readonly problem: string;

  constructor(problem: string) {
    this.problem = problem;
  }
}

const ENDS_EARLY = "Unexpected end of JSON input";

const positionIn = (message: string) => /at position (\d+)/.exec(message)?.[1];

/** Whether JSON.parse fails on `text` before reaching its end (not merely because it ends too soon). */
function failsBeforeItsEnd(text: string): boolean {
  try {
    JSON.parse(text);
    return false;
  } catch (error) {
    const message = (error as Error).message;
    const position = positionIn(message);
    return message !== ENDS_EARLY && (position === undefined || Number(position) < text.length);
  }
}

/** Where JSON.parse gave up on `text`, from 0. */
function errorOffset(text: string, message: string): number {
  const position = positionIn(message);
  if (position !== undefined) return Number(position);
  if (message === ENDS_EARLY) return text.length;
  // V8 gives no position for an unexpected token: it is the last character of
  // the shortest start of the text that fails before its end.
  let fine = 0;
  let fails = text.length;
  while (fails - fine > 1) {
    const middle = Math.floor((fine + fails) / 2);
    if (failsBeforeItsEnd(text.slice(0, middle))) fails = middle;
    else fine = middle;
  }
  return fails - 1;
}

/** The JSON in `text`, or an UnreadableFile saying where it goes wrong (`content/site.json:12:5: …`). */
export function parseJson(file: string, text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    const message = (error as Error).message;
    const lines = text.slice(0, errorOffset(text, message)).split("\n");
    const reason = message === ENDS_EARLY ? "the file ends too soon" : message.replace(/( in JSON)? at position \d+.*$|, (\.\.\.)?".*$/s, "");
    return new UnreadableFile(`${file}:${lines.length}:${lines[lines.length - 1].length + 1}: not valid JSON: ${reason}`);
  }
}
