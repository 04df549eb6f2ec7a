import { describe, expect, it } from 'vitest';
import { jsdomMissing } from './jsdomMissing.ts';

/** The error Node gives for an import of a package that is not installed. */
function notInstalled(name: string): Error {
  return Object.assign(new Error(`Cannot find package '${name}' imported from /app/node_modules/universal-nav/dist/cli/universal-nav.js`), { code: 'ERR_MODULE_NOT_FOUND' });
}

describe('jsdomMissing', () => {
  it('nothing to say when jsdom loads (it is installed for this repository)', async () => {
    expect(await jsdomMissing('lint')).toBeUndefined();
  });

  it('a missing jsdom: one line naming the command and how to install or run it', async () => {
    expect(await jsdomMissing('serve', () => Promise.reject(notInstalled('jsdom')))).toBe(
      'universal-nav serve needs jsdom, which is not installed: run npm install --save-dev universal-nav jsdom, or npx -p universal-nav -p jsdom universal-nav serve DIR',
    );
  });

  it('any other failure is not hidden behind that line: a package jsdom needs, or another error', async () => {
    await expect(jsdomMissing('lint', () => Promise.reject(notInstalled('whatwg-url')))).rejects.toThrow("Cannot find package 'whatwg-url'");
    await expect(jsdomMissing('lint', () => Promise.reject(new Error('jsdom is broken')))).rejects.toThrow('jsdom is broken');
  });
});
