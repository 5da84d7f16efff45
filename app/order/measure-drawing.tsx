import type { Drawing } from "#app/content/measure-drawings.ts";

/** Where each measure is taken on the figure: a tape around (an ellipse) or along (a line). */
const MARKS: Record<Drawing, React.ReactNode> = {
  neck: <ellipse cx="30" cy="18.5" rx="5" ry="1.6" />,
  shoulder: <line x1="16" y1="23" x2="44" y2="23" />,
  chest: <ellipse cx="30" cy="32" rx="13.5" ry="2.2" />,
  waist: <ellipse cx="30" cy="50" rx="10.5" ry="2" />,
  hips: <ellipse cx="30" cy="61" rx="12.5" ry="2.2" />,
  armhole: <ellipse cx="18" cy="27" rx="2.4" ry="5" transform="rotate(-15 18 27)" />,
  sleeve: <line x1="15" y1="23" x2="9.5" y2="55" />,
  "top-length": <line x1="34" y1="21" x2="34" y2="74" />,
  "bottom-length": <line x1="41.5" y1="50" x2="39.5" y2="113" />,
  thigh: <ellipse cx="24" cy="72" rx="6" ry="1.6" />,
  ankle: <ellipse cx="24.5" cy="112" rx="3.5" ry="1.3" />,
};

/**
 * A figure of our own with the place of one measure drawn on it. Decorative: the words beside it
 * say how to measure.
 */
export function MeasureDrawing({ drawing }: { drawing: Drawing }) {
  return (
    <svg className="measure-drawing" viewBox="0 0 60 120" width="48" height="96" aria-hidden="true" focusable="false">
      <g className="measure-drawing__figure">
        <circle cx="30" cy="10" r="7" />
        <path d="M27 17v4l-11 2-7 32m10-25q1 15 1 20-3 6-2 12l4 53m5-47-2 47M33 17v4l11 2 7 32m-10-25q-1 15-1 20 3 6 2 12l-4 53m-5-47 2 47m-4-47q1-2 2 0" />
      </g>
      <g className="measure-drawing__mark">{MARKS[drawing]}</g>
    </svg>
  );
}
