import type { Locale } from "#app/i18n/languages.ts";
import { buildWords } from "#app/i18n/build-words.ts";
import type { Site } from "#app/content/schema.ts";
import { pick } from "#app/content/translatable.ts";
import type { Ordering } from "#app/order/how-ordering-works.tsx";

/**
 * How ordering works in `locale`, for the home page and the order page: its three steps, and the
 * shop's promises where content/site.json gives them. Written by the build into those pages' data
 * alone, so no other page's script carries the words.
 */
export function orderingOf(promises: Site["promises"], locale: Locale): Ordering {
  const m = buildWords(locale);
  return {
    heading: m.ordering_heading({}),
    steps: [m.ordering_step_choose({}), m.ordering_step_measure({}), m.ordering_step_collect({})],
    promisesLabel: m.ordering_promises_label({}),
    promises: promises
      ? [
          { term: m.ordering_payment({}), words: pick(promises.payment, locale) },
          { term: m.ordering_delivery({}), words: pick(promises.delivery, locale) },
          { term: m.ordering_fitting({}), words: pick(promises.fitting, locale) },
          { term: m.ordering_making({}), words: pick(promises.makingTime, locale) },
        ]
      : [],
  };
}
