import { Fragment, useEffect, useRef } from 'react';
import type { ResultSection } from './resultRows.ts';
import { ResultRow } from './ResultRow.tsx';
import { scrollRowIntoList } from './scrollRowIntoList.ts';
import type { SearchStatus } from './state.ts';
import type { Translate } from './types.ts';
import type { OptionProps } from './useSearchCombobox.ts';

interface Props {
  sections: ResultSection[];
  listboxProps: { id: string; role: 'listbox'; 'aria-label': string };
  getOptionProps(index: number, highlighted: boolean): OptionProps;
  highlightIndex: number;
  /** The search's progress: idle (nothing searched), loading, ready (its answers are in). */
  status: SearchStatus;
  t: Translate;
}

/** The results listbox: one labelled group per visible section, a divider between them. */
export function ResultsPanel({ sections, listboxProps, getOptionProps, highlightIndex, status, t }: Props) {
  const listRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // The highlighted row stays in view as arrows move it (SPEC §4).
    const list = listRef.current;
    if (highlightIndex < 0 || !list) return;
    const row = list.querySelector<HTMLElement>(`[data-index="${highlightIndex}"]`);
    if (row) scrollRowIntoList(list, row);
  }, [highlightIndex]);
  // With no answer pending an empty list means no results.
  const noResults = sections.length === 0 && status !== 'loading';
  return (
    <div className="unav-search__panel" data-state={status}>
      <div ref={listRef} className="unav-search__list" {...listboxProps}>
        {sections.map((section, position) => (
          <Fragment key={section.id}>
            {position > 0 && <div className="unav-search__divider" aria-hidden="true" />}
            <div role="group" aria-label={t(`unav.search.section.${section.id}`)} data-section={section.id} className="unav-search__group">
              {section.rows.map(({ row, index }) => (
                <ResultRow key={index} row={row} index={index} highlighted={index === highlightIndex} getOptionProps={getOptionProps} />
              ))}
            </div>
          </Fragment>
        ))}
      </div>
      {noResults && <p className="unav-search__empty">{t('unav.search.noResults')}</p>}
    </div>
  );
}
