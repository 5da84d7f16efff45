/**
 * The characters that steer the direction of the text around them: embeddings and overrides
 * (U+202A–202E), isolates (U+2066–2069) and the invisible direction marks (U+200E, U+200F,
 * U+061C). No name, title or search has a use for them; in words taken from the address or the
 * phone's storage they could turn the site's own sentence around them backwards.
 */
const CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

/** The text without bidirectional control characters. */
export const withoutBidiControls = (text: string): string => text.replace(CONTROLS, "");
