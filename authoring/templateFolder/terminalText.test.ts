import { describe, expect, it } from 'vitest';
import { terminalText } from './terminalText.ts';

describe('terminalText', () => {
  it('keeps ordinary text: letters of any script, punctuation, tabs and newlines', () => {
    const text = 'headerIn.html:3  {{userFirstname}}  did you mean \'userFirstName\'?\tGrüße, café, 日本語, Ελληνικά, emoji 🙂\nnext line';
    expect(terminalText(text)).toBe(text);
  });

  it('removes CSI sequences: screen clears, cursor moves, colours', () => {
    expect(terminalText('a\x1b[2Jb\x1b[1;1Hc\x1b[31mred\x1b[0m\x1b[?25l')).toBe('abcred');
    expect(terminalText('x\x9b2Jy')).toBe('xy');
  });

  it('removes OSC and other string commands, ended by BEL or ST, with their text', () => {
    expect(terminalText('\x1b]0;pwned\x07headerIn.html')).toBe('headerIn.html');
    expect(terminalText('\x1b]8;;http://evil.test\x1b\\click\x1b]8;;\x1b\\')).toBe('click');
    expect(terminalText('\x1b]52;c;ZXZpbA==\x07copy')).toBe('copy');
    expect(terminalText('\x1bP+q544e\x1b\\dcs')).toBe('dcs');
    expect(terminalText('\x9d0;title\x9cend')).toBe('end');
  });

  it('leaves no escape or control character even from cut or odd sequences', () => {
    const hostile = ['\x1b]0;no end', '\x1b[12', '\x1b', '\x1bc', 'a\rb', 'a\bb', '\x00\x7f\x85\x9b', '\x1b]0;a\x1b[2Jb'];
    const controls = (text: string) => [...text].filter((char) => (char < ' ' && char !== '\t' && char !== '\n') || (char >= '\x7f' && char <= '\x9f'));
    for (const text of hostile) expect(controls(terminalText(text))).toEqual([]);
    expect(controls(hostile.join(''))).not.toEqual([]);
    expect(terminalText('secret\rshown')).toBe('secretshown');
    expect(terminalText('\x1b]0;no end')).toBe('0;no end');
  });
});
