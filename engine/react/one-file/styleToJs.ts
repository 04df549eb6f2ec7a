/**
 * style-to-js as html-react-parser reaches it in the one-file bundle: never. The parser converts an
 * inline style only on a custom element (a tag with a hyphen, or an `is` attribute) or on a `style`
 * prop, and the template sanitizer keeps neither: its tags are the header profile's, and `style`
 * and `is` are forbidden attributes (engine/core/template/headerProfile.ts). The original and the
 * CSS parser it carries are 1 kB gzip of the one-file bundle. Should a style come through anyway,
 * the parser's catch gives it the empty style it gives any style it cannot read.
 */
export default function styleToJs(): never {
  throw new Error('inline styles do not pass the template sanitizer');
}
