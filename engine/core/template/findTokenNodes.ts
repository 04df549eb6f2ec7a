import { attributeNamesWithMarkers } from './attributeNamesWithMarkers.ts';
import { SENTINEL_OPEN } from './markTokens.ts';

/** Text nodes holding a marker: a native tree walk over text nodes only, the cheapest search. */
function findTextTokenNodes(root: Element): Text[] {
  const walker = root.ownerDocument.createTreeWalker(root, 4 /* NodeFilter.SHOW_TEXT */);
  const nodes: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if ((node as Text).data.includes(SENTINEL_OPEN)) nodes.push(node as Text);
  }
  return nodes;
}

/** Elements with a marker in any attribute, found natively with one XPath query over every attribute. */
function findAttributeTokenNodes(root: Element): Element[] {
  const query = `descendant::*[@*[contains(., '${SENTINEL_OPEN}')]]`;
  const found = root.ownerDocument.evaluate(query, root, null, 7 /* ORDERED_NODE_SNAPSHOT_TYPE */, null);
  const nodes: Element[] = [];
  for (let i = 0; i < found.snapshotLength; i++) nodes.push(found.snapshotItem(i) as Element);
  return nodes;
}

/**
 * The same elements by a cheaper road: the attribute names that seem to hold markers are read off
 * the marked template and queried by selector. It is a guess, so it counts what it found, and says
 * nothing (undefined) when the count falls short; the caller then asks XPath.
 */
function guessAttributeTokenNodes(root: Element, markedTemplate: string, expected: number): Element[] | undefined {
  const names = attributeNamesWithMarkers(markedTemplate);
  if (names.size === 0) return undefined;
  const nodes = [...root.querySelectorAll([...names].map((name) => `[${name}*="${SENTINEL_OPEN}"]`).join(','))];
  let found = 0;
  for (const node of nodes) for (const attribute of node.attributes) found += countMarkers(attribute.value);
  return found >= expected ? nodes : undefined;
}

function countMarkers(text: string): number {
  let count = 0;
  for (let at = text.indexOf(SENTINEL_OPEN); at !== -1; at = text.indexOf(SENTINEL_OPEN, at + 1)) count++;
  return count;
}

/**
 * Token nodes: text nodes first; attributes are searched only when the text nodes do not account
 * for every marker of the template (most templates have few or no tokens in attributes).
 */
export function findTokenNodes(root: Element, markedTemplate: string): Node[] {
  const textNodes = findTextTokenNodes(root);
  let inText = 0;
  for (const node of textNodes) inText += countMarkers(node.data);
  const inAttributes = countMarkers(markedTemplate) - inText;
  if (inAttributes <= 0) return textNodes;
  return [...textNodes, ...(guessAttributeTokenNodes(root, markedTemplate, inAttributes) ?? findAttributeTokenNodes(root))];
}
