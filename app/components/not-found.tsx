import { Link } from "react-router";
import { useSiteData } from "../utils/site-data";

/** What a visitor sees at an address the site does not have. */
export function NotFound() {
  const notFound = useSiteData()?.notFound;
  return (
    <div className="page-message">
      <p className="page-message__code">404</p>
      <h1>{notFound?.heading ?? "Not Found"}</h1>
      {notFound && <p>{notFound.text}</p>}
      <p>
        <Link className="button" to="/">
          Go to the home page
        </Link>
      </p>
    </div>
  );
}
