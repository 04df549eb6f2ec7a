// @vitest-environment jsdom
import { StrictMode } from 'react';
import { render } from '@testing-library/react';
import { expect, it } from 'vitest';
import { useLastingEffect } from './useLastingEffect.ts';

function Probe({ id, log }: { id: string; log: string[] }) {
  useLastingEffect(() => {
    log.push(`setup ${id}`);
    return () => log.push(`cleanup ${id}`);
  }, [id]);
  return null;
}

const endOfTask = () => Promise.resolve().then(() => undefined);

it('inside StrictMode sets up once per mount, where useEffect sets up, cleans up and sets up again', async () => {
  const log: string[] = [];
  const view = render(<StrictMode><Probe id="a" log={log} /></StrictMode>);
  await endOfTask();
  expect(log).toEqual(['setup a']);
  view.unmount();
  expect(log).toEqual(['setup a']);
  await endOfTask();
  expect(log).toEqual(['setup a', 'cleanup a']);
});

it('a change of deps cleans up the old setup before the new one, at once', () => {
  const log: string[] = [];
  const view = render(<Probe id="a" log={log} />);
  view.rerender(<Probe id="b" log={log} />);
  expect(log).toEqual(['setup a', 'cleanup a', 'setup b']);
});

it('an unmount cleans up the last setup at the end of the task, once', async () => {
  const log: string[] = [];
  const view = render(<StrictMode><Probe id="a" log={log} /></StrictMode>);
  view.rerender(<StrictMode><Probe id="b" log={log} /></StrictMode>);
  view.unmount();
  await endOfTask();
  await endOfTask();
  expect(log).toEqual(['setup a', 'cleanup a', 'setup b', 'cleanup b']);
});
