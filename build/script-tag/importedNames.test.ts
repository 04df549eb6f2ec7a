import { parseAst } from 'rolldown/parseAst';
import { expect, it } from 'vitest';
import { importedNames } from './importedNames.ts';

const namesOf = (code: string) =>
  Object.fromEntries([...importedNames(parseAst(code, { lang: 'tsx' }))].map(([source, names]) => [source, [...names].sort()]));

it('names each imported and re-exported binding by its source, default and namespace included', () => {
  expect(namesOf(`
    import React, { useState, useMemo as memo } from 'react';
    import * as all from './all.ts';
    import './sideEffect.ts';
    export { joinUrl, dropTrailingSlashes as drop } from './url.ts';
    export * from './everything.ts';
    export const local = 1;
    const late = () => import('./chunk.ts');
  `)).toEqual({
    react: ['default', 'useMemo', 'useState'],
    './all.ts': ['*'],
    './sideEffect.ts': [],
    './url.ts': ['dropTrailingSlashes', 'joinUrl'],
    './everything.ts': ['*'],
  });
});

it('leaves type-only imports and re-exports out: the built code has none of them', () => {
  expect(namesOf(`
    import type { NavEnv } from './env.ts';
    import { type NavConfig, readConfig } from './config.ts';
    export type { NavHandle } from './mount.tsx';
    export { type Options, preview } from './preview.ts';
    export type * from './types.ts';
  `)).toEqual({
    './config.ts': ['readConfig'],
    './preview.ts': ['preview'],
  });
});
