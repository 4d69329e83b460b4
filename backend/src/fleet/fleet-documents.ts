// Fleet papers: a driver's licence, a cab's permit, fitness, insurance and PUC. Framework-free.
// Each document is valid through its expiry date (IST); the desk is warned 30 days ahead, and a
// trip cannot be given to a driver or cab whose paper has expired.
import { formatIndianDate } from '../common/time/ist.js';

/** Days before expiry from which a document is flagged. */
export const WARNING_DAYS = 30;

export const DOCUMENT_KINDS = ['licence', 'permit', 'fitness', 'insurance', 'puc'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

export const DOCUMENT_LABELS: Record<DocumentKind, string> = {
  licence: 'driving licence',
  permit: 'permit',
  fitness: 'fitness certificate',
  insurance: 'insurance',
  puc: 'PUC certificate',
};

export type DocumentState = 'valid' | 'expiring' | 'expired';

export interface FleetDocument {
  kind: DocumentKind;
  /** IST date 'YYYY-MM-DD', the last day it is valid. */
  expiry: string;
}

export interface DocumentStatus extends FleetDocument {
  state: DocumentState;
  /** Days from today to the expiry date: 0 on the last valid day, negative once expired. */
  daysLeft: number;
}

/** Whole days from IST date `today` to IST date `expiry` (both 'YYYY-MM-DD'). */
export function daysUntil(expiry: string, today: string): number {
  return Math.round((Date.parse(`${expiry}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
}

export function documentStatus(doc: FleetDocument, today: string): DocumentStatus {
  const daysLeft = daysUntil(doc.expiry, today);
  const state: DocumentState = daysLeft < 0 ? 'expired' : daysLeft <= WARNING_DAYS ? 'expiring' : 'valid';
  return { ...doc, state, daysLeft };
}

/** The sentence the lists show for a document that needs attention, or null. */
export function documentWarning(status: DocumentStatus): string | null {
  const label = DOCUMENT_LABELS[status.kind];
  const on = formatIndianDate(status.expiry);
  if (status.state === 'expired') return `The ${label} expired on ${on}.`;
  if (status.state === 'valid') return null;
  if (status.daysLeft === 0) return `The ${label} expires today (${on}).`;
  return `The ${label} expires on ${on}, in ${status.daysLeft} day${status.daysLeft === 1 ? '' : 's'}.`;
}

/** Every document's state, and the warnings (expired and expiring ones, soonest first). */
export function reviewDocuments(docs: readonly FleetDocument[], today: string): { documents: DocumentStatus[]; warnings: string[] } {
  const documents = docs.map((doc) => documentStatus(doc, today));
  const warnings = [...documents]
    .sort((a, b) => a.daysLeft - b.daysLeft)
    .map(documentWarning)
    .filter((w): w is string => w !== null);
  return { documents, warnings };
}

/**
 * Why a trip cannot be given to this driver or cab: the first expired document, named, or null.
 * `owner` names whose paper it is ("driver Ramesh Kumar", "cab MP20AB1234").
 */
export function expiredDocumentRefusal(owner: string, docs: readonly FleetDocument[], today: string): string | null {
  const expired = docs.map((doc) => documentStatus(doc, today)).find((s) => s.state === 'expired');
  if (!expired) return null;
  return `The ${DOCUMENT_LABELS[expired.kind]} of ${owner} expired on ${formatIndianDate(expired.expiry)}; renew it before assigning a trip.`;
}
