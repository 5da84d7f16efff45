import { LowDataSwitch } from "#app/low-data/index.ts";

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
