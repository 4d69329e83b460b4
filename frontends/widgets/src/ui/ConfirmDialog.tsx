import { Alert, buttonClass, Dialog, errorMessage, inputClass, labelClass, useTexts } from '@jbp/shared';
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { confirmTexts } from './confirm.i18n';

export const REASON_MIN = 3;
export const REASON_MAX = 200;

export interface ConfirmDialogProps {
  title: string;
  /** What will happen, in a sentence or two. */
  message: ReactNode;
  /** The confirming button's words (e.g. "Cancel booking"). */
  confirmLabel: string;
  /** Ask for the one-sentence reason (required) and pass it to onConfirm. */
  askReason?: boolean;
  /** Who reads the reason, shown under the field (e.g. "The customer reads it in the e-mail."). */
  reasonHint?: string;
  /** Does the action; when it fails the dialog stays open with the server's sentence. */
  onConfirm: (reason: string) => Promise<unknown>;
  /** Escape, the backdrop, Go back, or after the action succeeded; focus returns to the opener. */
  onClose: () => void;
}

/**
 * The one confirm dialog of the portals' destructive actions: a modal (focus kept inside, Escape
 * closes, focus back on the button that opened it) that names what happens and, when asked, takes
 * the required reason with the same rule the server applies (3 to 200 characters, one line).
 */
export function ConfirmDialog({ title, message, confirmLabel, askReason = false, reasonHint, onConfirm, onClose }: ConfirmDialogProps) {
  const t = useTexts(confirmTexts);
  const titleId = useId();
  const reasonInput = useRef<HTMLInputElement>(null);
  const goBack = useRef<HTMLButtonElement>(null);
  const [reason, setReason] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const text = reason.trim();
    if (askReason && text.length === 0) return setFieldError(t('reasonRequired'));
    if (askReason && text.length < REASON_MIN) return setFieldError(t('reasonTooShort'));
    // (maxLength on the field keeps it within REASON_MAX characters.)
    setFieldError(null);
    setFailure(null);
    setPending(true);
    try {
      await onConfirm(text);
      onClose();
    } catch (error) {
      setFailure(errorMessage(error, t('failed')));
      setPending(false);
    }
  };

  return (
    <Dialog
      labelledBy={titleId}
      onClose={onClose}
      initialFocus={askReason ? reasonInput : goBack}
      className="max-w-md rounded-2xl bg-white p-6 shadow-xl"
    >
      <form onSubmit={(e) => void submit(e)} noValidate>
        <h2 id={titleId} className="text-lg font-bold text-slate-900">
          {title}
        </h2>
        <div className="mt-2 text-sm text-slate-700">{message}</div>
        {askReason && (
          <div className="mt-4">
            <label htmlFor={`${titleId}-reason`} className={labelClass}>
              {t('reason')}
            </label>
            <input
              ref={reasonInput}
              id={`${titleId}-reason`}
              className={inputClass}
              value={reason}
              maxLength={REASON_MAX}
              required
              autoComplete="off"
              aria-invalid={fieldError ? true : undefined}
              aria-describedby={`${titleId}-hint${fieldError ? ` ${titleId}-error` : ''}`}
              onChange={(e) => setReason(e.target.value)}
            />
            <p id={`${titleId}-hint`} className="mt-1 text-xs text-slate-500">
              {reasonHint ? `${reasonHint} ${t('reasonHint')}` : t('reasonHint')}
            </p>
            {fieldError && (
              <p id={`${titleId}-error`} className="mt-1 text-xs font-medium text-red-700">
                {fieldError}
              </p>
            )}
          </div>
        )}
        {failure && (
          <Alert tone="error" className="mt-4">
            {failure}
          </Alert>
        )}
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <button type="button" ref={goBack} className={buttonClass('secondary')} onClick={onClose}>
            {t('goBack')}
          </button>
          <button type="submit" className={buttonClass('danger')} disabled={pending}>
            {pending ? t('working') : confirmLabel}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
