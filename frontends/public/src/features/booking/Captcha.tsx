import { inputClass, labelClass, useTexts } from '@jbp/shared';
import { bookingTexts } from './booking.i18n';
import { useId } from 'react';

export interface CaptchaProps {
  code: string;
  value: string;
  onChange: (value: string) => void;
  onRefresh: () => void;
  /** Said beside the input, e.g. that the typed code does not match. */
  error?: string;
  onBlur?: () => void;
}

/** Shows the code with Refresh and an input for the typed code (case-sensitive). */
export function Captcha({ code, value, onChange, onRefresh, error, onBlur }: CaptchaProps) {
  const inputId = useId();
  const t = useTexts(bookingTexts);
  return (
    <div>
      <label htmlFor={inputId} className={labelClass}>
        {t('captchaLabel')}
      </label>
      <div className="flex flex-wrap items-center gap-3">
        <span
          data-testid="captcha-code"
          aria-label={t('captchaCode', { letters: code.split('').join(' ') })}
          className="select-none rounded-xl border border-slate-300 bg-[repeating-linear-gradient(45deg,#eef2ff_0_6px,#e0e7ff_6px_12px)] px-4 py-2 font-mono text-xl font-bold italic tracking-[0.35em] text-indigo-900"
        >
          {code}
        </span>
        <button type="button" onClick={onRefresh} className="rounded-lg px-2 py-1 text-sm font-semibold text-blue-700 hover:bg-blue-50">
          {t('refresh')}
        </button>
      </div>
      <input
        id={inputId}
        className={`${inputClass} mt-3 max-w-xs font-mono`}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${inputId}-error` : undefined}
        autoComplete="off"
        autoCapitalize="off"
        autoCorrect="off"
        spellCheck={false}
        maxLength={6}
      />
      {error && (
        <p id={`${inputId}-error`} className="mt-1 text-xs font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
