import { editDistance } from './editDistance.ts';

/**
 * The candidate a misspelt `word` most likely meant, or undefined when none is close: at most one
 * edit for short words, two from six characters, three from twelve (longer names hide more slips,
 * while a short one within two edits of anything is a guess). Ties go to the first candidate.
 */
export function didYouMean(word: string, candidates: readonly string[]): string | undefined {
  const allowed = word.length >= 12 ? 3 : word.length >= 6 ? 2 : 1;
  let best: string | undefined;
  let bestDistance = allowed + 1;
  for (const candidate of candidates) {
    // The distance is at least the difference in length: a long hostile name costs nothing.
    if (Math.abs(candidate.length - word.length) > allowed) continue;
    const distance = editDistance(word, candidate);
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}
