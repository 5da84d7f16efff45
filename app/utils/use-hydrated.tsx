import { createContext, startTransition, use, useEffect, useState, useSyncExternalStore } from "react";

/**
 * Whether the page's script has taken over, shared by every part of the page (the layout provides
 * it). The context's value never changes: a changed value would reach into every part of the page
 * React has not hydrated yet (a part whose code downloads on demand, such as the enquiry form), and
 * the page's switch would wait for that code to arrive. Each part that asks is told instead.
 */
class HydrationSwitch {
  on = false;
  /** Whether it is on, as `useSyncExternalStore` asks: one function for good, so React checks no more often than it must. */
  readonly isOn = () => this.on;
  private readonly waiting = new Set<() => void>();

  /** Calls `turnOn` when the switch turns on; gives what stops the wait. */
  wait(turnOn: () => void): () => void {
    this.waiting.add(turnOn);
    return () => void this.waiting.delete(turnOn);
  }

  /** Turns on every part waiting, in one transition. */
  turnOn() {
    this.on = true;
    startTransition(() => this.waiting.forEach((turnOn) => turnOn()));
    this.waiting.clear();
  }
}

/** Undefined outside the layout: a part rendered on its own. */
const HydratedContext = createContext<HydrationSwitch | undefined>(undefined);

/**
 * Turns the page's parts that need its script on (the shortlist's toggles, the contact
 * form's Send, the lightbox over a photo's page) once the page has hydrated, as one
 * transition: drawing them yields to the visitor's taps and keys every few milliseconds
 * instead of holding a slow phone's main thread for one long task.
 */
export function HydrationProvider({ children }: { children: React.ReactNode }) {
  const [hydration] = useState(() => new HydrationSwitch());
  // The parts' own effects, which start them waiting, have run before the layout's.
  useEffect(() => hydration.turnOn(), [hydration]);
  return <HydratedContext value={hydration}>{children}</HydratedContext>;
}

const subscribe = () => () => {};
const alwaysOn = () => true;
const off = () => false;

/**
 * False in the prerendered HTML and while React hydrates (the page, or later a part whose code
 * came after it); true once the page's script runs. A part drawn in the browser after that (a new
 * page) is drawn as on at once; a part hydrated after that turns on as soon as it has hydrated.
 */
export function useHydrated(): boolean {
  const hydration = use(HydratedContext);
  // React reads the prerendered answer while hydrating and the browser's otherwise. While the page
  // hydrates both are false, so React never re-renders for it, synchronously; the switch turns it on.
  const drawnOn = useSyncExternalStore(subscribe, hydration ? hydration.isOn : alwaysOn, off);
  const [turnedOn, setTurnedOn] = useState(false);
  useEffect(() => {
    if (!hydration || hydration.on) return;
    return hydration.wait(() => setTurnedOn(true));
  }, [hydration]);
  return drawnOn || turnedOn;
}
