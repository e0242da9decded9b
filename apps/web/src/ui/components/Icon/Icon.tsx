import { iconPaths } from './iconPaths';
import { SvgIcon, type SvgIconProps } from './SvgIcon';

export type IconName = keyof typeof iconPaths;

export interface IconProps extends Omit<SvgIconProps, 'name' | 'shape'> {
  name: IconName;
}

/** One icon of the Cible set, drawn inline (no icon font, no download); colour follows `currentColor`. */
export function Icon({ name, ...rest }: IconProps) {
  return <SvgIcon name={name} shape={iconPaths[name]} {...rest} />;
}
