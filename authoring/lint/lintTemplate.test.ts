import { describe, expect, it } from 'vitest';
import { lintTemplate } from './lintTemplate.ts';

describe('lintTemplate', () => {
  it('finds nothing to say about known tokens in their places', () => {
    expect(lintTemplate('<header>{{logo}}<a href="{{supportUrl}}">Help {{companyName}}</a></header>')).toEqual([]);
  });

  it('reports tokens that are never executed, with their line', () => {
    const issues = lintTemplate('<div>\n{{{companyName}}}\n{{#each apps}}{{> footer}}</div>');
    expect(issues.map(({ line, token }) => [line, token])).toEqual([[2, '{{{companyName}}}'], [3, '{{#each apps}}'], [3, '{{> footer}}']]);
    expect(issues[0]?.message).toMatch(/never executed/);
  });

  it('reports unknown names unless the host registers them', () => {
    expect(lintTemplate('<p>{{promoBadge}}</p>')).toEqual([
      { line: 1, token: '{{promoBadge}}', message: expect.stringMatching(/unknown name 'promoBadge'/) },
    ]);
    expect(lintTemplate('<p>{{promoBadge}}</p>', ['promoBadge'])).toEqual([]);
  });

  it('suggests the token name a misspelt one most likely meant', () => {
    expect(lintTemplate('<p>Hi {{userFirstname}}, {{compnayName}}</p>').map(({ message }) => message.split(':')[1]?.trim().split('?')[0])).toEqual([
      "did you mean 'userFirstName'",
      "did you mean 'companyName'",
    ]);
    expect(lintTemplate('<p>{{promoBadge}}</p>')[0]?.message).not.toContain('did you mean');
    expect(lintTemplate('<p>{{promoBadg}}</p>', ['promoBadge'])[0]?.message).toContain("did you mean 'promoBadge'");
  });

  it('reports {{banners}} as unknown: the banners render above the header on their own (SPEC §1)', () => {
    expect(lintTemplate('<p>{{banners}}</p>')).toEqual([
      { line: 1, token: '{{banners}}', message: expect.stringMatching(/unknown name 'banners'/) },
    ]);
  });

  it('reports a component token inside an attribute value, not a value token', () => {
    const issues = lintTemplate('<a title="{{cart}}" href=\'{{termsUrl}}\'>{{cart}}</a>');
    expect(issues).toHaveLength(1);
    expect(issues[0]).toMatchObject({ token: '{{cart}}', message: expect.stringMatching(/component/) });
  });

  it("does not take an apostrophe in a comment, or a '<' in text, for the start of a tag", () => {
    const template = "<!-- the runtime's own logo -->\n<div>{{logo}} 1 < 2 {{searchBox}}</div>\n<!-- it's -->{{userList}}";
    expect(lintTemplate(template)).toEqual([]);
  });

  it('still reports a component inside an attribute after a comment, at its line', () => {
    expect(lintTemplate("<!-- a 'quote -->\n<a title='{{cart}}'>x</a>").map(({ line, token }) => [line, token])).toEqual([[2, '{{cart}}']]);
  });

  it('counts lines inside a multi-line token', () => {
    expect(lintTemplate('{{#if\nx}}\n{{nope}}').map((issue) => issue.line)).toEqual([1, 3]);
  });

  it("has nothing to report on 200,000 unclosed '{{', read in one pass", () => {
    expect(lintTemplate(`<p>${'{{'.repeat(200_000)}</p>`)).toEqual([]);
  });
});
