interface PageSectionProps {
  /** The anchor the navigation bar links to. */
  id: string;
  heading: string;
  className?: string;
  children: React.ReactNode;
}

/** A titled band of the page, the target of a navigation link. */
export function PageSection({ id, heading, className = "", children }: PageSectionProps) {
  return (
    <section id={id} className={`page-section ${className}`} aria-labelledby={`${id}-heading`} tabIndex={-1}>
      <div className="page-section__inner">
        <h2 id={`${id}-heading`} className="page-section__heading">
          {heading}
        </h2>
        {children}
      </div>
    </section>
  );
}
