import { createElement, type ReactNode } from 'react';
import attributesToProps from 'html-react-parser/lib/attributes-to-props';
import { splitMarkers } from '../../core/template/markTokens.ts';
import { URL_ATTRIBUTES } from '../../core/template/headerProfile.ts';
import { isValueToken } from '../../core/template/tokenNames.ts';
import { isAllowedUrl, resolveLink } from '../../core/template/urlPolicy.ts';
import { useTemplateRuntime } from './TemplateContext.tsx';

interface Props {
  tag: string;
  attribs: Record<string, string>;
  children?: ReactNode;
}

/**
 * An element with value tokens in attribute values. Values are filled at render time as attribute
 * strings (React escapes them); a URL attribute whose filled value breaks the URL policy is dropped,
 * and an event-handler name can never be here because the sanitizer removed those attributes.
 */
export function BoundElement({ tag, attribs, children }: Props) {
  const { values, marketUrl } = useTemplateRuntime();
  const filled: Record<string, string> = {};
  for (const [name, raw] of Object.entries(attribs)) {
    let value = '';
    for (const part of splitMarkers(raw)) {
      if (typeof part === 'string') value += part;
      else if (isValueToken(part.token)) value += values[part.token];
    }
    if (URL_ATTRIBUTES.has(name)) {
      if (value.trim() === '' || !isAllowedUrl(value)) continue;
      if (name === 'href') value = resolveLink(value, marketUrl, 'data-relative' in attribs);
    }
    filled[name] = value;
  }
  return createElement(tag, attributesToProps(filled, tag), children);
}
