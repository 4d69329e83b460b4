// The one-way form as last typed, kept for this tab (sessionStorage) so a detour through login or
// registration, or a reload, does not make the visitor type the trip again.

const DRAFT_KEY = 'jbp.oneWayDraft';

export interface TripDraft {
  to?: string;
  date?: string;
  startTime?: string;
  pickupInfo?: string;
}

const FIELDS = ['to', 'date', 'startTime', 'pickupInfo'] as const;

export function readTripDraft(): TripDraft {
  try {
    const saved = JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? 'null') as Record<string, unknown> | null;
    if (!saved || typeof saved !== 'object') return {};
    // Only the form's own text fields: anything else in storage is ignored.
    return Object.fromEntries(FIELDS.filter((f) => typeof saved[f] === 'string').map((f) => [f, saved[f]])) as TripDraft;
  } catch {
    return {};
  }
}

export function saveTripDraft(values: Partial<Record<keyof TripDraft, string | undefined>>): void {
  try {
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify(values));
  } catch {
    // Storage full or blocked: the form still works, it is only not kept.
  }
}
