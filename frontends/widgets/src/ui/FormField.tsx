import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';
import { inputClass, labelClass } from '@jbp/shared';

interface FieldShell {
  label: ReactNode;
  hint?: ReactNode;
  /** A validation message shown under the field (and announced with it). */
  error?: ReactNode;
  className?: string;
}

export type FormFieldProps = FieldShell & InputHTMLAttributes<HTMLInputElement>;

/** A labelled input. `id` is generated when not given. Works with react-hook-form's `register`. */
export function FormField({ label, hint, error, className = '', id, ...input }: FormFieldProps) {
  const auto = useId();
  const fieldId = id ?? auto;
  const hintId = hint ? `${fieldId}-hint` : undefined;
  const errorId = error ? `${fieldId}-error` : undefined;
  return (
    <div className={className}>
      <label htmlFor={fieldId} className={labelClass}>
        {label}
      </label>
      <input
        id={fieldId}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
        aria-invalid={error ? true : undefined}
        className={inputClass}
        {...input}
      />
      {hint && (
        <p id={hintId} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1 text-xs font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

export type SelectFieldProps = FieldShell &
  SelectHTMLAttributes<HTMLSelectElement> & {
    options: readonly (string | { value: string; label: string })[];
    placeholder?: string;
  };

export function SelectField({ label, hint, error, className = '', id, options, placeholder, ...select }: SelectFieldProps) {
  const auto = useId();
  const fieldId = id ?? auto;
  const errorId = error ? `${fieldId}-error` : undefined;
  return (
    <div className={className}>
      <label htmlFor={fieldId} className={labelClass}>
        {label}
      </label>
      <select id={fieldId} aria-describedby={errorId} aria-invalid={error ? true : undefined} className={inputClass} {...select}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => {
          const { value, label: text } = typeof o === 'string' ? { value: o, label: o } : o;
          return (
            <option key={value} value={value}>
              {text}
            </option>
          );
        })}
      </select>
      {hint && <p className="mt-1 text-xs text-slate-500">{hint}</p>}
      {error && (
        <p id={errorId} className="mt-1 text-xs font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
