import { useHydrated } from "#app/utils/use-hydrated.tsx";

/** A button as the site's forms draw one: "Still loading" as prerendered and while hydrating, then a live "Send". */
export function SendButton() {
  const ready = useHydrated();
  return <button type={ready ? "submit" : "button"}>{ready ? "Send" : "Still loading"}</button>;
}
