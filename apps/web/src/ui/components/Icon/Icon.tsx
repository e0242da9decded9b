import type { SVGProps } from 'react';
import { iconPaths } from './iconPaths';

export type IconName = keyof typeof iconPaths;

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  name: IconName;
  /** Pixel size of the square icon (16 by default, 20 for roomy controls). */
  size?: number;
  /** Accessible name. Without it the icon is decorative and hidden from assistive technologies. */
  label?: string;
  strokeWidth?: number;
}

/** One icon of the Cible set, drawn inline (no icon font, no download); colour follows `currentColor`. */
export function Icon({ name, size = 16, label, strokeWidth = 2, ...rest }: IconProps) {
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
      {iconPaths[name]}
    </svg>
  );
}
