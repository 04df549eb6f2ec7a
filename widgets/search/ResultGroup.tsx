import { memo, type MouseEvent } from 'react';
import type { ResultSection } from './resultRows.ts';
import { ResultRow } from './ResultRow.tsx';
import type { Translate } from './types.ts';
import type { OptionProps } from './useSearchCombobox.ts';

interface Props {
  section: ResultSection;
  listboxId: string;
  /** The highlighted row's index when it is one of this section's rows, else -1. */
  highlightIndex: number;
  getOptionProps(index: number, highlighted: boolean): OptionProps;
  t: Translate;
}

/** A press on a section's label leaves the focus in the input, as a press on a row does. */
const keepFocus = (event: MouseEvent) => event.preventDefault();

/**
 * One section of the results as the APG's grouped listbox has it: a group named by the label it
 * holds. Memoized: an arrow key re-renders the one or two sections the highlight leaves or enters.
 */
export const ResultGroup = memo(function ResultGroup({ section, listboxId, highlightIndex, getOptionProps, t }: Props) {
  const labelId = `${listboxId}-${section.id}`;
  return (
    <div role="group" aria-labelledby={labelId} data-section={section.id} className="unav-search__group">
      <div role="presentation" id={labelId} className="unav-search__group-label" onMouseDown={keepFocus}>
        {t(`unav.search.section.${section.id}`)}
      </div>
      {section.rows.map(({ row, index }) => (
        <ResultRow key={index} row={row} index={index} highlighted={index === highlightIndex} getOptionProps={getOptionProps} />
      ))}
    </div>
  );
});
