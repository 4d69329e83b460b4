/** 'JBP-' and the booking id, at least 6 digits: 123 → 'JBP-000123', 1234567 → 'JBP-1234567'. */
export function formatBookingReference(id: number): string {
  if (!Number.isSafeInteger(id) || id <= 0) throw new RangeError(`booking id must be a positive integer, got ${id}`);
  return `JBP-${String(id).padStart(6, '0')}`;
}

/** The booking id in a reference ('jbp-000123' → 123), or undefined for other text. */
export function parseBookingReference(text: string): number | undefined {
  const match = /^JBP-(\d{6,})$/i.exec(text.trim());
  if (!match) return undefined;
  const id = Number(match[1]);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}
