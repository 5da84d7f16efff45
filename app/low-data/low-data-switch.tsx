import { useWords } from "#app/i18n/words.tsx";
import { chooseSavingData, useSavesData } from "#app/utils/low-data.ts";
import { useHydrated } from "#app/utils/use-hydrated.tsx";

/**
 * The footer's choice to save data (app/utils/low-data.ts), for anyone: ticked where the phone
 * asks for it or the visitor chose it. It works once the page's script runs, and waits unticked
 * until then, where the page's HTML drew it.
 */
export function LowDataSwitch() {
  const m = useWords();
  const hydrated = useHydrated();
  const on = useSavesData();
  return (
    <label className="low-data-switch">
      <input type="checkbox" checked={on} disabled={!hydrated} onChange={(event) => chooseSavingData(event.target.checked)} />
      {m.low_data_switch({})}
    </label>
  );
}
