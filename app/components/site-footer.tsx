import { LowDataSwitch } from "../low-data/low-data-switch";

interface SiteFooterProps {
  business: { name: string; description: string };
}

export function SiteFooter({ business }: SiteFooterProps) {
  return (
    <footer className="site-footer">
      <p>
        <strong>{business.name}</strong> · {business.description}
      </p>
      <LowDataSwitch />
    </footer>
  );
}
