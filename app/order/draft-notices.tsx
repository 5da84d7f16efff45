import { takeChanges, takeOldDraft, useChangedElsewhere, useDraftsKept, useOldDraft } from "#app/order/draft-store.ts";
import { useOrderWords } from "#app/order/order-words.ts";

/**
 * At the top of the order form, what the visitor must know about her words: that the phone is not
 * keeping them (storage full or blocked: closing the page loses them), or that another tab changed
 * this order: its words are shown here at once, and where it emptied the order, her words here stay
 * until she asks for the empty one. An empty order offers the words of an order begun on this phone
 * before each order was kept apart, which never said for which designs it was.
 */
export function DraftNotices({ draftKey }: { draftKey: string | undefined }) {
  const w = useOrderWords();
  const kept = useDraftsKept();
  const changedElsewhere = useChangedElsewhere(draftKey);
  const oldDraft = useOldDraft(draftKey);
  return (
    <>
      {!kept && (
        <p className="order-form__warning" role="alert">
          {w.order_not_kept({})}
        </p>
      )}
      {oldDraft && draftKey && <Offer text={w.order_old_draft({})} action={w.order_take_old_draft({})} onAction={() => takeOldDraft(draftKey)} />}
      {changedElsewhere === "shown" && (
        <p className="order-form__elsewhere" role="status">
          {w.order_changes_shown({})}
        </p>
      )}
      {changedElsewhere === "emptied" && draftKey && (
        <Offer text={w.order_changed_elsewhere({})} action={w.order_show_changes({})} onAction={() => takeChanges(draftKey)} />
      )}
    </>
  );
}

/** A notice about her words with the one thing she may do about it. */
function Offer({ text, action, onAction }: { text: string; action: string; onAction: () => void }) {
  return (
    <div className="order-form__elsewhere" role="status">
      <p>{text}</p>
      <button type="button" className="button button--small button--quiet" onClick={onAction}>
        {action}
      </button>
    </div>
  );
}
