import { useEffect, useLayoutEffect, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';

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

/** What Tab stops at inside the dialog. */
const TAB_STOPS =
  'a[href], button:not(:disabled), input:not(:disabled):not([type="hidden"]), select:not(:disabled), textarea:not(:disabled), [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog, the browser's own (`<dialog>` opened with showModal): the page behind it is inert
 * and it sits above everything. Tab and Shift+Tab go round its controls without leaving it, Escape
 * or a click on the backdrop closes it, and on closing focus goes back to what had it before.
 */
export function Dialog({ labelledBy, onClose, initialFocus, className = '', children }: DialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  // Before the first paint, so the dialog is never seen closed.
  useLayoutEffect(() => {
    const node = dialog.current;
    if (!node) return undefined;
    const before = document.activeElement;
    if (!node.open) node.showModal();
    (initialFocus?.current ?? node).focus();
    return () => {
      node.close();
      if (before instanceof HTMLElement && before.isConnected) before.focus();
    };
    // A ref object keeps its identity: this runs once for the dialog's life.
  }, [initialFocus]);

  function onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key === 'Escape') {
      event.preventDefault();
      onCloseRef.current();
      return;
    }
    if (event.key !== 'Tab') return;
    const stops = [...event.currentTarget.querySelectorAll<HTMLElement>(TAB_STOPS)];
    const first = stops[0];
    const last = stops.at(-1);
    const at = document.activeElement;
    if (!first || !last) event.preventDefault();
    else if (event.shiftKey ? at === first || at === event.currentTarget : at === last) {
      event.preventDefault();
      (event.shiftKey ? last : first).focus();
    }
  }

  return (
    <dialog
      ref={dialog}
      aria-labelledby={labelledBy}
      aria-modal="true"
      tabIndex={-1}
      className="m-0 hidden h-full max-h-none w-full max-w-none items-end justify-center bg-transparent p-4 outline-none backdrop:bg-slate-900/50 backdrop:backdrop-blur-sm open:flex sm:items-center"
      onKeyDown={onKeyDown}
      // Another close request than Escape (a phone's back gesture): the caller closes it.
      onCancel={(event) => {
        event.preventDefault();
        onCloseRef.current();
      }}
      // The dialog fills the screen above its backdrop: a click on it, not on the panel, is on the backdrop.
      onClick={(event) => {
        if (event.target === event.currentTarget) onCloseRef.current();
      }}
    >
      <div className={`w-full outline-none ${className}`}>{children}</div>
    </dialog>
  );
}
