/** What measureServerRenders.ts prints (one JSON line) and server.ts reads. */
export const PERSONAS = ['visitor', 'customer'] as const;
export type Persona = (typeof PERSONAS)[number];

export interface ServerFigures {
  entry: string;
  partner: string;
  loadAtStart: string;
  loadAtEnd: string;
  rounds: number;
  sets: number;
  /** CPU ms per render, medians: the same set every render. */
  cached: Record<Persona, number>;
  /** CPU ms per render, medians: `sets` sets in turn, after a first pass over them. */
  rotation: Record<Persona, number>;
  /** CPU ms per render, medians: the first pass, each set new to the process. */
  firstPass: Record<Persona, number>;
  /** CPU ms per render, medians: the same set, a new jsdom window for every render. */
  newWindow: Record<Persona, number>;
  /** Characters of renderNav's dataScript. */
  dataScript: Record<Persona, number>;
  /** Characters of the data script as it was before (every template of the set; `<`, `>`, `&` escaped). */
  wholeSetScript: Record<Persona, number>;
  /** Heap kept per set of the rotation, after a full collection: bytes. */
  heapPerSet: number;
}
