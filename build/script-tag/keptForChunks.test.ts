import { describe, expect, it } from 'vitest';
import { keptForChunks } from './keptForChunks.ts';

describe('keptForChunks', () => {
  it('names what the chunks take of a module that the entry itself left out', () => {
    const taken = new Map([
      ['/p/linkRel.ts', new Set(['relForLink', 'enforceLinkRel'])],
      ['/p/react.ts', new Set(['useState'])],
    ]);
    const entry = new Map([
      ['/p/linkRel.ts', ['relForLink']],
      ['/p/react.ts', ['useState', 'useEffect']],
    ]);
    expect(keptForChunks(taken, entry)).toEqual([{ module: '/p/linkRel.ts', names: ['enforceLinkRel'] }]);
  });

  it('a module taken whole is not reported name by name', () => {
    expect(keptForChunks(new Map([['/p/a.ts', new Set(['*'])]]), new Map([['/p/a.ts', ['x']]]))).toEqual([]);
  });
});
