import { describe, expect, it } from 'vitest';
import { folderCycles } from './folderCycles.ts';

describe('folderCycles', () => {
  it('finds two folders that import each other', () => {
    const imports = [
      { file: 'engine/core/context/a.ts', target: 'engine/core/nav/b.ts' },
      { file: 'engine/core/nav/b.ts', target: 'engine/core/context/c.ts' },
      { file: 'engine/core/nav/b.ts', target: 'engine/core/url/d.ts' },
    ];
    expect(folderCycles(imports)).toEqual([['engine/core/context', 'engine/core/nav']]);
  });

  it('finds a longer circle as one group, and nothing in a graph that only goes down', () => {
    const circle = [
      { file: 'a/x.ts', target: 'b/x.ts' },
      { file: 'b/x.ts', target: 'c/x.ts' },
      { file: 'c/x.ts', target: 'a/y.ts' },
    ];
    expect(folderCycles(circle)).toEqual([['a', 'b', 'c']]);
    expect(folderCycles([{ file: 'runtime/a.ts', target: 'engine/react/b.ts' }, { file: 'engine/react/b.ts', target: 'engine/core/c.ts' }])).toEqual([]);
  });

  it('counts a parent folder and its sub-folder as two folders, and ignores imports inside one folder', () => {
    expect(folderCycles([{ file: 'widgets/banners/a.ts', target: 'widgets/banners/previewToolbar/b.ts' }, { file: 'widgets/banners/previewToolbar/b.ts', target: 'widgets/banners/c.ts' }])).toEqual([
      ['widgets/banners', 'widgets/banners/previewToolbar'],
    ]);
    expect(folderCycles([{ file: 'ui/a.ts', target: 'ui/b.ts' }, { file: 'ui/b.ts', target: 'ui/a.ts' }])).toEqual([]);
  });

  it('walks a chain of thousands of folders without overflowing the stack', () => {
    const chain = Array.from({ length: 20_000 }, (_, i) => ({ file: `f${i}/x.ts`, target: `f${i + 1}/x.ts` }));
    expect(folderCycles([...chain, { file: 'f20000/x.ts', target: 'f0/x.ts' }])[0]).toHaveLength(20_001);
  });
});
