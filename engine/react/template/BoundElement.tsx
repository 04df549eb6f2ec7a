import { createElement, type ReactNode } from 'react';
import attributesToProps from 'html-react-parser/lib/attributes-to-props';
import { fillUrlAttribute } from '../../core/template/fillUrlAttribute.ts';
import { splitMarkers } from '../../core/template/markTokens.ts';
import { URL_ATTRIBUTES } from '../../core/template/headerProfile.ts';
import { normalizeTarget, relForLink } from '../../core/template/linkRel.ts';
import { withoutRuntimeClasses } from '../../core/template/runtimeClasses.ts';
import { isValueToken, type ValueToken } from '../../core/template/tokenNames.ts';
import { isAllowedUrl, resolveLink } from '../../core/url/urlPolicy.ts';
import { useTemplateRuntime } from './TemplateContext.tsx';

interface Props {
  tag: string;
  attribs: Record<string, string>;
  children?: ReactNode;
}

function fillText(written: string, values: Record<ValueToken, string>): string {
  let value = '';
  for (const part of splitMarkers(written)) {
    if (typeof part === 'string') value += part;
    else if (isValueToken(part.token)) value += values[part.token];
  }
  return value;
}

/**
 * An element with value tokens in attribute values. Values are filled at render time as attribute
 * strings (React escapes them); a URL attribute whose filled value breaks the URL policy is dropped,
 * and an event-handler name can never be here because the sanitizer removed those attributes.
 * A value may not do what the template could not: add a runtime class, or open a window with an
 * opener (the rules of the sanitizer, applied again to the filled values).
 */
export function BoundElement({ tag, attribs, children }: Props) {
  const { values, marketUrl } = useTemplateRuntime();
  const filled: Record<string, string> = {};
  for (const [name, raw] of Object.entries(attribs)) {
    let value = URL_ATTRIBUTES.has(name) ? fillUrlAttribute(raw, values) : fillText(raw, values);
    if (URL_ATTRIBUTES.has(name)) {
      if (value.trim() === '' || !isAllowedUrl(value)) continue;
      if (name === 'href') value = resolveLink(value, marketUrl, 'data-relative' in attribs);
    }
    // The runtime's default templates put no token in a class, so this never takes their own classes.
    if (name === 'class') value = withoutRuntimeClasses(value);
    if (name === 'target') value = normalizeTarget(value);
    filled[name] = value;
  }
  if ('target' in filled || 'rel' in filled) {
    const rel = relForLink(filled.target ?? null, filled.rel ?? null);
    if (rel === null) delete filled.rel;
    else filled.rel = rel;
  }
  return createElement(tag, attributesToProps(filled, tag), children);
}
