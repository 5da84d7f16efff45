import { SiFacebook, SiX, SiYoutube } from "@icons-pack/react-simple-icons";
import type { Contact } from "../content/schema";
import "./social-links.css";

const profiles = [
  { key: "facebook", name: "Facebook", Icon: SiFacebook },
  { key: "twitter", name: "Twitter", Icon: SiX },
  { key: "youtube", name: "YouTube", Icon: SiYoutube },
] as const;

/** The shop's profiles, each opening in a new tab without handing it this page. */
export function SocialLinks({ contact }: { contact: Contact }) {
  return (
    <ul className="social-links">
      {profiles.map(({ key, name, Icon }) => (
        <li key={key}>
          <a href={contact[key]} target="_blank" rel="noopener noreferrer">
            <Icon aria-hidden="true" size={20} />
            <span>
              {name}
              <span className="visually-hidden"> (opens in a new tab)</span>
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
