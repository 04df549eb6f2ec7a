/**
 * Whether CSS text, as a parser serialized it (escapes resolved), holds `</`. In a page's `<style>`
 * element (a server render, a host that copies the CSS into its page) the HTML parser ends the
 * element at `</style`, whatever CSS would make of the text around it, and reads what follows as
 * markup: a partner's `content: "</style><img onerror=...>"` would run script for every visitor.
 * The policy drops every selector, condition or value that holds one (the linter says so);
 * cssForStyleElement escapes what is written all the same.
 */
export function holdsEndTag(text: string): boolean {
  return text.includes('</');
}
