import { useCallback, useEffect, useRef, useState, type PointerEvent } from 'react';

export interface HoverOpenOptions {
  /** Opens on mouse over and closes on leave. */
  enabled: boolean;
  /** While true, leaving does not close (e.g. while the help popup is open). */
  keepOpen: boolean;
  /** Grace period before closing once the mouse has left, so it can travel to the popover. */
  closeDelay: number;
  isOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
}

/** A press right after a hover-open would close what the mouse just opened: ignore it for this long. */
const HOVER_PRESS_GRACE_MS = 600;

/** Open state of an overlay that can also follow the mouse (mouse pointers only: touch keeps press-to-open). */
export function useHoverOpen({ enabled, keepOpen, closeDelay, isOpen, onOpenChange }: HoverOpenOptions) {
  const [ownOpen, setOwnOpen] = useState(false);
  const open = isOpen ?? ownOpen;
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const hoverOpenedAt = useRef(0);
  const hovering = useRef(false);

  const setOpen = useCallback(
    (next: boolean) => {
      if (isOpen === undefined) setOwnOpen(next);
      onOpenChange?.(next);
    },
    [isOpen, onOpenChange],
  );

  const cancelClose = () => clearTimeout(closeTimer.current);
  useEffect(() => cancelClose, []);

  const onPointerEnter = (event: PointerEvent) => {
    if (!enabled || event.pointerType !== 'mouse') return;
    hovering.current = true;
    cancelClose();
    if (!open) {
      hoverOpenedAt.current = Date.now();
      setOpen(true);
    }
  };

  const onPointerLeave = (event: PointerEvent) => {
    if (!enabled || event.pointerType !== 'mouse') return;
    hovering.current = false;
    if (keepOpen) return;
    cancelClose();
    closeTimer.current = setTimeout(() => setOpen(false), closeDelay);
  };

  /** For the trigger's own open/close requests (press, Escape, selection). */
  const onOpenChangeRequest = (next: boolean) => {
    const justHoverOpened = hovering.current && Date.now() - hoverOpenedAt.current < HOVER_PRESS_GRACE_MS;
    if (!next && enabled && justHoverOpened) return;
    cancelClose();
    setOpen(next);
  };

  return { isOpen: open, onOpenChangeRequest, hoverProps: { onPointerEnter, onPointerLeave } };
}
