import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';
import { inputClass, labelClass } from './classes';

interface FieldShell {
  label: ReactNode;
  hint?: ReactNode;
  className?: string;
}

export type FormFieldProps = FieldShell & InputHTMLAttributes<HTMLInputElement>;

/** A labelled input. `id` is generated when not given. */
export function FormField({ label, hint, className = '', id, ...input }: FormFieldProps) {
  const auto = useId();
  const fieldId = id ?? auto;
  const hintId = hint ? `${fieldId}-hint` : undefined;
  return (
    <div className={className}>
      <label htmlFor={fieldId} className={labelClass}>
        {label}
      </label>
      <input id={fieldId} aria-describedby={hintId} className={inputClass} {...input} />
      {hint && (
        <p id={hintId} className="mt-1 text-xs text-slate-500">
          {hint}
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

export function SelectField({ label, hint, className = '', id, options, placeholder, ...select }: SelectFieldProps) {
  const auto = useId();
  const fieldId = id ?? auto;
  return (
    <div className={className}>
      <label htmlFor={fieldId} className={labelClass}>
        {label}
      </label>
      <select id={fieldId} className={inputClass} {...select}>
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
    </div>
  );
}
