import { useState } from 'react';
import { sameValue } from '../../core/sameValue.ts';

/**
 * The value from an earlier render while the new one equals it (sameValue), so a host may build its
 * config anew on every render without starting anything anew. Kept in state, not in a ref: React
 * may repeat or discard a render, and only a committed render moves it on.
 */
export function useValueOf<T>(value: T): T {
  const [kept, setKept] = useState(value);
  const same = sameValue(kept, value);
  // Adjusting state while rendering: React renders again at once with the new value.
  if (!same) setKept(value);
  return same ? kept : value;
}
