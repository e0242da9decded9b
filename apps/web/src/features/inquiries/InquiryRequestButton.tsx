import { observer } from 'mobx-react-lite';
import { Focusable } from 'react-aria-components';
import { Button } from '../../ui/components/Button/Button';
import { Tooltip } from '../../ui/components/Tooltip/Tooltip';
import type { InquiryRequestViewModel } from './InquiryRequestViewModel';
import styles from './Inquiries.module.css';

export interface InquiryRequestButtonProps {
  vm: InquiryRequestViewModel;
  label: string;
  onPress: () => void;
  variant?: 'primary' | 'secondary' | 'ghost';
  size?: 'sm' | 'md';
  className?: string;
  ariaLabel?: string;
}

/**
 * A "request an inquiry" button: disabled once the quota is reached, with the spec's tooltip on hover and on keyboard
 * focus (a disabled button takes no focus: a focusable wrapper carries the tooltip).
 */
export const InquiryRequestButton = observer(function InquiryRequestButton({ vm, label, onPress, variant = 'primary', size = 'md', className, ariaLabel }: InquiryRequestButtonProps) {
  const button = (
    <Button variant={variant} size={size} className={className} isDisabled={vm.isQuotaReached} onPress={onPress} {...(ariaLabel ? { 'aria-label': ariaLabel } : {})}>
      {label}
    </Button>
  );
  if (!vm.isQuotaReached) return button;
  return (
    <Tooltip content={vm.quotaTooltip} delay={0}>
      <Focusable>
        <span tabIndex={0} className={styles.disabledWrapper} data-testid="inquiry-quota-reached">
          {button}
        </span>
      </Focusable>
    </Tooltip>
  );
});
