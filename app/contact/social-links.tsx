import type { Contact } from "#app/content/site-data.ts";
import { NEW_TAB } from "#app/links/index.ts";
import { useWords } from "#app/i18n/words.tsx";
import { Icon } from "#app/components/icon.tsx";

const profiles = [
  { key: "facebook", name: "Facebook", icon: "facebook" },
  { key: "twitter", name: "Twitter", icon: "x" },
  { key: "youtube", name: "YouTube", icon: "youtube" },
] as const;

/** The shop's profiles (named as the networks name themselves), each opening in a new tab without handing it this page. */
export function SocialLinks({ contact }: { contact: Contact }) {
  const m = useWords();
  return (
    <ul className="social-links">
      {profiles.map(({ key, name, icon }) => (
        <li key={key}>
          <a href={contact[key]} {...NEW_TAB}>
            <Icon name={icon} size={20} />
            <span>
              {name}
              <span className="visually-hidden"> {m.link_new_tab({})}</span>
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
