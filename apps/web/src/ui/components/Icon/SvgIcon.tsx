import type { ReactNode, SVGProps } from 'react';

export interface SvgIconProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  /** The icon's name in the set (written as `data-icon`). */
  name: string;
  /** The shape drawn on the 24 × 24 grid (an entry of `iconPaths` or `errorScreenIconPaths`). */
  shape: ReactNode;
  /** Pixel size of the square icon (16 by default, 20 for roomy controls). */
  size?: number;
  /** Accessible name. Without it the icon is decorative and hidden from assistive technologies. */
  label?: string;
  strokeWidth?: number;
}

/**
 * The frame of every icon of the Cible set: an inline SVG whose colour follows `currentColor`. `Icon` draws it with the
 * whole set; the error screens, which are part of the first route, draw it with their own few shapes only
 * (`errorScreenIconPaths`), so that the set's other shapes load with the pages (docs/performance.md).
 */
export function SvgIcon({ name, shape, size = 16, label, strokeWidth = 2, ...rest }: SvgIconProps) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      data-icon={name}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      {...rest}
    >
      {shape}
    </svg>
  );
}
