import { Link } from "react-router";
import { useLocalPath, useLocale } from "../i18n/locale";
import { m } from "../paraglide/messages.js";
import { useSiteData } from "../utils/site-data";

/** What a visitor sees at an address the site does not have. */
export function NotFound() {
  const notFound = useSiteData()?.notFound;
  const locale = useLocale();
  const localPath = useLocalPath();
  return (
    <div className="page-message">
      <p className="page-message__code">404</p>
      <h1>{notFound?.heading ?? m.not_found_heading({}, { locale })}</h1>
      {notFound && <p>{notFound.text}</p>}
      <p>
        <Link className="button" to={localPath("/")}>
          {m.not_found_home_link({}, { locale })}
        </Link>
      </p>
    </div>
  );
}
