import { Outlet } from "react-router";
import type { LanguageHandle } from "#app/i18n/words.tsx";
import * as words from "#app/paraglide/messages/gu.js";

// The Gujarati pages, with the Gujarati interface words (app/i18n/words.tsx): the only module that imports them.
export const handle: LanguageHandle = { words };

export default function GujaratiPages() {
  return <Outlet />;
}
