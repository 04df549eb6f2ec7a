import { formatText } from './formatText.ts';
import { pluralKey, pluralRules } from './pluralCategory.ts';

export type Translate = (key: string, ...args: (string | number)[]) => string;

/**
 * t(key, ...args): the text for a key with {0}, {1} filled from args, or the key itself when
 * unknown. Only own keys count, so a key such as 'constructor' is never read from the prototype.
 *
 * A counted text has plural forms, 'key.one', 'key.other' ... (CLDR categories): the first number
 * among the arguments picks one by the locale's Intl.PluralRules; then 'key.other', then 'key'.
 * Without a number the 'other' form is read.
 */
export function createTranslator(texts: Readonly<Record<string, string>>, locale = 'en-US'): Translate {
  // Made on the first counted text: a view makes several translators, and most never count.
  let rules: Intl.PluralRules | undefined;
  const own = (key: string) => (Object.hasOwn(texts, key) && typeof texts[key] === 'string' ? texts[key] : undefined);
  const translate: Translate = (key, ...args) => {
    const count = args.find((arg): arg is number => typeof arg === 'number');
    const category = count === undefined ? 'other' : (rules ??= pluralRules(locale)).select(count);
    const text = own(pluralKey(key, category)) ?? own(pluralKey(key, 'other')) ?? own(key);
    return formatText(text ?? key, args);
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
