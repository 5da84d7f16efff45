import { useState } from "react";
import { onDemand } from "#app/components/on-demand.tsx";
import { toldOfSavingData } from "#app/utils/low-data.ts";
import { useHydrated } from "#app/utils/use-hydrated.tsx";

const Notice = onDemand(() => import("#app/low-data/low-data-notice.tsx"), { part: "LowDataNotice" });

/**
 * Where the phone asks to save data and the site has not yet said that it does, the line that says
 * so (./low-data-notice.tsx), once the page's script runs: it is fixed over the page's foot, so
 * nothing on the page moves.
 */
export function LowDataLine() {
  const hydrated = useHydrated();
  // Decided once per page: the line stays while it shows, though it marks itself said.
  const [due] = useState(() => typeof window !== "undefined" && toldOfSavingData.due());
  return hydrated && due ? <Notice /> : null;
}
