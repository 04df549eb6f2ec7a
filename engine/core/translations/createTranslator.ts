import { formatText } from './formatText.ts';

export type Translate = (key: string, ...args: (string | number)[]) => string;

/**
 * t(key, ...args): the text for a key with {0}, {1} filled from args, or the key itself when
 * unknown. Only own keys count, so a key such as 'constructor' is never read from the prototype.
 */
export function createTranslator(texts: Readonly<Record<string, string>>): Translate {
  const translate: Translate = (key, ...args) => {
    const text = Object.hasOwn(texts, key) ? texts[key] : undefined;
    return formatText(typeof text === 'string' ? text : key, args);
  };
  tables.set(translate, texts);
  return translate;
}

/** The table behind each translator, so that a server render can send it to the page. */
const tables = new WeakMap<Translate, Readonly<Record<string, string>>>();

/** The texts a translator of createTranslator reads; undefined for any other function. */
export function translatorTexts(translate: Translate): Readonly<Record<string, string>> | undefined {
  return tables.get(translate);
}
