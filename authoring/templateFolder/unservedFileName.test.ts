import { describe, expect, it } from 'vitest';
import { unservedFileName, unservedFolderName } from './unservedFileName.ts';

describe('unservedFileName', () => {
  it('has nothing to say about the files the server reads', () => {
    for (const name of ['headerIn.html', 'footer.html', 'css.css', 'cssHeader.css', 'theme.json', 'translations.json']) {
      expect(unservedFileName(name)).toBeUndefined();
    }
  });

  it('names the file a misnamed one meant', () => {
    expect(unservedFileName('header-in.html')).toBe('the template server never reads this file: did you mean headerIn.html?');
    expect(unservedFileName('headerin.html')).toContain('did you mean headerIn.html?');
    expect(unservedFileName('Footer.html')).toContain('did you mean footer.html?');
    expect(unservedFileName('cssheader.css')).toContain('did you mean cssHeader.css?');
  });

  it('names the file one with another extension meant', () => {
    expect(unservedFileName('headerIn.htm')).toContain('did you mean headerIn.html?');
    expect(unservedFileName('headerIn.txt')).toContain('did you mean headerIn.html?');
    expect(unservedFileName('headerCheckout.hbs')).toContain('did you mean headerCheckout.html?');
  });

  it('lists the names the server reads for a template far from all of them', () => {
    expect(unservedFileName('promo.html')).toMatch(/never reads this file: it reads only headerIn.html, headerOut.html, .*footer.html, css.css/);
    expect(unservedFileName('notes.txt')).toContain('it reads only');
  });

  it('leaves files that are plainly no template alone', () => {
    expect(unservedFileName('logo.svg')).toBeUndefined();
    expect(unservedFileName('README.md')).toBeUndefined();
  });
});

describe('unservedFolderName', () => {
  it('reads preview/ only, and names it for a misspelt one', () => {
    expect(unservedFolderName('preview')).toBeUndefined();
    expect(unservedFolderName('Preview')).toBe('the template server never reads this folder: did you mean preview/?');
    expect(unservedFolderName('preveiw')).toContain('did you mean preview/?');
    expect(unservedFolderName('images')).toBeUndefined();
  });
});
