import { Button, type ButtonProps } from '../Button/Button';
import { Icon, type IconName } from '../Icon/Icon';
import { Tooltip } from '../Tooltip/Tooltip';
import styles from '../Button/Button.module.css';
import { clsx } from 'clsx';

export interface IconButtonProps extends Omit<ButtonProps, 'children' | 'iconStart' | 'iconEnd' | 'aria-label' | 'fullWidth'> {
  icon: IconName;
  /** Accessible name (required: the button has no visible text). Also shown as a tooltip unless `showTooltip` is false. */
  label: string;
  showTooltip?: boolean;
}

const ICON_SIZE = { sm: 14, md: 16, lg: 20 } as const;

/** A square button showing one icon; its label is its accessible name and, by default, its tooltip. */
export function IconButton({ icon, label, showTooltip = true, variant = 'ghost', size = 'md', className, ...rest }: IconButtonProps) {
  const button = (
    <Button {...rest} variant={variant} size={size} aria-label={label} className={clsx(styles.iconOnly, className)}>
      <Icon name={icon} size={ICON_SIZE[size]} />
    </Button>
  );
  return showTooltip ? <Tooltip content={label}>{button}</Tooltip> : button;
}
