import { useRef, useState, useSyncExternalStore } from "react";
import { useSearchParams } from "react-router";
import { addDays, shopMoment } from "#app/utils/opening-hours.ts";
import { formatDate } from "#app/i18n/dates.ts";
import { formatRupees, togetherText } from "#app/i18n/format.ts";
import { useLocale } from "#app/i18n/locale.ts";
import { useWords } from "#app/i18n/words.tsx";
import { mailtoLink, openInNewTab, whatsAppLink } from "#app/links/index.ts";
import { emailJsConfig, prepareSending, useAskBeforeLeaving, useSending } from "#app/sending/index.ts";
import { useSiteData } from "#app/content/site-data.ts";
import { ProblemSummary } from "#app/components/form-parts.tsx";
import { DesignsStep } from "#app/order/designs-step.tsx";
import { MeasuresStep } from "#app/order/measures-step.tsx";
import { atStep, ORDER_STEPS, orderedDesigns, stepOf, withDesigns, type OrderStep } from "#app/order/order-address.ts";
import { DraftNotices } from "#app/order/draft-notices.tsx";
import { currentDraft, draftKey, draftRestored, moveDraft, sentElsewhere, takeChanges, useDraft, useDraftsKept, writeDraft } from "#app/order/draft-store.ts";
import { EMPTY_DRAFT, isEmpty, sameWords, type AnswerWay, type OrderDraft } from "#app/order/order-draft.ts";
import { countText, lengthOf } from "#app/order/order-limits.ts";
import { lastDay, orderProblems, parseBudget } from "#app/order/order-problems.ts";
import type { OrderPageData } from "#app/order/order-page-data.ts";
import { OrderProgress } from "#app/order/order-progress.tsx";
import { OrderSummary } from "#app/order/order-summary.tsx";
import { useOrderWords } from "#app/order/order-words.ts";
import { SendButtons, SendStep } from "#app/order/send-step.tsx";
import { orderReference } from "#app/order/order-reference.ts";
import { OrderSent } from "#app/order/order-sent.tsx";
import { bindField, OrderFormContext, type OrderFormState } from "#app/order/order-context.ts";
import { useMeasures } from "#app/order/use-measures.ts";
import { useOrderText } from "#app/order/use-order-text.ts";
import { useStepFocus } from "#app/order/use-step-focus.ts";
import { useOrderDesigns } from "#app/order/use-order-designs.ts";
import { WhoStep } from "#app/order/who-step.tsx";

// Fixed when the site is built: without all three identifiers nothing goes by e-mail.
const config = emailJsConfig();
const subscribe = () => () => {};

/**
 * Order made to measure, in four steps a visitor sees and can go back through (the step is the
 * address's, so a reload or Back keeps it): the designs; who and when; the measurements; her
 * details and the send, on WhatsApp or by e-mail. The order at a glance stays beside the steps.
 * Everything typed is kept on the phone until it is sent. The page is prerendered with the first
 * step and the summary in place: the address and the phone's copy are read once it hydrates,
 * into the room already there.
 */
export default function OrderForm({ data }: { data: OrderPageData }) {
  const locale = useLocale();
  const w = useOrderWords();
  const m = useWords();
  const site = useSiteData();
  const [params, setParams] = useSearchParams();
  // The address as the prerendered page had it (none) until this part has hydrated.
  const live = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
  const designs = live ? orderedDesigns(params) : [];
  const step = live ? stepOf(params) : "designs";
  // Each order (its designs) has a draft of its own; none until the address is read.
  const key = live ? draftKey(designs) : undefined;
  const draft = useDraft(key);
  const kept = useDraftsKept();
  const [opened, setOpened] = useState<string>();
  const [refused, setRefused] = useState<OrderStep>();
  // How the last send was asked for: one by e-mail, answered on WhatsApp, needs her number.
  const [sendBy, setSendBy] = useState<"whatsapp" | "email">("whatsapp");
  const problemsHeading = useRef<HTMLDivElement>(null);
  const stepHeading = useRef<HTMLHeadingElement>(null);
  // Set by "Send it again": the visitor's yes to a second send.
  const confirmed = useRef(false);
  const today = shopMoment(new Date()).date;
  const first = addDays(today, 1);
  const last = lastDay(today);

  const order = useOrderDesigns(designs, data.collections, locale);
  const measures = data.measures.filter((measure) => order.wanted.has(measure.value));
  const total = order.prices?.reduce((sum, price) => sum + price.from, 0);
  const together = order.prices && togetherText(order.prices, locale, m);
  const earliest = addDays(today, order.longest);
  const budget = parseBudget(draft.budget);

  const sending = useSending<{ draft: OrderDraft; ref: string }>({
    locale,
    pendingSince: draft.sendingSince,
    record: (since) => key && writeDraft(key, { ...currentDraft(key), sendingSince: since }),
    delivered: (sent) => {
      if (!key) return false;
      // An answer that comes late may find newer words in the form: those stay.
      const newerKept = !sameWords(currentDraft(key), sent.draft);
      // The order is done: kept whole and marked sent, its end shown until she starts a new one.
      if (!newerKept) writeDraft(key, { ...currentDraft(key), sent: { at: Date.now(), ref: sent.ref } });
      return newerKept;
    },
  });
  const status = sending.status.state === "idle" && key && draftRestored(key) ? { state: "restored" as const } : sending.status;

  // Where the phone keeps nothing, leaving the page loses what is typed: the browser asks first.
  const unkept = !kept && !isEmpty(draft) && status.state !== "sent";
  useAskBeforeLeaving(unkept);

  function update(patch: Partial<OrderDraft>) {
    if (!key) return;
    // The WhatsApp tab opened before has the order as it was: changed, it must be sent again.
    setOpened(undefined);
    // Kept as it stands with what was just typed: a send begun stays recorded.
    writeDraft(key, { ...currentDraft(key), ...patch });
    if (sending.status.state === "sent") sending.setStatus({ state: "idle" });
  }
  const measuring = useMeasures(measures, order.wanted, draft, update, w);

  /** What keeps `at` from going on (./order-problems.ts), as the form stands. */
  const problemsOf = (at: OrderStep, all: boolean, by = sendBy) =>
    orderProblems(at, all, { draft, w, locale, measures, measuring, first, last, budget, sendBy: by, designs: designs.length });
  const problems = problemsOf(step, refused === step);

  const focusOnceDrawn = useStepFocus(live, step, Boolean(draft.sent));

  /** Goes to `next`, at the top of its step, the focus on its heading (or on `field`). */
  function goTo(next: OrderStep, field?: string) {
    setRefused(undefined);
    focusOnceDrawn(next, field);
    setParams(atStep(params, next), { preventScrollReset: true });
  }

  /** Goes on from this step, or says at its top what keeps it from going on. */
  function next() {
    const found = problemsOf(step, true);
    if (found.length > 0) {
      setRefused(step);
      requestAnimationFrame(() => problemsHeading.current?.focus());
      return;
    }
    goTo(ORDER_STEPS[ORDER_STEPS.indexOf(step) + 1]);
  }

  /** The order as it is sent; one by e-mail goes with its reference. */
  const summary = useOrderText({
    draft,
    entries: order.entries,
    occasions: data.occasions,
    measuring,
    budget,
    asksWay: measures.length > 0 || designs.length === 0,
  });

  /**
   * Whether the order can go `by` that way, every step checked (an address may have skipped one);
   * if not, the first step with a problem is shown with its problems at its top, as a refused Next.
   */
  function readyToSend(by: AnswerWay): boolean {
    setSendBy(by);
    const first = ORDER_STEPS.flatMap((at) => problemsOf(at, true, by).map((problem) => ({ ...problem, at })))[0];
    if (!first) return true;
    if (first.at !== step) {
      goTo(first.at, first.id);
      setRefused(first.at);
    } else {
      setRefused(step);
      requestAnimationFrame(() => problemsHeading.current?.focus());
    }
    return false;
  }

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const by = ((event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null)?.value === "email" ? "email" : "whatsapp";
    if (by === "email" && sending.busy()) return;
    const again = confirmed.current;
    confirmed.current = false;
    // Sent from another tab meanwhile: she is shown its end, not a second send.
    if (key && sentElsewhere(key)) return takeChanges(key);
    if (!readyToSend(by)) return;
    if (by === "whatsapp") {
      const text = summary();
      const url = whatsAppLink(site?.contact.whatsapp ?? "", text);
      openInNewTab(url);
      setOpened(url);
      // An e-mail send still waiting for its answer keeps saying so.
      if (!sending.waiting) sending.setStatus({ state: "idle" });
      return;
    }
    setOpened(undefined);
    if (!config || !key) return;
    const ref = orderReference();
    const message = { name: draft.name.trim(), email: draft.answer === "email" ? draft.email.trim() : "", message: summary(ref) };
    void sending.send(config, message, { draft: currentDraft(key), ref }, again);
  }

  /** After an order sent: a new one, with her details and nothing of the last, its designs to choose. */
  function newOrder() {
    if (key) writeDraft(key, undefined);
    sending.setStatus({ state: "idle" });
    setRefused(undefined);
    focusOnceDrawn("designs");
    setParams(withDesigns(atStep(params, "designs"), []), { preventScrollReset: true });
  }

  /** After an order sent: the same words in the form again, to change and send a second time. */
  function changeSent() {
    if (key) writeDraft(key, { ...currentDraft(key), sent: undefined });
    sending.setStatus({ state: "idle" });
    goTo("send");
  }

  /** Presses "Send by e-mail" once more: a try after a failure, or a second send she said yes to. */
  const pressSendByEmail = () =>
    document.querySelector<HTMLFormElement>(".order-form")?.requestSubmit(document.querySelector<HTMLButtonElement>('button[value="email"]'));

  function clearOrder() {
    if (key) writeDraft(key, isEmpty(draft) ? undefined : { ...EMPTY_DRAFT, unit: draft.unit });
    sending.setStatus({ state: "idle" });
    setOpened(undefined);
    goTo("who", "order-person");
  }

  const shownProblems = new Map(problems.map((problem) => [problem.id, problem.text]));
  const state: OrderFormState = {
    draft,
    update,
    field: bindField(draft, update),
    problemOf: (id) => shownProblems.get(id),
    countOf: (name) => countText(lengthOf(name, draft), m, locale),
    locale,
    occasions: data.occasions,
    measures,
    measuring,
    hasDesigns: designs.length > 0,
    storageUsable: kept,
    today,
    first,
    last,
    earliest,
    longest: order.longest,
    budget,
    total,
  };
  const names: Record<OrderStep, string> = {
    designs: w.order_designs_heading({}),
    who: w.order_step_who({}),
    measures: w.order_measure_heading({}),
    send: w.order_step_send({}),
  };
  const at = ORDER_STEPS.indexOf(step);
  // The phone's e-mail app is given the order only once it passes every check a Send does (a tap
  // on the link is checked too): no link carries words past their limits.
  const mailable = live && !config && step === "send" && ORDER_STEPS.every((at) => problemsOf(at, true, "email").length === 0);
  const mailto = mailtoLink(site?.contact.email ?? "", { subject: w.order_title({}), body: mailable ? summary() : "" });

  const date = live && draft.date >= first && draft.date <= last ? formatDate(draft.date, locale) : undefined;
  const orderSummary = (
    <OrderSummary
      count={live ? designs.length : undefined}
      together={order.prices ? m.price_from({ price: formatRupees(total ?? 0, locale) }) : undefined}
      date={date}
      budget={typeof budget === "number" && !Number.isNaN(budget) ? formatRupees(budget, locale) : undefined}
    />
  );

  // A sent order shows its end in the form's place, after a reload too: never a form ready to send it twice.
  if (live && draft.sent)
    return (
      <div className="order">
        <OrderSent
          draft={draft}
          sent={draft.sent}
          locale={locale}
          designs={order.entries
            .filter(({ state }) => state !== "missing")
            .map(({ design, collection, photo }) => photo?.title ?? `${collection ?? design.slug} ${design.number}`)}
          date={date}
          onNew={newOrder}
          onChange={changeSent}
        />
        {orderSummary}
      </div>
    );

  return (
    <div className="order">
      {/* Drawn before its script runs, the form takes no typing until it can keep what is typed: hydrating would empty it. */}
      <OrderFormContext value={state}>
        <form className="order-form" noValidate onSubmit={onSubmit} aria-labelledby="order-step-heading" inert={!live || undefined}>
          <OrderProgress step={step} names={names} onGo={(to) => goTo(to)} />
          <DraftNotices draftKey={key} />
          <section className="order-step" data-step={step}>
            <p className="order-step__count">{w.order_step_count({ number: String(at + 1), count: String(ORDER_STEPS.length) })}</p>
            <h2 id="order-step-heading" tabIndex={-1} ref={stepHeading}>
              {names[step]}
            </h2>
            {refused === step && problems.length > 0 && (
              <ProblemSummary ref={problemsHeading} id="order-problems-heading" heading={w.order_problems_heading({})} problems={problems} />
            )}
            {step === "designs" && (
              <DesignsStep
                entries={live ? order.entries : undefined}
                together={designs.length > 1 ? together : undefined}
                onRemove={(design) => {
                  const remaining = designs.filter((other) => other !== design);
                  // What was typed goes with the order, now without this design.
                  if (key) moveDraft(key, draftKey(remaining));
                  setParams(withDesigns(params, remaining), { replace: true, preventScrollReset: true });
                  // Its button is gone with it: the focus goes to the step's heading.
                  stepHeading.current?.focus();
                }}
              />
            )}
            {step === "who" && <WhoStep />}
            {step === "measures" && <MeasuresStep />}
            {step === "send" && (
              <SendStep
                canEmail={Boolean(config)}
                status={status}
                opened={opened}
                onTryAgain={pressSendByEmail}
                onSendAgain={() => {
                  sending.again();
                  confirmed.current = true;
                  pressSendByEmail();
                }}
                onClear={clearOrder}
              />
            )}
            {/* The step's main action, kept in view at the foot of the screen while the step is; the others after it. */}
            {step === "send" ? (
              <SendButtons
                answer={draft.answer}
                canEmail={Boolean(config)}
                status={status}
                waiting={sending.waiting}
                mailto={mailto}
                checkMailto={(event) => void (readyToSend("email") || event.preventDefault())}
                prepare={prepareSending}
              />
            ) : (
              <div className="order-step__buttons">
                <button type="button" className="button" onClick={next}>
                  {w.order_next({ step: names[ORDER_STEPS[at + 1]] })}
                </button>
              </div>
            )}
            <div className="order-step__more">
              {at > 0 && (
                <button type="button" className="button button--quiet" onClick={() => goTo(ORDER_STEPS[at - 1])}>
                  {w.order_back({ step: names[ORDER_STEPS[at - 1]] })}
                </button>
              )}
            </div>
          </section>
        </form>
      </OrderFormContext>
      {/* After the steps, so a phone's first screen holds the step and its Next; beside them on a wide screen. */}
      {orderSummary}
    </div>
  );
}
