import { describe, expect, it } from 'vitest';
import { fillUrlAttribute } from './fillUrlAttribute.ts';
import { markTokens } from './markTokens.ts';
import type { TemplateValues } from './templateValues.ts';

const values: TemplateValues = {
  userFirstName: '/evil.example/phish?',
  copyrightYear: '2026',
  companyName: 'A&B / C#1',
  supportEmail: 'help@acme.test',
  supportUrl: 'https://help.acme.test/a?b=c',
  privacyPolicyUrl: 'https://acme.test/privacy',
  termsUrl: '/terms',
  helpCenterUrl: '//help.acme.test',
  marketUrl: 'https://market.example.com',
};
const fill = (written: string) => fillUrlAttribute(markTokens(written), values);

describe('value tokens inside a URL attribute', () => {
  it('a token in the path is one encoded segment: a slash in a value creates no path (or host)', () => {
    expect(fill('/{{userFirstName}}')).toBe('/%2Fevil.example%2Fphish%3F');
    expect(fill('https://acme.test/u/{{userFirstName}}/profile')).toBe('https://acme.test/u/%2Fevil.example%2Fphish%3F/profile');
  });

  it('a token in the query is one encoded value', () => {
    expect(fill('/search?company={{companyName}}&y={{copyrightYear}}')).toBe('/search?company=A%26B%20%2F%20C%231&y=2026');
  });

  it('a URL token that is the whole value, or opens it, is a URL of its own', () => {
    expect(fill('{{supportUrl}}')).toBe('https://help.acme.test/a?b=c');
    expect(fill(' {{helpCenterUrl}}')).toBe(' //help.acme.test');
    expect(fill('{{marketUrl}}/apps')).toBe('https://market.example.com/apps');
  });

  it('a text token is encoded even where it opens the value: a name is not a URL', () => {
    expect(fill('{{userFirstName}}')).toBe('%2Fevil.example%2Fphish%3F');
  });

  it('a URL token later in the value is a query part', () => {
    expect(fill('/go?to={{supportUrl}}')).toBe('/go?to=https%3A%2F%2Fhelp.acme.test%2Fa%3Fb%3Dc');
  });

  it("keeps a mail address readable after mailto: (the address is that URL's path)", () => {
    expect(fill('mailto:{{supportEmail}}')).toBe('mailto:help@acme.test');
    expect(fill('MAILTO:{{companyName}}')).toBe('MAILTO:A%26B%20%2F%20C%231');
  });
});
