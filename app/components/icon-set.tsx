import { SiFacebook, SiX, SiYoutube } from "@icons-pack/react-simple-icons";
import { Heart, Languages, Mail, MapPin, Menu, MessageCircle, Phone, Search, X } from "lucide-react";

/**
 * Every icon a page shows, by the name `<Icon>` uses: drawn once into /icons.svg
 * (app/routes/icons-svg.tsx), which each `<Icon>` points into.
 */
export const icons = {
  menu: Menu,
  close: X,
  mail: Mail,
  "map-pin": MapPin,
  "message-circle": MessageCircle,
  phone: Phone,
  facebook: SiFacebook,
  x: SiX,
  youtube: SiYoutube,
  // The shortlist's toggle: an outline to add, filled once added.
  heart: Heart,
  "heart-filled": () => <Heart fill="currentColor" />,
  languages: Languages,
  search: Search,
};

export type IconName = keyof typeof icons;
