import { vi } from 'vitest';

/**
 * Watches how formatting code uses Intl: how many formatters it makes, and how often it calls the
 * toLocale…String methods of Date and Number (which make a new formatter on every call).
 * `restore()` puts everything back.
 */
export function watchIntl() {
  const made = { NumberFormat: 0, DateTimeFormat: 0 };
  const { NumberFormat, DateTimeFormat } = Intl;
  const makers = [
    vi.spyOn(Intl, 'NumberFormat').mockImplementation(function (...args: ConstructorParameters<typeof NumberFormat>) {
      made.NumberFormat += 1;
      return new NumberFormat(...args);
    } as unknown as typeof NumberFormat),
    vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function (...args: ConstructorParameters<typeof DateTimeFormat>) {
      made.DateTimeFormat += 1;
      return new DateTimeFormat(...args);
    } as unknown as typeof DateTimeFormat),
  ];
  const perCall = [
    vi.spyOn(Date.prototype, 'toLocaleDateString'),
    vi.spyOn(Date.prototype, 'toLocaleTimeString'),
    vi.spyOn(Date.prototype, 'toLocaleString'),
    vi.spyOn(Number.prototype, 'toLocaleString'),
  ];
  const calls = () => perCall.reduce((n, spy) => n + spy.mock.calls.length, 0);
  let callsWhenRestored: number | undefined;
  return {
    made,
    /** Calls of Date's and Number's toLocale…String while watched. */
    perCallFormatting: () => callsWhenRestored ?? calls(),
    restore: () => {
      callsWhenRestored = calls();
      for (const spy of [...makers, ...perCall]) spy.mockRestore();
    },
  };
}
