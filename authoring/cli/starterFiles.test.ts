import { describe, expect, it } from 'vitest';
import { COMPONENT_TOKENS, VALUE_TOKENS } from '../../engine/core/template/tokenNames.ts';
import { tokenize } from '../../engine/core/template/tokenize.ts';
import { TEMPLATE_FOLDER_FILES } from '../templateFolder/templateFolderFiles.ts';
import { STARTER_FILES } from './starterFiles.ts';

const templates = Object.entries(STARTER_FILES).filter(([name]) => name.endsWith('.html'));

describe('the starter template set (authoring/starter/)', () => {
  it('holds the five templates, both stylesheets, the theme, the header theme and the translations, and a README', () => {
    expect(Object.keys(STARTER_FILES).sort()).toEqual([
      'README.md', 'css.css', 'cssHeader.css', 'footer.html', 'headerCheckout.html', 'headerIn.html', 'headerOut.html',
      'headerSso.html', 'headerTheme.json', 'theme.json', 'translations.json',
    ]);
    expect(Object.keys(STARTER_FILES).filter((name) => name !== 'README.md' && !TEMPLATE_FOLDER_FILES.includes(name))).toEqual([]);
  });

  it('is written as a partner writes: none of the runtime\'s unav- classes in its markup', () => {
    for (const [name, text] of templates) expect([name, /class="[^"]*\bunav-/.test(text)]).toEqual([name, false]);
  });

  it('every header has the logo; the README lists every placeholder the runtime serves', () => {
    for (const [name, text] of templates.filter(([file]) => file.startsWith('header'))) {
      expect([name, tokenize(text).some((token) => token.kind === 'name' && token.name === 'logo')]).toEqual([name, true]);
    }
    for (const name of [...COMPONENT_TOKENS, ...VALUE_TOKENS]) expect(STARTER_FILES['README.md']).toContain(`\`${name}\``);
  });

  it('its JSON files are JSON', () => {
    for (const [name, text] of Object.entries(STARTER_FILES).filter(([file]) => file.endsWith('.json'))) {
      expect(() => JSON.parse(text), name).not.toThrow();
    }
  });
});
