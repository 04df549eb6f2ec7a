import { createElement } from 'react';
import attributesToProps from 'html-react-parser/lib/attributes-to-props';

/**
 * A static element of the sanitized template for a render that writes HTML (a server render, and
 * the hydration of one): its attributes as props and its sanitized content as inner HTML, so the
 * markup holds the element whole, with no script needed, and hydration leaves its content as the
 * server wrote it. The content is the sanitizer's output serialized again: no value enters it.
 */
export function createMarkupElement(tag: string, sanitized: Element, key?: string | number) {
  const props: Record<string, unknown> = { ...attributesToProps(Object.fromEntries(Array.from(sanitized.attributes, (a) => [a.name, a.value])), tag), key };
  if (sanitized.hasChildNodes()) props.dangerouslySetInnerHTML = { __html: flat(sanitized.innerHTML) };
  return createElement(tag, props);
}

/**
 * The same text as one flat string. jsdom serializes innerHTML by joining pieces, which V8 keeps as a
 * rope (a tree of the pieces): about ten times the text's size, held as long as the compiled tree
 * is kept (a server keeps it across renders). Reading a character of a rope makes V8 flatten it;
 * a browser's own innerHTML is flat already, and this costs it nothing.
 */
function flat(text: string): string {
  text.charCodeAt(0);
  return text;
}
