import { expect, it } from 'vitest';
import { createCommitWatch } from './commitWatch.ts';

it('resolves once a root has committed the latest data, read at each commit', async () => {
  const watch = createCommitWatch();
  const first = { n: 1 };
  const second = { n: 2 };
  let latest: unknown = first;
  let done = false;
  const waited = watch.until(() => latest).then(() => (done = true));
  latest = second;
  watch.committed(first);
  await Promise.resolve();
  expect(done).toBe(false);
  watch.committed(second);
  await waited;
  expect(done).toBe(true);
  // Already committed: at once.
  await expect(watch.until(() => second)).resolves.toBeUndefined();
});
