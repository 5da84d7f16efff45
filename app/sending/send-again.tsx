import { useEffect, useRef } from "react";
import { useWords } from "#app/i18n/words.tsx";

interface SendAgainProps {
  onSendAgain: () => void;
  /** Send was pressed again: the question is open, the focus on its answer. */
  asked?: boolean;
  className?: string;
}

/**
 * While a send has no answer yet, or one from before a reload may have arrived: sending again,
 * knowing the first may still arrive. The enquiry form's and the order's.
 */
export function SendAgain({ onSendAgain, asked = false, className }: SendAgainProps) {
  const m = useWords();
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (asked) button.current?.focus();
  }, [asked]);
  return (
    <details className={className} open={asked || undefined}>
      <summary>{m.form_again_summary({})}</summary>
      <p>{m.form_again_warning({})}</p>
      <button type="button" className="button button--small button--quiet" onClick={onSendAgain} ref={button}>
        {m.form_send_again({})}
      </button>
    </details>
  );
}
