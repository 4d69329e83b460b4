import { createFocusTrap } from 'focus-trap';
import { useEffect, useRef, type ReactNode, type RefObject } from 'react';

export interface DialogProps {
  /** Id of the dialog's heading (its accessible name). */
  labelledBy: string;
  /** Called on Escape, a click on the backdrop, or any close button the content has. */
  onClose: () => void;
  /** What takes focus when the dialog opens (e.g. its Close button); the panel itself otherwise. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Classes of the panel (size, padding, animation). */
  className?: string;
  children: ReactNode;
}

/**
 * A modal dialog: while open, Tab and Shift+Tab stay inside it (focus-trap), Escape or a click on
 * the backdrop closes it, and on closing focus goes back to what had it before.
 */
export function Dialog({ labelledBy, onClose, initialFocus, className = '', children }: DialogProps) {
  const panel = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const node = panel.current;
    if (!node) return undefined;
    let unmounting = false;
    const trap = createFocusTrap(node, {
      initialFocus: () => initialFocus?.current ?? node,
      fallbackFocus: node,
      escapeDeactivates: true,
      // A click on the backdrop closes through onClick below; clicks elsewhere never reach the page.
      allowOutsideClick: true,
      returnFocusOnDeactivate: true,
      onDeactivate: () => {
        if (!unmounting) onCloseRef.current();
      },
      // The panel hides none of its controls with CSS, so no layout check is needed (jsdom has none).
      tabbableOptions: { displayCheck: 'none' },
    });
    trap.activate();
    return () => {
      unmounting = true;
      trap.deactivate();
    };
    // A ref object keeps its identity: the trap lives as long as the dialog.
  }, [initialFocus]);

  return (
    <div
      className="fixed inset-0 z-50 flex items-end justify-center bg-slate-900/50 p-4 backdrop-blur-sm sm:items-center"
      onClick={() => onCloseRef.current()}
    >
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        tabIndex={-1}
        className={`w-full outline-none ${className}`}
        onClick={(e) => e.stopPropagation()}
      >
        {children}
      </div>
    </div>
  );
}
