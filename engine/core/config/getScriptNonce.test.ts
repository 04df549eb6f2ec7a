import { describe, expect, it } from 'vitest';
import { getScriptNonce } from './getScriptNonce.ts';

describe('the CSP nonce of the scripts the runtime adds', () => {
  it('is config.nonce', () => {
    expect(getScriptNonce({ nonce: 'n0nce' })).toBe('n0nce');
    expect(getScriptNonce({ nonce: 'n0nce', supportChat: { nonce: 'older' } })).toBe('n0nce');
  });

  it('else the older supportChat.nonce, else none', () => {
    expect(getScriptNonce({ supportChat: { nonce: 'older' } })).toBe('older');
    expect(getScriptNonce({ nonce: '', supportChat: {} })).toBeUndefined();
    expect(getScriptNonce({})).toBeUndefined();
  });
});
