// @vitest-environment jsdom
import { expect, it } from 'vitest';
import { jsonForScript } from './jsonForScript.ts';

const hostile = ['</script><script>alert(1)</script>', '<!--', '<!-- <script>', '--> </script>', '<![CDATA[', '&amp;', '&lt;/script&gt;', '\u2028\u2029', '</SCRIPT >', '"\\'];

it('writes no < and no line separators, and parses back to the same value', () => {
  const value = { hostile, nested: { [hostile[0]!]: hostile } };
  const text = jsonForScript(value);
  expect(text).not.toMatch(/[<\u2028\u2029]/);
  expect(JSON.parse(text)).toEqual(value);
});

it('stays inside its script element in an HTML parser', () => {
  const doc = new DOMParser().parseFromString(`<script type="application/json" id="d">${jsonForScript(hostile)}</script><p>after</p>`, 'text/html');
  expect(doc.querySelectorAll('script')).toHaveLength(1);
  expect(JSON.parse(doc.getElementById('d')?.textContent ?? '')).toEqual(hostile);
});
