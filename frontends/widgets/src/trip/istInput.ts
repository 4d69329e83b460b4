// <input type="datetime-local"> holds IST wall-clock time ('2026-12-01T09:30'); the API takes ISO
// with the offset. IST has no daylight saving, so a fixed offset is exact.
const IST_MS = 330 * 60_000;

/** An instant from the API as the input's IST value; '' for none. */
export function toIstInput(value: string | null | undefined): string {
  if (!value) return '';
  return new Date(Date.parse(value) + IST_MS).toISOString().slice(0, 16);
}

/** The input's value as ISO 8601 with the IST offset; undefined when empty. */
export function fromIstInput(value: string): string | undefined {
  return value ? `${value}:00+05:30` : undefined;
}
