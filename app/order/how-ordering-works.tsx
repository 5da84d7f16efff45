/** How ordering works, in the page's language (./how-ordering-works.server.ts). */
export interface Ordering {
  heading: string;
  /** Choose a design; measurements or a visit; a fitting, then delivery or collection. */
  steps: string[];
  /** Names the promises for screen readers. */
  promisesLabel: string;
  /** What the shop promises about paying, delivery, fittings and making time: none where the content says nothing. */
  promises: { term: string; words: string }[];
}

interface HowOrderingWorksProps {
  ordering: Ordering;
  /** Whether it heads itself: beside the order form it does; on the home page its section does. */
  withHeading?: boolean;
}

/** How an order goes, in three numbered steps, and what the shop promises, each a short heading over its words. */
export function HowOrderingWorks({ ordering, withHeading = false }: HowOrderingWorksProps) {
  return (
    <div className="how-ordering">
      {withHeading && <h2 className="how-ordering__heading">{ordering.heading}</h2>}
      <ol className="how-ordering__steps">
        {ordering.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      {ordering.promises.length > 0 && (
        <dl className="how-ordering__promises" aria-label={ordering.promisesLabel}>
          {ordering.promises.map(({ term, words }) => (
            <div key={term} className="how-ordering__promise">
              <dt>{term}</dt>
              <dd>{words}</dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}
