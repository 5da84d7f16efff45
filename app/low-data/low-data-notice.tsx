import { useEffect, useState } from "react";
import { Icon } from "#app/components/icon.tsx";
import { useWords } from "#app/i18n/words.tsx";
import { chooseSavingData, toldOfSavingData } from "#app/utils/low-data.ts";
import "#app/components/foot-notice.css";

/**
 * Says once, on the first page where the phone asks to save data, that the site does: smaller
 * photos, nothing loaded ahead. "Load full photos" turns it off on this device (the footer's
 * switch turns it on again); closing keeps it. Downloaded only where it has something to say.
 */
export function LowDataNotice() {
  const m = useWords();
  const [shown, setShown] = useState(true);
  useEffect(() => toldOfSavingData.done(), []);
  if (!shown) return null;
  return (
    <aside className="foot-notice" aria-label={m.low_data_switch({})}>
      <p>{m.low_data_notice({})}</p>
      <button
        type="button"
        className="button"
        onClick={() => {
          chooseSavingData(false);
          setShown(false);
        }}
      >
        {m.low_data_full({})}
      </button>
      <button type="button" className="foot-notice__close" onClick={() => setShown(false)}>
        <Icon name="close" />
        <span className="visually-hidden">{m.low_data_close({})}</span>
      </button>
    </aside>
  );
}
