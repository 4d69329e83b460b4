// Text folding shared by the gazetteer's labels, its search keys and the places people type.

/** 'Sāgar' → 'Sagar': drops accents and other combining marks; keeps case. */
export function foldAccents(text: string): string {
  return ASCII.test(text) ? text : text.normalize('NFKD').replace(/\p{M}+/gu, '');
}

/** The comparable form of a name: accents folded, lowercase, punctuation as spaces, spaces collapsed. */
export function normaliseText(text: string): string {
  const folded = foldAccents(text).toLowerCase();
  // The Unicode classes are slow; most names are plain ASCII once folded.
  return (ASCII.test(folded) ? folded.replace(/[^a-z0-9]+/g, ' ') : folded.replace(/[^\p{L}\p{N}]+/gu, ' ')).trim();
}

const ASCII = /^[ -~]*$/;

/**
 * Edit distance (insertions, deletions, substitutions, swaps of neighbours) between `query` and the
 * closest prefix of `name`, so that 'jabalpr' is 1 away from 'jabalpur' and 'bhopl' 1 away from
 * 'bhopal'. Gives up (returns max + 1) as soon as every prefix is more than `max` away.
 */
export function prefixEditDistance(query: string, name: string, max: number): number {
  const m = query.length;
  const n = Math.min(name.length, m + max);
  // rows[i][j]: distance between query[0..i) and name[0..j)
  let prevPrev: number[] = [];
  let prev = Array.from({ length: n + 1 }, (_, j) => j);
  for (let i = 1; i <= m; i++) {
    const row = [i];
    let rowMin = i;
    for (let j = 1; j <= n; j++) {
      const cost = query[i - 1] === name[j - 1] ? 0 : 1;
      let d = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + cost);
      if (i > 1 && j > 1 && query[i - 1] === name[j - 2] && query[i - 2] === name[j - 1]) {
        d = Math.min(d, prevPrev[j - 2] + 1);
      }
      row.push(d);
      rowMin = Math.min(rowMin, d);
    }
    if (rowMin > max) return max + 1;
    prevPrev = prev;
    prev = row;
  }
  return Math.min(...prev.slice(Math.max(0, m - max)));
}
