// Tailwind class strings shared by every frontend so buttons, inputs and cards look the same.

export type ButtonVariant = 'primary' | 'secondary' | 'accent' | 'danger' | 'ghost' | 'success';

const base =
  'inline-flex items-center justify-center gap-2 rounded-xl font-semibold transition-colors ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 ' +
  'disabled:cursor-not-allowed disabled:opacity-50';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-blue-700 text-white shadow-sm hover:bg-blue-800',
  accent: 'bg-orange-700 text-white shadow-sm hover:bg-orange-800',
  secondary: 'border border-slate-300 bg-white text-slate-800 hover:bg-slate-50',
  danger: 'border border-red-200 bg-white text-red-700 hover:bg-red-50',
  success: 'bg-green-700 text-white shadow-sm hover:bg-green-800',
  ghost: 'text-blue-700 hover:bg-blue-50',
};

const sizes = { sm: 'px-3 py-1.5 text-sm', md: 'px-4 py-2.5 text-sm', lg: 'px-6 py-3 text-base' } as const;

export function buttonClass(variant: ButtonVariant = 'primary', size: keyof typeof sizes = 'md'): string {
  return `${base} ${variants[variant]} ${sizes[size]}`;
}

export const inputClass =
  'block w-full rounded-xl border border-slate-300 bg-white px-3 py-2.5 text-slate-900 shadow-sm ' +
  'placeholder:text-slate-400 focus:border-blue-600 focus:outline-none focus:ring-2 focus:ring-blue-600/30 ' +
  'disabled:bg-slate-100 disabled:text-slate-600 read-only:bg-slate-50';

export const labelClass = 'mb-1 block text-sm font-medium text-slate-700';

export const cardClass = 'rounded-2xl border border-slate-200 bg-white shadow-sm';

export const pageClass = 'mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 lg:px-8';
