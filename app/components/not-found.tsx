import { Link } from "react-router";

/** What a visitor sees at an address the site does not have. */
export function NotFound() {
  return (
    <div className="page-message">
      <p className="page-message__code">404</p>
      <h1>Not Found</h1>
      <p>There is no page at this address. The collection may have moved, or the link may have a typing mistake.</p>
      <p>
        <Link className="button" to="/">
          Go to the home page
        </Link>
      </p>
    </div>
  );
}
