/**
 * The template playground (/playground) in Chromium: typing in the editor updates the framed
 * preview; a lint problem appears with its line and a click on it moves the cursor there; a hostile
 * set runs nothing in the preview; the width switch gives the phone layout inside the frame; the
 * export is a folder that `npm start -- --templates DIR` (a market server on it) serves identically;
 * a zip bomb or an over-full folder is refused with a message; the page is axe-clean.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { zipSync } from 'fflate';
import type { Browser, Frame, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createMarketServer } from '../fixtures/server/createMarketServer.ts';
import { tempDir } from '../fixtures/server/marketServer.testkit.ts';
import { TEMPLATE_FILES } from '../authoring/templateFolder/templateFolderFiles.ts';
import { unzipFiles, zipFiles } from '../authoring/playground/zip.ts';
import { connectBrowser, marketUrl, openPage, poll, runAxe, type OpenedPage } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(() => browser?.close());

let opened: OpenedPage | undefined;
afterEach(async () => {
  await opened?.close();
  opened = undefined;
});

const HEADER_IN = [
  '<div class="mine">',
  '  <p id="typed">Hello </p>',
  '  <p id="greeting">Hi {{userFirstname}}</p>',
  '  <button type="button" onclick="alert(1)">Go</button>',
  '  <img src="x" onerror="alert(2)" alt="">',
  '  {{userMenu}}',
  '</div>',
].join('\n');

/** The playground, fresh (no stored set), started from Globex's published set and checked once. */
async function openPlayground(): Promise<{ page: Page; frame: Frame }> {
  opened = await openPage(browser, marketUrl('/playground'), { width: 1440, height: 1000, waitUntil: 'domcontentloaded' });
  const { page } = opened;
  await page.waitForSelector('html[data-lint-state="done"]');
  const frame = page.frame({ url: /\/playground\/frame$/ });
  if (!frame) throw new Error('the preview frame is missing');
  await frame.waitForSelector('html[data-preview-version] .unav-root[data-unav-root="header"]');
  return { page, frame };
}

/**
 * Replaces the open file's text by a paste (a paste event with the text, as the clipboard gives it),
 * and waits for the lint of the new text. Typed text would open the editor's completions on a
 * token and leave them open.
 */
async function replaceText(page: Page, text: string): Promise<void> {
  const editor = page.locator('.cm-content');
  await editor.click();
  await page.keyboard.press('Control+A');
  await editor.evaluate((element, pasted) => {
    const clipboardData = new DataTransfer();
    clipboardData.setData('text/plain', pasted);
    element.dispatchEvent(new ClipboardEvent('paste', { clipboardData, bubbles: true, cancelable: true }));
  }, text);
  await page.waitForSelector('html[data-lint-state="done"]');
}

describe('the template playground', () => {
  it('typing updates the preview; problems and removals appear with their lines; a click goes to the line', async () => {
    const { page, frame } = await openPlayground();
    expect(await page.locator('#pg-status').textContent()).toContain("GLOBEX's published set");
    await replaceText(page, HEADER_IN);
    // Typed key by key, before the closing tag of line 2.
    await page.locator('.cm-line', { hasText: 'Hello' }).click();
    await page.keyboard.press('End');
    for (let i = 0; i < '</p>'.length; i += 1) await page.keyboard.press('ArrowLeft');
    await page.keyboard.type('world');
    await poll(() => frame.locator('#typed, [id$="typed"]').first().textContent()).toBe('Hello world');

    const problem = page.locator('#pg-problems .pg-problem', { hasText: "did you mean 'userFirstName'" });
    await poll(() => problem.count()).toBe(1);
    expect(await problem.locator('code').textContent()).toBe('headerIn.html:3');
    const removed = page.locator('#pg-removed .pg-problem');
    await poll(() => removed.count()).toBeGreaterThanOrEqual(2);
    expect(await removed.allTextContents()).toEqual(expect.arrayContaining([
      expect.stringMatching(/^headerIn\.html:4 event handler on <button> is removed/),
      expect.stringMatching(/^headerIn\.html:5 event handler on <img> is removed/),
    ]));
    expect(await page.locator('#pg-tab-headerIn\\.html .pg-tab__count').textContent()).toBe(String(await page.locator('.pg-problem[data-file="headerIn.html"]').count()));

    // Click: the cursor is on line 3, the editor focused.
    await page.locator('.cm-content').click();
    await page.keyboard.press('Control+End');
    await problem.click();
    expect(await page.locator('.cm-activeLine').textContent()).toContain('{{userFirstname}}');
    expect(await page.evaluate(() => document.activeElement?.classList.contains('cm-content'))).toBe(true);

    // The hostile parts ran nothing in the preview.
    await frame.locator('button', { hasText: 'Go' }).click();
    expect(await frame.evaluate(() => (window as unknown as { __xssCalls?: number }).__xssCalls ?? 0)).toBe(0);
    expect(opened!.pageErrors).toEqual([]);
  });

  it('a problem in another file opens that file at its line', async () => {
    const { page } = await openPlayground();
    await page.locator('#pg-tab-css\\.css').click();
    await replaceText(page, '.gx-a { color: red; }\n.gx-b { position: fixed; }\n');
    await page.locator('#pg-tab-headerIn\\.html').click();
    const removal = page.locator('.pg-problem[data-file="css.css"]');
    // A CSS removal is listed beside css.css's source; the tab counts it from anywhere.
    expect(await page.locator('#pg-tab-css\\.css .pg-tab__count').textContent()).toBe('1');
    await page.locator('#pg-tab-css\\.css').click();
    await poll(() => removal.count()).toBe(1);
    expect(await removal.locator('code').textContent()).toBe('css.css:2');
    await page.locator('#pg-tab-headerIn\\.html').click();
    await page.locator('#pg-tab-css\\.css').click();
    await page.keyboard.press('Control+Home');
    await removal.click();
    expect(await page.locator('#pg-tab-css\\.css').getAttribute('aria-selected')).toBe('true');
    expect(await page.locator('.cm-activeLine').textContent()).toContain('position: fixed');
  });

  it('the phone width gives the runtime its phone layout inside the frame', async () => {
    const { page, frame } = await openPlayground();
    expect(await frame.evaluate(() => window.innerWidth)).toBe(1280);
    await page.getByRole('button', { name: 'Phone 375px' }).click();
    expect(await page.getByRole('button', { name: 'Phone 375px' }).getAttribute('aria-pressed')).toBe('true');
    await poll(() => frame.evaluate(() => window.innerWidth)).toBe(375);
    await poll(() => frame.locator('.unav-mobile-menu__hamburger').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Desktop 1280px' }).click();
    await poll(() => frame.locator('.unav-mobile-menu__hamburger').isVisible()).toBe(false);
  });

  it('export gives the folder that a template server on it serves identically', async () => {
    const { page } = await openPlayground();
    await replaceText(page, HEADER_IN.replace('Hello ', 'Exported header'));
    const [download] = await Promise.all([page.waitForEvent('download'), page.locator('#pg-export').click()]);
    expect(download.suggestedFilename()).toBe('templates.zip');
    const dir = tempDir('unav-exported-');
    try {
      const zipPath = join(dir.path, 'templates.zip');
      await download.saveAs(zipPath);
      const read = unzipFiles(new Uint8Array(readFileSync(zipPath)));
      if ('problem' in read) throw new Error(`the exported zip cannot be read: ${read.problem}`);
      const entries = read.files;
      const folder = join(dir.path, 'templates');
      mkdirSync(folder);
      for (const { path, text } of entries) writeFileSync(join(folder, path), text);
      const exported = Object.fromEntries(entries.map(({ path, text }) => [path, text]));
      expect(exported['headerIn.html']).toContain('Exported header');

      const server = await createMarketServer({ port: 0, distDir: resolve(process.env.UNAV_E2E_DIST ?? 'dist'), templatesDir: folder });
      try {
        const served = (await (await fetch(`${server.url}/api/channel/v1/styles/GLOBEX/templates/published`)).json()) as { templates: Record<string, string> };
        for (const [slot, file] of Object.entries(TEMPLATE_FILES)) {
          expect(served.templates[slot], `${file} as served`).toBe(exported[file]);
        }
        const pageOnIt = await browser.newPage();
        try {
          await pageOnIt.goto(marketUrl('/home', { base: server.url, persona: 'customer' }), { waitUntil: 'domcontentloaded' });
          await pageOnIt.waitForSelector('html[data-unav-state="mounted"]');
          await poll(() => pageOnIt.locator('.unav-root[data-unav-root="header"] p', { hasText: 'Exported header' }).count()).toBe(1);
        } finally {
          await pageOnIt.close();
        }
      } finally {
        await server.close();
      }
    } finally {
      dir.remove();
    }
  });

  it('import of a zip takes the files the server reads and names the ones it leaves out; the set survives a reload', async () => {
    const { page, frame } = await openPlayground();
    const zip = zipFiles({ 'mine/headerIn.html': '<p id="imported">Imported header</p>{{userMenu}}', 'mine/header-in.html': '<p>never read</p>' });
    await page.locator('#pg-import-zip').setInputFiles({ name: 'mine.zip', mimeType: 'application/zip', buffer: Buffer.from(zip) });
    await poll(() => page.locator('#pg-status').textContent()).toBe('Imported headerIn.html. Left out: header-in.html: the template server never reads this file');
    await poll(() => frame.locator('[id$="imported"]').textContent()).toBe('Imported header');
    await page.reload({ waitUntil: 'domcontentloaded' });
    await page.waitForSelector('html[data-lint-state="done"]');
    expect(await page.locator('#pg-status').textContent()).toBe('Your last set, kept in this browser.');
    expect(await page.locator('.cm-content').textContent()).toContain('Imported header');
  });

  it('a zip bomb or an over-full folder is refused with a message; the page stays responsive and imports a good zip after', async () => {
    const { page, frame } = await openPlayground();
    const status = page.locator('#pg-status');
    const before = await page.locator('.cm-content').textContent();
    // 40 MB of spaces in a zip of some 40 kB.
    const bomb = zipSync({ 'headerIn.html': new Uint8Array(40 * 1024 * 1024).fill(0x20) }, { level: 9 });
    await page.locator('#pg-import-zip').setInputFiles({ name: 'bomb.zip', mimeType: 'application/zip', buffer: Buffer.from(bomb) });
    await poll(() => status.textContent()).toBe('The zip is not imported: headerIn.html is 40 MB unpacked; the playground imports files up to 512 kB.');
    // The tab answers at once and the set is untouched.
    await page.locator('#pg-tab-footer\\.html').click({ timeout: 2000 });
    expect(await page.locator('#pg-tab-footer\\.html').getAttribute('aria-selected')).toBe('true');
    await page.locator('#pg-tab-headerIn\\.html').click({ timeout: 2000 });
    expect(await page.locator('.cm-content').textContent()).toBe(before);

    const dir = tempDir('unav-import-folder-');
    try {
      for (let index = 0; index < 70; index += 1) writeFileSync(join(dir.path, `notes${index}.txt`), 'x');
      await page.locator('#pg-import-folder').setInputFiles(dir.path);
      await poll(() => status.textContent()).toBe('The folder is not imported: it holds 70 items; the playground imports at most 64 (a template set is about a dozen files).');
    } finally {
      dir.remove();
    }

    // The same input with a good zip imports it: the refusal above came from the limits.
    await page.locator('#pg-import-zip').setInputFiles({ name: 'good.zip', mimeType: 'application/zip', buffer: Buffer.from(zipFiles({ 'headerIn.html': '<p id="recovered">After the bomb</p>' })) });
    await poll(() => status.textContent()).toBe('Imported headerIn.html.');
    await poll(() => frame.locator('[id$="recovered"]').textContent()).toBe('After the bomb');
    expect(opened!.pageErrors).toEqual([]);
  });

  it('is axe-clean, with its problems listed', async () => {
    const { page } = await openPlayground();
    await replaceText(page, HEADER_IN);
    const violations = await runAxe(page, { exclude: ['#pg-frame'] });
    expect(violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});
