import { describe, expect, it } from 'vitest';
import { parseServeArgs } from './parseServeArgs.ts';

describe('parseServeArgs: the template server\'s options', () => {
  it('defaults: port 5173, no folder, no other origin', () => {
    expect(parseServeArgs([], {})).toEqual({ options: { port: 5173, allowOrigins: [] }, positional: [], help: false });
  });

  it('PORT and UNAV_ALLOW_ORIGINS from the environment, the flags over and beside them', () => {
    const env = { PORT: '8080', UNAV_ALLOW_ORIGINS: 'http://localhost:5174, ,http://127.0.0.1:3000' };
    expect(parseServeArgs([], env)).toEqual({ options: { port: 8080, allowOrigins: ['http://localhost:5174', 'http://127.0.0.1:3000'] }, positional: [], help: false });
    expect(parseServeArgs(['--port', '0', '--allow-origin=http://a.test'], env)).toEqual({
      options: { port: 0, allowOrigins: ['http://localhost:5174', 'http://127.0.0.1:3000', 'http://a.test'] }, positional: [], help: false,
    });
  });

  it('--templates DIR and --templates=DIR; an empty one is no folder', () => {
    expect(parseServeArgs(['--templates', 'my-templates'], {})).toMatchObject({ options: { templatesDir: 'my-templates' } });
    expect(parseServeArgs(['--templates=my templates'], {})).toMatchObject({ options: { templatesDir: 'my templates' } });
    expect(parseServeArgs(['--templates='], {})).toEqual({ options: { port: 5173, allowOrigins: [] }, positional: [], help: false });
  });

  it('other words are left to the command; --help and -h are flagged', () => {
    expect(parseServeArgs(['my-templates', '--port=9000'], {})).toEqual({ options: { port: 9000, allowOrigins: [] }, positional: ['my-templates'], help: false });
    expect(parseServeArgs(['-h'], {})).toMatchObject({ help: true });
    expect(parseServeArgs(['--help'], {})).toMatchObject({ help: true });
  });

  it('an unknown flag or a port that is no port is an error', () => {
    expect(parseServeArgs(['--verbose'], {})).toEqual({ error: 'Unknown argument: --verbose' });
    expect(parseServeArgs(['--port', 'eighty'], {})).toEqual({ error: 'Invalid port: NaN' });
    expect(parseServeArgs(['--port=70000'], {})).toEqual({ error: 'Invalid port: 70000' });
    expect(parseServeArgs(['--port', '-1'], {})).toEqual({ error: 'Invalid port: -1' });
    expect(parseServeArgs([], { PORT: '1.5' })).toEqual({ error: 'Invalid port: 1.5' });
  });
});
