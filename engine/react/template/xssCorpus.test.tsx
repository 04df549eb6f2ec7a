// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { createTestNavContext } from '../../../test/createTestNavContext.ts';
import { renderWithNav } from '../../../test/renderWithNav.tsx';
import { findUnsafe, loadXssVectors } from '../../../test/xssCorpus.ts';
import { TemplateView } from './TemplateView.tsx';

const vectors = loadXssVectors();
const FALLBACK = '<div>default</div>';

function escapeAttribute(value: string) {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
}

describe('the XSS corpus as partner template markup', () => {
  it.each(vectors.map((v) => [v.id, v.title, v.payload] as const))('#%i %s: element position', (_id, _title, payload) => {
    const { container } = renderWithNav(<TemplateView name="xss" fallback={FALLBACK} template={`<div>{{logo}}${payload}</div>`} />);
    expect(findUnsafe(container)).toEqual([]);
  });

  it.each(vectors.map((v) => [v.id, v.title, v.payload] as const))('#%i %s: attribute position', (_id, _title, payload) => {
    // Raw (the payload may close the attribute) and escaped (it stays a value).
    const template = `<a href="${payload}" title="${escapeAttribute(payload)}">x</a><img src="${escapeAttribute(payload)}" alt="">`;
    const { container } = renderWithNav(<TemplateView name="xss" fallback={FALLBACK} template={template} />);
    expect(findUnsafe(container)).toEqual([]);
  });
});

describe('the XSS corpus as API values', () => {
  it.each(vectors.map((v) => [v.id, v.title, v.payload] as const))('#%i %s: company name and user name', (_id, _title, payload) => {
    const nav = createTestNavContext({
      settings: { companyName: payload, marketplaceName: payload, supportUrl: payload },
      user: { name: payload, firstName: payload },
    });
    const template = '<p>{{companyName}} {{userFirstName}}</p><a href="{{supportUrl}}" title="{{companyName}}">help</a>{{logo}}{{userImage}}';
    const { container } = renderWithNav(<TemplateView name="xss" fallback={FALLBACK} template={template} />, { nav });
    expect(findUnsafe(container)).toEqual([]);
    // A value is text: whatever markup it holds shows as characters, not elements.
    expect(container.querySelector('p')?.textContent).toContain(payload.slice(0, 20));
  });
});
