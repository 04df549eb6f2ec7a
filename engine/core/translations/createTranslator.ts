import { formatText } from './formatText.ts';

export type Translate = (key: string, ...args: (string | number)[]) => string;

/**
 * t(key, ...args): the text for a key with {0}, {1} filled from args, or the key itself when
 * unknown. Only own keys count, so a key such as 'constructor' is never read from the prototype.
 */
export function createTranslator(texts: Readonly<Record<string, string>>): Translate {
  return (key, ...args) => {
    const text = Object.hasOwn(texts, key) ? texts[key] : undefined;
    return formatText(typeof text === 'string' ? text : key, args);
  };
}
