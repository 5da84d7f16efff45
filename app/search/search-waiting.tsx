/** How many cards wait for the results: two rows on a desktop, three on a phone, a screen or more either way. */
const CARDS = 6;

/**
 * The cards of search's results while they are on their way: empty cards where the designs will
 * be, built as the results' own are (the photo grid's columns, each card's photo and price line),
 * so the results fill them in place.
 */
export function WaitingCards() {
  return (
    <ul className="photo-grid search-waiting" aria-hidden="true">
      {Array.from({ length: CARDS }, (_, i) => (
        <li key={i} className="photo-grid__item">
          <span className="photo-card">
            <span className="search-waiting__photo" />
            {/* A line's height, as a price takes it. */}
            <span className="photo-card__price">{"\u00a0"}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
