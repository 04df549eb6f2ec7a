import { flatRows, resultSections, type ResultRow, type ResultSection, type RowsInput } from './resultRows.ts';

export interface PanelRows {
  sections: ResultSection[];
  rows: ResultRow[];
}

const INPUT_KEYS = [
  'filterValue', 'savedQuery', 'searchQuery', 'recentQueries', 'autocompleteTerms', 'allResults', 'marketplace', 'services', 'contentTypes', 'serviceLookup',
] as const satisfies readonly (keyof RowsInput)[];

let last: { input: RowsInput; rows: PanelRows } | undefined;

/**
 * The panel's sections and rows (resultSections), the same objects again while the input's parts
 * are: the reducer reads them for every arrow key and the widget renders from them, and a highlight
 * move changes none of the lists. The typed text counts only before the first search (facet rows
 * read it then), so text copied into the input by the highlight keeps the rows too.
 */
export function panelRows(state: RowsInput): PanelRows {
  // Only the input's own parts (a reducer state holds more), the typed text only where it counts.
  const input = { ...(Object.fromEntries(INPUT_KEYS.map((key) => [key, state[key]])) as unknown as RowsInput), searchQuery: state.savedQuery === '' ? state.searchQuery : '' };
  if (last && INPUT_KEYS.every((key) => last?.input[key] === input[key])) return last.rows;
  const sections = resultSections(input);
  last = { input, rows: { sections, rows: flatRows(sections) } };
  return last.rows;
}
