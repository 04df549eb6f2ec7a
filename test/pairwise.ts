/**
 * A test matrix by coverage instead of by cross-product: every value of each dimension appears in
 * some row, and for each pair of dimensions that interact, every combination of their values
 * appears in some row. Built greedily (each row takes the values that cover the most combinations
 * not yet covered), the same every run for the same dimensions, so a new partner or width joins
 * by itself and the case names stay stable.
 */
export type Dimensions = Record<string, readonly unknown[]>;
export type Row<D extends Dimensions> = { [K in keyof D]: D[K][number] };

interface PairwiseOptions<D extends Dimensions> {
  /** The pairs of dimensions whose combinations must all appear. [every pair] */
  interacting?: readonly (readonly [keyof D & string, keyof D & string])[];
  /** Rows that may not exist (a combination the product never shows); their combinations are not required. */
  allowed?: (row: Partial<Row<D>>) => boolean;
}

const keyOf = (a: string, i: number, b: string, j: number) => `${a}=${i}|${b}=${j}`;

export function pairwise<D extends Dimensions>(dimensions: D, options: PairwiseOptions<D> = {}): Row<D>[] {
  const names = Object.keys(dimensions) as (keyof D & string)[];
  const valuesOf = (name: string) => dimensions[name] as readonly unknown[];
  const allowed = options.allowed ?? (() => true);
  const interacting = options.interacting ?? names.flatMap((a, i) => names.slice(i + 1).map((b) => [a, b] as const));

  // The combinations still to cover, as `a=i|b=j` (value indexes), and every single value.
  const uncovered = new Set<string>();
  for (const [a, b] of interacting) {
    valuesOf(a).forEach((va, i) => valuesOf(b).forEach((vb, j) => {
      if (allowed({ [a]: va, [b]: vb } as Partial<Row<D>>)) uncovered.add(keyOf(a, i, b, j));
    }));
  }
  const unseen = new Set(names.flatMap((name) => valuesOf(name).map((_, i) => `${name}=${i}`)));
  const used = new Map<string, number>();

  const rows: Row<D>[] = [];
  while (uncovered.size > 0 || unseen.size > 0) {
    const picked: Record<string, number> = {};
    const row = () => Object.fromEntries(Object.entries(picked).map(([name, i]) => [name, valuesOf(name)[i]])) as Partial<Row<D>>;
    // Seed the row with the first combination (or value) not covered yet.
    const seed = uncovered.values().next().value ?? unseen.values().next().value as string;
    for (const part of seed.split('|')) {
      const [name, index] = part.split('=') as [string, string];
      picked[name] = Number(index);
    }
    for (const name of names) {
      if (name in picked) continue;
      let best = -1;
      let bestScore = -1;
      valuesOf(name).forEach((value, i) => {
        if (!allowed({ ...row(), [name]: value })) return;
        let score = unseen.has(`${name}=${i}`) ? 1 : 0;
        for (const [other, index] of Object.entries(picked)) {
          if (uncovered.has(keyOf(name, i, other, index)) || uncovered.has(keyOf(other, index, name, i))) score += 2;
        }
        // Ties go to the value used least, so that rows spread over the values.
        score -= (used.get(`${name}=${i}`) ?? 0) / 1000;
        if (score > bestScore) {
          bestScore = score;
          best = i;
        }
      });
      if (best === -1) throw new Error(`pairwise: no allowed value of ${name} for ${JSON.stringify(row())}`);
      picked[name] = best;
    }
    for (const [a, i] of Object.entries(picked)) {
      unseen.delete(`${a}=${i}`);
      used.set(`${a}=${i}`, (used.get(`${a}=${i}`) ?? 0) + 1);
      for (const [b, j] of Object.entries(picked)) uncovered.delete(keyOf(a, i, b, j));
    }
    rows.push(Object.fromEntries(names.map((name) => [name, valuesOf(name)[picked[name] as number]])) as Row<D>);
  }
  return rows;
}
