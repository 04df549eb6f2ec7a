import { hashTemplate } from '../template/hashTemplate.ts';
import { createByteLru } from './createByteLru.ts';

/**
 * The bytes a string holds: V8 keeps a string of Latin-1 text in one byte per character and any
 * other in two (a browser about alike). Read on a miss only, where it costs little beside deriving.
 */
export function bytesOfText(text: string): number {
  return /[\u0100-\uffff]/.test(text) ? text.length * 2 : text.length;
}

/** The bytes of an entry beside its texts and value: the map's slot, the entry, its arrays. */
const ENTRY_BYTES = 256;

export interface ContentCache {
  /**
   * The value `derive` gives for these texts under `policy`, derived once and then handed back to
   * every caller with the very same texts and policy. `policy` names whatever else changes the value
   * (the marketplace URL, the allowed origins, the root selectors ...). `bytesOf` estimates the bytes
   * the value holds beyond the texts and the key, which are counted on their own. `derive` is given
   * the entry's key, a short name of the texts and policy; a value it throws is not kept.
   */
  derive<Value>(policy: string, texts: readonly string[], derive: (key: string) => Value, bytesOf: (value: Value) => number): Value;
  setMaxBytes(maxBytes: number): void;
  readonly maxBytes: number;
  readonly bytes: number;
  readonly size: number;
  clear(): void;
}

interface Entry {
  texts: readonly string[];
  value: unknown;
}

/**
 * What is derived from texts (templates, stylesheets), kept by a hash of the texts and a policy in
 * an LRU bounded by bytes (createByteLru). A hit also compares the texts themselves: the hash
 * (hashTemplate) is fast, not collision-proof, and a partner could write a template whose hash is
 * another partner's to be shown on that partner's pages. The comparison costs a pointer check when
 * the caller holds the same string and a memory compare otherwise; the texts are kept for it and
 * counted in the entry's bytes.
 */
export function createContentCache(maxBytes: number, hash: (text: string) => string = hashTemplate): ContentCache {
  const entries = createByteLru<Entry>(maxBytes);
  const hashOf = rememberingHashes(hash);
  return {
    derive(policy, texts, derive, bytesOf) {
      const key = `${policy}|${texts.map(hashOf).join('.')}`;
      const hit = entries.get(key);
      if (hit && sameTexts(hit.texts, texts)) return hit.value as never;
      const value = derive(key);
      const textBytes = texts.reduce((sum, text) => sum + bytesOfText(text), bytesOfText(key));
      entries.set(key, { texts: [...texts], value }, ENTRY_BYTES + textBytes + bytesOf(value));
      return value;
    },
    setMaxBytes: (next) => entries.setMaxBytes(next),
    get maxBytes() {
      return entries.maxBytes;
    },
    get bytes() {
      return entries.bytes;
    },
    get size() {
      return entries.size;
    },
    clear: () => entries.clear(),
  };
}

/** Texts whose hash is remembered: the texts of the last render or two, as a server renders page view after page view. */
const RECENT_TEXTS = 8;

/**
 * `hash`, remembering the last texts it hashed. A server's next request brings the same texts
 * again (other strings, with the same characters): comparing them costs a memory compare (nothing,
 * for texts of other lengths), where hashing costs arithmetic on every character.
 */
function rememberingHashes(hash: (text: string) => string): (text: string) => string {
  const recent: { text: string; hash: string }[] = [];
  return (text) => {
    const known = recent.find((entry) => entry.text === text);
    if (known) return known.hash;
    const entry = { text, hash: hash(text) };
    recent.unshift(entry);
    if (recent.length > RECENT_TEXTS) recent.pop();
    return entry.hash;
  };
}

function sameTexts(kept: readonly string[], given: readonly string[]): boolean {
  return kept.length === given.length && kept.every((text, index) => text === given[index]);
}
