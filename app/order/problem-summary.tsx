import type { Problem } from "./step-props";

interface ProblemSummaryProps {
  heading: string;
  problems: Problem[];
  /** Takes the visitor to the field a problem is about. */
  onGo: (problem: Problem) => void;
  ref?: React.Ref<HTMLDivElement>;
}

/**
 * What keeps a step from going on, at its top, each problem a link to its field: the focus comes
 * here when the step is refused, so a screen reader hears the list and a keyboard goes on from it.
 */
export function ProblemSummary({ heading, problems, onGo, ref }: ProblemSummaryProps) {
  return (
    <div className="problem-summary" ref={ref} tabIndex={-1} role="group" aria-labelledby="order-problems-heading">
      <h3 id="order-problems-heading">{heading}</h3>
      <ul>
        {problems.map((problem) => (
          <li key={problem.id}>
            <a
              href={`#${problem.id}`}
              onClick={(event) => {
                event.preventDefault();
                onGo(problem);
              }}
            >
              {problem.text}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
