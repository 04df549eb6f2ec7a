/**
 * The number of single-character edits (insert, delete, substitute, swap two neighbours) that turn
 * `a` into `b`, case-insensitive: the optimal string alignment distance. A swap counts as one edit
 * because transposed letters are the commonest typing slip (`userFrist`).
 */
export function editDistance(a: string, b: string): number {
  const s = a.toLowerCase();
  const t = b.toLowerCase();
  // Three rows suffice: a swap looks two rows back.
  let before: number[] = Array.from({ length: t.length + 1 }, () => 0);
  let previous = Array.from({ length: t.length + 1 }, (_, j) => j);
  for (let i = 1; i <= s.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= t.length; j += 1) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      let best = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1]) best = Math.min(best, (before[j - 2] ?? 0) + 1);
      current.push(best);
    }
    before = previous;
    previous = current;
  }
  return previous[t.length] ?? 0;
}
