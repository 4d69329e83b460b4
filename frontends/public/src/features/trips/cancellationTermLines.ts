/** A fare version's cancellation terms as the server sends them (largest hoursBefore first or not). */
export interface CancellationTermsData {
  freeHoursBefore: number;
  slabs: { hoursBefore: number; percent: number }[];
}

export type TermLine =
  | { key: 'termsFree'; vars: { hours: number } }
  | { key: 'termsBetween'; vars: { upper: number; lower: number; percent: number } }
  | { key: 'termsUnder' | 'termsUnderOrAfter'; vars: { upper: number; percent: number } }
  | { key: 'termsAfter'; vars: { percent: number } };

/**
 * The sentences that word the server's rule (cancellationCharge): free at `freeHoursBefore` or more;
 * otherwise the slab with the smallest `hoursBefore` still above the hours left. A slab at 0 is the
 * no-show after the pickup time; slabs no time can reach (at or above the free limit, or behind a
 * smaller one) say nothing.
 */
export function cancellationTermLines({ freeHoursBefore, slabs }: CancellationTermsData): TermLine[] {
  const lines: TermLine[] = [{ key: 'termsFree', vars: { hours: freeHoursBefore } }];
  const sorted = [...slabs].sort((a, b) => b.hoursBefore - a.hoursBefore);
  sorted.forEach((slab, i) => {
    const upper = Math.min(slab.hoursBefore, freeHoursBefore);
    const next = sorted[i + 1];
    const { percent } = slab;
    if (slab.hoursBefore <= 0) {
      lines.push({ key: 'termsAfter', vars: { percent } });
    } else if (!next) {
      lines.push({ key: 'termsUnderOrAfter', vars: { upper, percent } });
    } else if (next.hoursBefore >= upper) {
      return; // never reached: the next slab covers every hour below this one's reach
    } else if (next.hoursBefore <= 0) {
      lines.push({ key: 'termsUnder', vars: { upper, percent } });
    } else {
      lines.push({ key: 'termsBetween', vars: { upper, lower: next.hoursBefore, percent } });
    }
  });
  return lines;
}
