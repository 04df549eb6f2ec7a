import { EventEmitter } from 'node:events';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { tempDir } from '../../fixtures/server/marketServer.testkit.ts';
import { runServeTemplates, type MarketServerStart } from './runServeTemplates.ts';

const folders: { path: string; remove(): void }[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) folder.remove();
});

function templateFolder(files: Record<string, string>): string {
  const dir = tempDir('unav-serve-');
  folders.push(dir);
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir.path, name), text);
  return dir.path;
}

/** A stand-in for the marketplace: records what it was started with and whether it was closed. */
function fakeServer(fail?: Error) {
  const started: MarketServerStart[] = [];
  let closed = 0;
  return {
    started,
    closed: () => closed,
    start: (options: MarketServerStart) => {
      started.push(options);
      return fail ? Promise.reject(fail) : Promise.resolve({ url: 'http://127.0.0.1:4321', close: async () => { closed += 1; } });
    },
  };
}

function output() {
  const lines: string[] = [];
  return { lines, io: { print: (line: string) => lines.push(line), printError: (line: string) => lines.push(`error: ${line}`) } };
}

/** Waits until the command has printed its last start-up line. */
async function started(lines: string[]): Promise<void> {
  while (!lines.includes('Press Ctrl-C to stop.')) await new Promise((resolve) => setTimeout(resolve, 5));
}

describe('runServeTemplates (universal-nav serve, npm start)', () => {
  it('a missing folder or a file: one line, exit 2, nothing started', async () => {
    const server = fakeServer();
    const { lines, io } = output();
    expect(await runServeTemplates({ templatesDir: 'no/such/folder', port: 0, allowOrigins: [] }, server.start, io, new EventEmitter())).toBe(2);
    const file = join(templateFolder({ 'headerIn.html': '<header></header>' }), 'headerIn.html');
    expect(await runServeTemplates({ templatesDir: file, port: 0, allowOrigins: [] }, server.start, io, new EventEmitter())).toBe(2);
    expect(lines).toEqual(['error: Template folder not found: no/such/folder', `error: Not a folder: ${file}`]);
    expect(server.started).toEqual([]);
  });

  it('a server that cannot start (a port in use): its message in one line, exit 1', async () => {
    const { lines, io } = output();
    const server = fakeServer(new Error('listen EADDRINUSE: address already in use 127.0.0.1:5173'));
    expect(await runServeTemplates({ port: 5173, allowOrigins: [] }, server.start, io, new EventEmitter())).toBe(1);
    expect(lines).toEqual(['error: listen EADDRINUSE: address already in use 127.0.0.1:5173']);
  });

  it('serves the folder: its URL, the folder, the check; the check again on each change; SIGTERM closes it, exit 0', async () => {
    const dir = templateFolder({ 'headerIn.html': '<header>{{logo}}</header>' });
    const server = fakeServer();
    const signals = new EventEmitter();
    const { lines, io } = output();
    const exit = runServeTemplates({ templatesDir: dir, port: 0, allowOrigins: ['http://localhost:5174'] }, server.start, io, signals);
    await started(lines);
    expect(server.started).toEqual([{ port: 0, allowOrigins: ['http://localhost:5174'], templatesDir: dir, onTemplatesChange: expect.any(Function) }]);
    expect(lines).toEqual([
      'Local marketplace: http://127.0.0.1:4321/',
      'Host pages on http://localhost:5174 may call it (CORS with credentials, the signals socket)',
      `Serving templates from ${dir} (the page reloads and the templates are checked again when a file changes)`,
      `Template check of ${dir}:`,
      '  No problems in 1 file.',
      'Press Ctrl-C to stop.',
    ]);
    lines.length = 0;
    writeFileSync(join(dir, 'headerIn.html'), '<header>{{userFirstname}}</header>');
    server.started[0]?.onTemplatesChange?.('headerIn.html');
    expect(lines).toEqual([
      `Changed: headerIn.html (template check of ${dir} again):`,
      `  ${dir}/headerIn.html:1  {{userFirstname}}  unknown name 'userFirstname': did you mean 'userFirstName'? it renders nothing unless the host page registers a placeholder of that name`,
      '  1 problem in 1 file.',
    ]);
    expect(server.closed()).toBe(0);
    signals.emit('SIGTERM');
    expect(await exit).toBe(0);
    expect(server.closed()).toBe(1);
    // Stopped once: a second signal finds no listener left.
    expect(signals.listenerCount('SIGINT') + signals.listenerCount('SIGTERM')).toBe(0);
  });

  it('without a folder (npm start): the fixture partners, no check; Ctrl-C closes it', async () => {
    const server = fakeServer();
    const signals = new EventEmitter();
    const { lines, io } = output();
    const exit = runServeTemplates({ port: 5173, allowOrigins: [] }, server.start, io, signals);
    await started(lines);
    expect(server.started).toEqual([{ port: 5173, allowOrigins: [] }]);
    expect(lines).toEqual(['Local marketplace: http://127.0.0.1:4321/', 'Press Ctrl-C to stop.']);
    signals.emit('SIGINT');
    expect(await exit).toBe(0);
  });
});
