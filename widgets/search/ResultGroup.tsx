import { memo, type MouseEvent } from 'react';
import type { ResultSection } from './resultRows.ts';
import { ResultRow } from './ResultRow.tsx';
import type { SearchStore } from './searchStore.ts';
import type { Translate } from './types.ts';
import type { OptionProps } from './useSearchCombobox.ts';

interface Props {
  section: ResultSection;
  listboxId: string;
  /** Where the rows read the highlight. */
  store: SearchStore;
  getOptionProps(index: number, highlighted: boolean): OptionProps;
  t: Translate;
}

/** A press on a section's label leaves the focus in the input, as a press on a row does. */
const keepFocus = (event: MouseEvent) => event.preventDefault();

/**
 * One section of the results as the APG's grouped listbox has it: a group named by the label it
 * holds. Memoized: a highlight move re-renders its rows, not the group.
 */
export const ResultGroup = memo(function ResultGroup({ section, listboxId, store, getOptionProps, t }: Props) {
  const labelId = `${listboxId}-${section.id}`;
  return (
    <div role="group" aria-labelledby={labelId} data-section={section.id} className="unav-search__group">
      <div role="presentation" id={labelId} className="unav-search__group-label" onMouseDown={keepFocus}>
        {t(`unav.search.section.${section.id}`)}
      </div>
      {section.rows.map(({ row, index }) => (
        <ResultRow key={index} row={row} index={index} store={store} getOptionProps={getOptionProps} />
      ))}
    </div>
  );
});
