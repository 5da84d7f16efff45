import type { IconName } from "#app/components/icon-set.tsx";

interface IconProps {
  name: IconName;
  /** Width and height, in pixels. */
  size?: number;
  className?: string;
}

/** A decorative icon from /icons.svg (app/routes/icons-svg.tsx); the text beside it says what it means. */
export function Icon({ name, size = 24, className }: IconProps) {
  return (
    <svg className={className} width={size} height={size} aria-hidden="true" focusable="false">
      <use href={`${import.meta.env.BASE_URL}icons.svg#${name}`} />
    </svg>
  );
}
