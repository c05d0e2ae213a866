/** The nearest of some known names to a typed one, for "Did you mean …?" messages. */

/** Edit distance (insertions, deletions, substitutions, adjacent swaps), case-insensitive. */
export function editDistance(a: string, b: string): number {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  const d: number[][] = Array.from({ length: x.length + 1 }, (_, i) => Array.from({ length: y.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= x.length; i++) {
    for (let j = 1; j <= y.length; j++) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1]) d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  return d[x.length][y.length];
}

/** Letters, digits only, lower case: `user_id`, `userId` and `userid` read alike. */
const squash = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * The known name closest to `typed`: one spelled alike but for case and separators first, else
 * the one fewest edits away, if that is at most a third of its length (at least 1, at most 3).
 */
export function nearestName(typed: string, known: readonly string[]): string | undefined {
  const squashed = squash(typed);
  const alike = known.find((k) => squash(k) === squashed && squashed !== '');
  if (alike !== undefined) return alike;
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const k of known) {
    const distance = editDistance(typed, k);
    if (distance < bestDistance) {
      best = k;
      bestDistance = distance;
    }
  }
  if (best === undefined) return undefined;
  return bestDistance <= Math.min(3, Math.max(1, Math.floor(best.length / 3))) ? best : undefined;
}
