import { use, useEffect, useRef, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { hidden, MessageParts } from "../components/message-parts";
import { ResponsiveImage } from "../components/responsive-image";
import { orderPath, PAGE_SIZE, pageOf, photoPath, type OrderedDesign } from "../content/catalogue-pages";
import { MAX_RUPEES } from "../content/design-facts";
import { addDays, shopMoment } from "../content/opening-hours";
import type { Photo } from "../content/pictures";
import { formatDate } from "../i18n/dates";
import { formatNumberRange, formatRupees, priceText } from "../i18n/format";
import { useLocale, useLocalPath } from "../i18n/locale";
import { useWords, type Words } from "../i18n/words";
import type { OrderPageData } from "../routes/order";
import type { Status } from "../utils/contact-status";
import { deviceStorage } from "../utils/device-storage";
import { loadPage, usePageFiles } from "../utils/page-files";
import { emailJsConfig, whatsAppLink, type EmailJsConfig } from "../utils/contact-message";
import { absoluteUrl } from "../utils/seo";
import { useSiteData } from "../utils/site-data";
import { MeasureDrawing } from "./measure-drawing";
import { formatLength, fromCentimetres, outOfBounds, parseLength, toLatinDigits, UNITS, type Measure, type Unit } from "./measures";
import { orderedDesigns } from "./order-address";
import { clearDraft, EMPTY_DRAFT, isEmpty, readDraft, saveDraft, type OrderDraft } from "./order-draft";
import { orderMessage } from "./order-message";
import { orderWords, type OrderWords } from "./order-words";
import { PERSON_NAME_LENGTH, readPeople, removeEveryone, removePerson, savePerson, type Person } from "./people";
import "../visit/fields.css";
import "./order-form.css";

// Fixed when the site is built: without all three identifiers nothing goes by e-mail.
const config = emailJsConfig();
/** The sending code and the EmailJS SDK, downloaded as the visitor reaches for "Send by e-mail". */
const sending = () => import("../utils/send-message");

/** A design of the order as far as its collection's data file has come. */
interface DesignOnOrder {
  design: OrderedDesign;
  collection?: string;
  state: "loading" | "missing" | "failed" | "loaded";
  photo?: Photo;
}

/** A budget as typed ("6000", "₹6,000", "૬૦૦૦"), in rupees; null when empty, NaN when not a budget. */
function parseBudget(text: string): number | null {
  const plain = toLatinDigits(text).replace(/[₹,\s]/g, "");
  if (plain === "") return null;
  const rupees = /^\d{1,8}$/.test(plain) ? Number(plain) : Number.NaN;
  return rupees >= 1 && rupees <= MAX_RUPEES ? rupees : Number.NaN;
}

/**
 * Order made to measure: the designs of the address, who they are for, the occasion and the date
 * (said so where it is sooner than the designs' making time), the budget, the wishes, the
 * measurements (typed in centimetres or inches, checked against each measure's bounds, kept on
 * the phone as named people), notes, and how the shop answers; sent on WhatsApp, or by e-mail
 * with the contact form's promises. Everything typed is kept on the phone until it is sent.
 */
export default function OrderForm({ data }: { data: OrderPageData }) {
  const locale = useLocale();
  const w = use(orderWords(locale));
  const m = useWords();
  const site = useSiteData();
  const localPath = useLocalPath();
  const [params, setParams] = useSearchParams();
  const designs = orderedDesigns(params);
  const pageFiles = usePageFiles();
  const [draft, setDraft] = useState<OrderDraft>(readDraft);
  const [status, setStatus] = useState<Status>(() => (isEmpty(draft) ? { state: "idle" } : { state: "restored" }));
  const [opened, setOpened] = useState<string>();
  const [people, setPeople] = useState<Person[]>(readPeople);
  // What the people's buttons last did; a note that names a person is her own words, set in the whole faces.
  const [peopleNote, setPeopleNote] = useState({ text: "", named: false });
  const [confirmRemoveAll, setConfirmRemoveAll] = useState(false);
  const storageUsable = deviceStorage.usable();
  const form = useRef<HTMLFormElement>(null);
  const emailButton = useRef<HTMLButtonElement>(null);
  const personField = useRef<HTMLInputElement>(null);
  const designsHeading = useRef<HTMLHeadingElement>(null);
  // The draft as last drawn, for a late answer to compare with what it sent.
  const latest = useRef(draft);
  useEffect(() => {
    latest.current = draft;
  }, [draft]);
  const busy = useRef(false);
  const attempt = useRef(0);
  const deliveredUpTo = useRef(0);
  const today = shopMoment(new Date()).date;

  // A collection the site has: an address naming "constructor" finds none.
  const collectionOf = (slug: string) => (Object.hasOwn(data.collections, slug) ? data.collections[slug] : undefined);

  // Each design's catalogue page, for its title, picture, price and making time.
  const designKey = designs.map((design) => `${design.slug}-${design.photo}`).join(" ");
  useEffect(() => {
    for (const design of orderedDesigns(new URLSearchParams(designKey.split(" ").map((value) => ["design", value])))) {
      if (Object.hasOwn(data.collections, design.slug) && design.photo <= data.collections[design.slug].count) loadPage(design.slug, pageOf(design.photo - 1), locale);
    }
  }, [designKey, data.collections, locale]);

  const onOrder: DesignOnOrder[] = designs.map((design) => {
    const collection = collectionOf(design.slug);
    if (!collection || design.photo > collection.count) return { design, state: "missing" };
    const entry = pageFiles(design.slug, pageOf(design.photo - 1), locale);
    if (!entry || entry.status === "loading") return { design, collection: collection.heading, state: "loading" };
    if (entry.status === "failed") return { design, collection: collection.heading, state: entry.gone ? "missing" : "failed" };
    const photo = entry.photos[(design.photo - 1) % PAGE_SIZE];
    return photo ? { design, collection: collection.heading, state: "loaded", photo } : { design, state: "missing" };
  });

  // The measurements the designs' collections ask for, in the owner's order.
  const wanted = new Set(designs.flatMap((design) => collectionOf(design.slug)?.measures ?? []));
  const measures = data.measures.filter((measure) => wanted.has(measure.value));
  const unitShort = (unit: Unit) => (unit === "cm" ? w.order_unit_short_cm({}) : w.order_unit_short_in({}));
  const withUnit = (microns: number, unit: Unit) => `${formatLength(microns, unit)} ${unitShort(unit)}`;

  /** Why a measure's field is refused, if it is; and the other unit its digits would fit. */
  function measureProblem(measure: Measure): { text: string; otherUnit?: Unit } | undefined {
    const text = draft.typed[measure.value] ?? "";
    const parsed = parseLength(text, draft.unit);
    if (parsed === null) return undefined;
    if (parsed === "not-a-number") return { text: w.order_measure_not_number({ label: measure.label }) };
    if (parsed === "too-precise") return { text: w.order_measure_too_precise({ label: measure.label }) };
    const out = outOfBounds(parsed, draft.unit, measure);
    if (!out) return undefined;
    const value = withUnit(parsed, draft.unit);
    return {
      text:
        out.side === "low"
          ? w.order_measure_low({ label: measure.label, value, least: withUnit(fromCentimetres(measure.min), draft.unit) })
          : w.order_measure_high({ label: measure.label, value, most: withUnit(fromCentimetres(measure.max), draft.unit) }),
      otherUnit: out.otherUnit,
    };
  }
  const problems = new Map(measures.map((measure) => [measure.value, measureProblem(measure)]));
  const otherUnit = [...problems.values()].find((problem) => problem?.otherUnit)?.otherUnit;

  function update(patch: Partial<OrderDraft>) {
    // The WhatsApp tab opened before has the order as it was: changed, it must be sent again.
    setOpened(undefined);
    setDraft((before) => {
      const next = { ...before, ...patch };
      saveDraft(next);
      return next;
    });
    if (status.state === "restored" || status.state === "sent") setStatus({ state: "idle" });
  }

  function typeMeasure(value: string, text: string) {
    const parsed = parseLength(text, draft.unit);
    const exact = Object.fromEntries(Object.entries(draft.exact).filter(([other]) => other !== value));
    update({ typed: { ...draft.typed, [value]: text }, exact: typeof parsed === "number" ? { ...exact, [value]: parsed } : exact });
  }

  /** Shows every measure in `unit`, converted exactly: switched back, each shows what was typed. */
  function switchUnit(unit: Unit) {
    const typed: Record<string, string> = {};
    const exact = { ...draft.exact };
    for (const [value, text] of Object.entries(draft.typed)) {
      const parsed = parseLength(text, draft.unit);
      if (typeof parsed !== "number") {
        typed[value] = text;
        continue;
      }
      // The exact value, unless the visitor has typed over what it showed.
      const kept = exact[value] !== undefined && formatLength(exact[value], draft.unit) === formatLength(parsed, draft.unit) ? exact[value] : parsed;
      exact[value] = kept;
      typed[value] = formatLength(kept, unit);
    }
    update({ unit, typed, exact });
  }

  /** The digits as typed, read in the other unit: for measurements taken in inches while centimetres were chosen. */
  function reinterpret(unit: Unit) {
    const exact: Record<string, number> = {};
    for (const [value, text] of Object.entries(draft.typed)) {
      const parsed = parseLength(text, unit);
      if (typeof parsed === "number") exact[value] = parsed;
    }
    update({ unit, exact });
  }

  function takePerson(person: Person) {
    const typed = Object.fromEntries(Object.entries(person.measures).map(([value, microns]) => [value, formatLength(microns, person.unit)]));
    update({ person: person.name, unit: person.unit, typed, exact: { ...person.measures }, way: "here" });
    setPeopleNote({ text: w.order_person_used({ name: person.name }), named: true });
  }

  function saveMeasurements() {
    const name = draft.person.trim();
    if (!name) {
      setPeopleNote({ text: w.order_save_needs_name({}), named: false });
      personField.current?.focus();
      return;
    }
    const before = people.find((person) => person.name.toLocaleLowerCase() === name.toLocaleLowerCase());
    const fitting = Object.fromEntries(
      measures.flatMap((measure) => {
        const microns = draft.exact[measure.value];
        const typed = parseLength(draft.typed[measure.value] ?? "", draft.unit);
        return typeof typed === "number" && microns !== undefined && !problems.get(measure.value) ? [[measure.value, microns]] : [];
      }),
    );
    // The measures this order asks for are as the form has them (one emptied is forgotten); the others are kept.
    const others = Object.fromEntries(Object.entries(before?.measures ?? {}).filter(([value]) => !wanted.has(value)));
    const result = savePerson({ name: name.slice(0, PERSON_NAME_LENGTH), unit: draft.unit, measures: { ...others, ...fitting } });
    setPeople(result.people);
    setPeopleNote(result.saved ? { text: w.order_saved({ name }), named: true } : { text: w.order_storage_blocked({}), named: false });
  }

  function removeDesign(design: OrderedDesign) {
    setParams(new URLSearchParams(orderPath(designs.filter((other) => other !== design)).split("?")[1] ?? ""), { replace: true, preventScrollReset: true });
    // Its button is gone with it: the focus goes to the list's heading.
    designsHeading.current?.focus();
  }

  // What the designs cost together, and the longest any takes to make.
  const loaded = onOrder.flatMap((entry) => (entry.photo ? [entry.photo] : []));
  const prices = loaded.flatMap((photo) => (photo.price ? [photo.price.from] : []));
  const total = prices.length === loaded.length && prices.length > 0 ? prices.reduce((sum, price) => sum + price, 0) : undefined;
  const longest = Math.max(0, ...loaded.map((photo) => photo.days?.to ?? 0));
  const earliest = addDays(today, longest);
  const budget = parseBudget(draft.budget);

  function summary() {
    const occasion = data.occasions.find(([value]) => value === draft.occasion)?.[1];
    return orderMessage(
      {
        business: site?.business.name ?? "",
        // A design the catalogue no longer has would send a link to nothing.
        designs: onOrder.filter(({ state }) => state !== "missing").map(({ design, collection, photo }) => ({
          title: photo?.title ?? `${design.slug} ${design.photo}`,
          collection: collection ?? design.slug,
          price: photo?.price && priceText(photo.price, locale, m),
          url: absoluteUrl(site?.siteUrl ?? window.location.origin, localPath(photoPath(design.slug, design.photo - 1))),
        })),
        person: draft.person,
        occasion,
        date: draft.date ? formatDate(draft.date, locale) : undefined,
        budget: typeof budget === "number" && !Number.isNaN(budget) ? formatRupees(budget, locale) : undefined,
        fabric: draft.fabric,
        colour: draft.colour,
        way: draft.way,
        unit: unitShort(draft.unit),
        measures: measures.flatMap((measure) => {
          const microns = draft.exact[measure.value];
          return microns !== undefined && typeof parseLength(draft.typed[measure.value] ?? "", draft.unit) === "number"
            ? [{ label: measure.label, value: formatLength(microns, draft.unit) }]
            : [];
        }),
        notes: draft.notes,
        name: draft.name,
        answer: draft.answer,
        phone: draft.phone,
        email: draft.email,
      },
      w,
    );
  }

  function delivered(sent: OrderDraft) {
    busy.current = false;
    deliveredUpTo.current = attempt.current;
    // An answer that comes late may find newer words in the form: those stay.
    const newerKept = JSON.stringify(latest.current) !== JSON.stringify(sent);
    if (!newerKept) {
      // The visitor's own details stay for the next order; the order itself is done.
      const next = { ...EMPTY_DRAFT, name: sent.name, answer: sent.answer, phone: sent.phone, email: sent.email, unit: sent.unit };
      clearDraft();
      setDraft(next);
    }
    setStatus({ state: "sent", newerKept });
  }

  async function sendByEmail(sendConfig: EmailJsConfig, message: { name: string; email: string; message: string }) {
    const id = ++attempt.current;
    const sent = latest.current;
    busy.current = true;
    setStatus({ state: "sending" });
    // Offline, the sending code may not come: that is a send that failed, and says so.
    const loaded = await sending().catch(() => undefined);
    if (!loaded) {
      busy.current = false;
      setStatus({ state: "failed", reason: "error", message });
      return;
    }
    const { sendMessage, SEND_TIMEOUT_MS, THROTTLE_MS } = loaded;
    let result = await sendMessage(sendConfig, message, locale);
    if (!result.ok && result.timedOut) {
      if (id === attempt.current) setStatus({ state: "waiting", message, seconds: SEND_TIMEOUT_MS / 1000 });
      result = await result.lateAnswer;
    }
    if (id <= deliveredUpTo.current) return;
    if (result.ok) return delivered(sent);
    if (id !== attempt.current) return;
    busy.current = false;
    setStatus(result.status === 429 ? { state: "failed", reason: "too-soon", message, seconds: THROTTLE_MS / 1000 } : { state: "failed", reason: "error", message });
  }

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const element = event.currentTarget;
    const by = ((event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null)?.value === "email" ? "email" : "whatsapp";
    if (by === "email" && busy.current) return;
    const phone = element.elements.namedItem("order-phone") as HTMLInputElement | null;
    // A shop answering on WhatsApp needs the number when the order comes by e-mail.
    phone?.setCustomValidity(by === "email" && draft.answer === "whatsapp" && !draft.phone.trim() ? w.order_phone_hint({}) : "");
    if (!element.reportValidity()) return;
    const text = summary();
    if (by === "whatsapp") {
      const url = whatsAppLink(site?.contact.whatsapp ?? "", text);
      const opened = window.open(url, "_blank");
      if (opened) opened.opener = null;
      setOpened(url);
      // An e-mail send still waiting for its answer keeps saying so.
      if (status.state !== "sending" && status.state !== "waiting") setStatus({ state: "idle" });
      return;
    }
    setOpened(undefined);
    const message = { name: draft.name.trim(), email: draft.answer === "email" ? draft.email.trim() : "", message: text };
    if (!config) {
      setStatus({ state: "not-set-up", message });
      return;
    }
    void sendByEmail(config, message);
  }

  function clearOrder() {
    const next = { ...EMPTY_DRAFT, unit: draft.unit };
    clearDraft();
    setDraft(next);
    setStatus({ state: "idle" });
    setOpened(undefined);
    personField.current?.focus();
  }

  const waiting = status.state === "sending" || status.state === "waiting";
  // Enter in a line does not send a half-written order: a send is a press of one of its buttons.
  const noEnter = (event: React.KeyboardEvent<HTMLElement>) => {
    if (event.key === "Enter" && event.currentTarget instanceof HTMLInputElement) event.preventDefault();
  };
  const prepare = () => {
    if (config) void sending().then(({ loadEmailJs }) => loadEmailJs()).catch(() => undefined);
  };
  const field = (name: keyof OrderDraft) => ({
    id: `order-${name}`,
    name: `order-${name}`,
    value: draft[name] as string,
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => update({ [name]: event.target.value }),
    onKeyDown: noEnter,
  });

  return (
    <form
      className="order-form"
      ref={form}
      onSubmit={onSubmit}
    >
      <section className="order-form__part" aria-labelledby="order-designs-heading">
        <h2 id="order-designs-heading" tabIndex={-1} ref={designsHeading}>
          {w.order_designs_heading({})}
        </h2>
        {designs.length === 0 ? (
          <p>
            {w.order_no_designs({})} <Link to={`${localPath("/")}#collections`}>{w.order_browse({})}</Link>
          </p>
        ) : (
          <ul className="order-form__designs">
            {onOrder.map((entry) => (
              <OrderDesign key={`${entry.design.slug}-${entry.design.photo}`} entry={entry} onRemove={() => removeDesign(entry.design)} />
            ))}
          </ul>
        )}
        {total !== undefined && loaded.length > 1 && <p>{w.order_total({ price: formatRupees(total, locale) })}</p>}
      </section>

      <fieldset className="order-form__part">
        <legend>{w.order_who_heading({})}</legend>
        {people.length > 0 && (
          <div className="order-form__people">
            <h3>{w.order_saved_people({})}</h3>
            <ul className="typed-text">
              {people.map((person) => (
                <li key={person.name}>
                  <button type="button" className="button button--small" onClick={() => takePerson(person)}>
                    {w.order_use_person({ name: person.name })}
                  </button>
                  <button type="button" className="button button--small button--quiet" onClick={() => {
                      setPeople(removePerson(person.name));
                      setPeopleNote({ text: w.order_removed({ name: person.name }), named: true });
                      personField.current?.focus();
                    }}>
                    <MessageParts parts={w.order_remove_person.parts({ name: person.name })} markup={{ hidden }} />
                  </button>
                </li>
              ))}
            </ul>
            {confirmRemoveAll ? (
              <div className="order-form__confirm" role="group" aria-labelledby="order-remove-all-question">
                <p id="order-remove-all-question">{w.order_remove_all_confirm({})}</p>
                <button
                  type="button"
                  className="button button--small"
                  onClick={() => {
                    setPeople(removeEveryone());
                    setConfirmRemoveAll(false);
                    setPeopleNote({ text: w.order_removed_all({}), named: false });
                    personField.current?.focus();
                  }}
                >
                  {m.shortlist_confirm_yes({})}
                </button>
                <button type="button" className="button button--small button--quiet" onClick={() => setConfirmRemoveAll(false)}>
                  {m.shortlist_confirm_keep({})}
                </button>
              </div>
            ) : (
              <button type="button" className="button button--small button--quiet" onClick={() => setConfirmRemoveAll(true)}>
                {w.order_remove_all({})}
              </button>
            )}
          </div>
        )}
        <p className={peopleNote.named ? "order-form__note typed-text" : "order-form__note"} role="status">
          {peopleNote.text}
        </p>
        <div className="field">
          <label htmlFor="order-person">{w.order_person_name({})}</label>
          <input {...field("person")} ref={personField} type="text" required maxLength={PERSON_NAME_LENGTH} autoComplete="off" aria-describedby="order-person-hint" />
          <p className="field__hint" id="order-person-hint">
            {w.order_person_name_hint({})}
          </p>
        </div>
      </fieldset>

      <fieldset className="order-form__part">
        <legend>{w.order_when_heading({})}</legend>
        <div className="field">
          <label htmlFor="order-occasion">{w.order_occasion({})}</label>
          <select {...field("occasion")}>
            <option value="">{w.order_occasion_none({})}</option>
            {data.occasions.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="order-date">{w.order_date({})}</label>
          <input
            {...field("date")}
            type="date"
            min={today}
            aria-describedby={draft.date !== "" && draft.date < earliest ? "order-date-note" : undefined}
            aria-invalid={(draft.date !== "" && draft.date < today) || undefined}
            ref={(input) => input?.setCustomValidity(draft.date && draft.date < today ? w.order_date_past({}) : "")}
          />
          {draft.date !== "" && draft.date < today ? (
            <p className="field__problem" id="order-date-note">
              {w.order_date_past({})}
            </p>
          ) : (
            draft.date !== "" &&
            draft.date < earliest && (
              <p className="field__warning" id="order-date-note">
                {w.order_date_soon({ days: longest, date: formatDate(earliest, locale) })}
              </p>
            )
          )}
        </div>
        <div className="field">
          <label htmlFor="order-budget">{w.order_budget({})}</label>
          <input
            {...field("budget")}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            aria-invalid={Number.isNaN(budget) || undefined}
            aria-describedby={Number.isNaN(budget) ? "order-budget-problem" : undefined}
            ref={(input) => input?.setCustomValidity(Number.isNaN(budget) ? w.order_budget_invalid({}) : "")}
          />
          {Number.isNaN(budget) && (
            <p className="field__problem" id="order-budget-problem">
              {w.order_budget_invalid({})}
            </p>
          )}
          {total !== undefined && (
            <p className="field__hint">
              {w.order_total({ price: formatRupees(total, locale) })}{" "}
              <button type="button" className="button button--small button--quiet" onClick={() => update({ budget: String(total) })}>
                {w.order_budget_use({ price: formatRupees(total, locale) })}
              </button>
            </p>
          )}
        </div>
      </fieldset>

      <fieldset className="order-form__part">
        <legend>{w.order_wishes_heading({})}</legend>
        <div className="field">
          <label htmlFor="order-fabric">{w.order_fabric({})}</label>
          <input {...field("fabric")} type="text" maxLength={200} aria-describedby="order-wishes-hint" />
        </div>
        <div className="field">
          <label htmlFor="order-colour">{w.order_colour({})}</label>
          <input {...field("colour")} type="text" maxLength={200} aria-describedby="order-wishes-hint" />
          <p className="field__hint" id="order-wishes-hint">
            {w.order_wishes_hint({})}
          </p>
        </div>
      </fieldset>

      <fieldset className="order-form__part">
        <legend>{w.order_measure_heading({})}</legend>
        {measures.length === 0 && designs.length > 0 ? (
          <p>{w.order_measure_none({})}</p>
        ) : (
          <div className="order-form__choice" role="radiogroup" aria-label={w.order_measure_heading({})}>
            {(["here", "shop", "garment"] as const).map((way) => (
              <label key={way} className="order-form__option">
                <input type="radio" name="order-way" value={way} checked={draft.way === way} onChange={() => update({ way })} />
                {way === "here" ? w.order_measure_here({}) : way === "shop" ? w.order_measure_shop({}) : w.order_measure_garment({})}
              </label>
            ))}
          </div>
        )}
        {draft.way === "here" && measures.length > 0 && (
          <>
            <div className="order-form__choice order-form__units" role="radiogroup" aria-labelledby="order-unit-label">
              <span id="order-unit-label">{w.order_unit({})}</span>
              {UNITS.map((unit) => (
                <label key={unit} className="order-form__option">
                  <input type="radio" name="order-unit" value={unit} checked={draft.unit === unit} onChange={() => switchUnit(unit)} />
                  {unit === "cm" ? w.order_unit_cm({}) : w.order_unit_in({})}
                </label>
              ))}
            </div>
            {otherUnit && (
              <p className="field__warning">
                {w.order_measure_other_unit({ unit: unitShort(otherUnit) })}{" "}
                <button type="button" className="button button--small" onClick={() => reinterpret(otherUnit)}>
                  {w.order_measure_reinterpret({ unit: otherUnit === "cm" ? w.order_unit_cm({}) : w.order_unit_in({}) })}
                </button>
              </p>
            )}
            <p className="field__hint">{w.order_measure_optional({})}</p>
            <ul className="order-form__measures">
              {measures.map((measure) => {
                const problem = problems.get(measure.value);
                const id = `order-measure-${measure.value}`;
                return (
                  <li key={measure.value} className="order-form__measure">
                    <MeasureDrawing drawing={measure.drawing} />
                    <div className="field">
                      <label htmlFor={id}>
                        {measure.label} ({unitShort(draft.unit)})
                      </label>
                      <p className="field__hint" id={`${id}-how`}>
                        {measure.how}
                      </p>
                      <input
                        id={id}
                        name={id}
                        type="text"
                        inputMode="decimal"
                        autoComplete="off"
                        maxLength={20}
                        value={draft.typed[measure.value] ?? ""}
                        onChange={(event) => typeMeasure(measure.value, event.target.value)}
                        onKeyDown={noEnter}
                        aria-invalid={problem ? true : undefined}
                        aria-describedby={problem ? `${id}-how ${id}-problem` : `${id}-how`}
                        ref={(input) => input?.setCustomValidity(problem?.text ?? "")}
                      />
                      {problem && (
                        <p className="field__problem" id={`${id}-problem`}>
                          {problem.text}
                        </p>
                      )}
                    </div>
                  </li>
                );
              })}
            </ul>
            <p>
              <button type="button" className="button button--small" onClick={saveMeasurements}>
                {w.order_save_person({})}
              </button>
            </p>
            <p className="field__hint">{storageUsable ? w.order_storage_note({}) : w.order_storage_blocked({})}</p>
          </>
        )}
      </fieldset>

      <fieldset className="order-form__part">
        <legend>{w.order_notes({})}</legend>
        <div className="field">
          <label htmlFor="order-notes" className="visually-hidden">
            {w.order_notes({})}
          </label>
          <textarea {...field("notes")} rows={3} maxLength={2000} aria-describedby="order-notes-hint" />
          <p className="field__hint" id="order-notes-hint">
            {w.order_notes_hint({})}
          </p>
        </div>
      </fieldset>

      <fieldset className="order-form__part">
        <legend>{w.order_answer_heading({})}</legend>
        <div className="field">
          <label htmlFor="order-name">{w.order_your_name({})}</label>
          <input {...field("name")} type="text" required maxLength={100} autoComplete="name" />
        </div>
        <div className="order-form__choice order-form__units" role="radiogroup" aria-labelledby="order-answer-label">
          <span id="order-answer-label">{w.order_answer({})}</span>
          {(["whatsapp", "email"] as const).map((answer) => (
            <label key={answer} className="order-form__option">
              <input type="radio" name="order-answer" value={answer} checked={draft.answer === answer} onChange={() => update({ answer })} />
              {answer === "whatsapp" ? w.order_answer_whatsapp({}) : w.order_answer_email({})}
            </label>
          ))}
        </div>
        {draft.answer === "whatsapp" ? (
          <div className="field">
            <label htmlFor="order-phone">{w.order_phone({})}</label>
            <input
              {...field("phone")}
              type="tel"
              autoComplete="tel"
              maxLength={30}
              aria-describedby="order-phone-hint"
              // Asked for by a send by e-mail (onSubmit), and given once she types it.
              onInput={(event) => event.currentTarget.setCustomValidity("")}
            />
            <p className="field__hint" id="order-phone-hint">
              {w.order_phone_hint({})}
            </p>
          </div>
        ) : (
          <div className="field">
            <label htmlFor="order-email">{w.order_email({})}</label>
            <input {...field("email")} type="email" required autoComplete="email" maxLength={254} />
          </div>
        )}
      </fieldset>

      <section className="order-form__part order-form__send" aria-labelledby="order-send-heading">
        <h2 id="order-send-heading">{w.order_send_heading({})}</h2>
        <div className="order-form__buttons">
          <button className="button" type="submit" name="send" value="whatsapp">
            {w.order_send_whatsapp({})}
          </button>
          <button
            className="button button--quiet"
            type="submit"
            name="send"
            value="email"
            ref={emailButton}
            disabled={waiting}
            // The sending code starts downloading as the visitor reaches for the button.
            onFocus={prepare}
            onPointerEnter={prepare}
          >
            {status.state === "sending" ? m.form_sending({}) : status.state === "waiting" ? m.form_waiting({}) : w.order_send_email({})}
          </button>
        </div>
        <div className="order-form__result" data-state={status.state}>
          <p role="status">{opened ? w.order_whatsapp_opened({}) : statusText(status, w, m)}</p>
          {opened && (
            <p>
              <a href={opened} target="_blank" rel="noopener noreferrer">
                {w.order_whatsapp_again({})}
                <span className="visually-hidden"> {m.link_new_tab({})}</span>
              </a>
            </p>
          )}
          {status.state === "failed" && (
            <p>
              <button type="button" className="button button--small" onClick={() => form.current?.requestSubmit(emailButton.current)}>
                {m.form_try_again({})}
              </button>
            </p>
          )}
          {/* While a send has no answer yet: sending again, knowing the first may still arrive. */}
          {status.state === "waiting" && (
            <details>
              <summary>{m.form_again_summary({})}</summary>
              <p>{m.form_again_warning({})}</p>
              <button
                type="button"
                className="button button--small button--quiet"
                onClick={() => {
                  busy.current = false;
                  form.current?.requestSubmit(emailButton.current);
                }}
              >
                {m.form_send_again({})}
              </button>
            </details>
          )}
          {(opened || status.state === "restored" || status.state === "failed" || status.state === "not-set-up") && (
            <p>
              <button type="button" className="button button--small button--quiet" onClick={clearOrder}>
                {w.order_clear({})}
              </button>
            </p>
          )}
        </div>
      </section>
    </form>
  );
}

/** A design of the order: its picture, title, collection, price and making time, and a way to take it off. */
function OrderDesign({ entry, onRemove }: { entry: DesignOnOrder; onRemove: () => void }) {
  const locale = useLocale();
  const w = use(orderWords(locale));
  const m = useWords();
  const localPath = useLocalPath();
  const { design, collection, state, photo } = entry;
  const name = collection ?? design.slug;
  const number = String(design.photo);
  const title = photo?.title ?? `${name} ${number}`;
  return (
    <li className="order-design" data-state={state}>
      {/* The title beside it is the link to the design's page. */}
      <span className="order-design__picture">{photo && <ResponsiveImage picture={photo.thumb} alt="" sizes="72px" />}</span>
      <div className="order-design__text">
        {photo ? (
          <>
            <Link to={localPath(photoPath(design.slug, design.photo - 1))} lang={photo.titleLang}>
              {photo.title}
            </Link>
            <span>{name}</span>
            {photo.price && <span>{priceText(photo.price, locale, m)}</span>}
            {photo.days && <span>{w.order_making_time({ days: photo.days.to, range: formatNumberRange(photo.days.from, photo.days.to, locale) })}</span>}
          </>
        ) : (
          <span>
            {state === "loading"
              ? w.order_design_loading({ number, collection: name })
              : state === "failed"
                ? w.order_design_failed({ number, collection: name })
                : w.order_design_missing({ number, collection: name })}
          </span>
        )}
      </div>
      <button type="button" className="button button--small button--quiet" onClick={onRemove}>
        <MessageParts parts={w.order_remove_design.parts({ title })} markup={{ hidden }} />
      </button>
    </li>
  );
}

/** What the order's status line says in each state of a send by e-mail. */
function statusText(status: Status, w: OrderWords, m: Words): string {
  switch (status.state) {
    case "idle":
      return "";
    case "restored":
      return w.order_status_restored({});
    case "sending":
      return m.form_sending({});
    case "waiting":
      return w.order_status_waiting({ seconds: status.seconds });
    case "sent":
      return status.newerKept ? w.order_status_sent_newer({}) : w.order_status_sent({});
    case "failed":
      return status.reason === "too-soon" ? w.order_status_too_soon({ seconds: status.seconds }) : w.order_status_failed({});
    case "not-set-up":
      return w.order_status_not_set_up({});
  }
}
