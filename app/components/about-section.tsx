import { PageSection } from "#app/components/page-section.tsx";

interface AboutSectionProps {
  heading: string;
  paragraph: string;
}

export function AboutSection({ heading, paragraph }: AboutSectionProps) {
  return (
    <PageSection id="about" heading={heading} className="about-section">
      <p className="lead">{paragraph}</p>
    </PageSection>
  );
}
