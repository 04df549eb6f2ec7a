import { Fragment, useEffect, useRef, type MouseEvent } from 'react';
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

/** A press on a section's label leaves the focus in the input, as a press on a row does. */
const keepFocus = (event: MouseEvent) => event.preventDefault();

/** The results listbox: one group per visible section under its visible label, a divider between them. */
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
    <div className="unav-search__panel" data-status={status}>
      <div ref={listRef} className="unav-search__list" {...listboxProps}>
        {sections.map((section, position) => (
          <Fragment key={section.id}>
            {position > 0 && <div className="unav-search__divider" aria-hidden="true" />}
            {/* The APG's grouped listbox: the group is named by its label, which the group holds. */}
            <div role="group" aria-labelledby={`${listboxProps.id}-${section.id}`} data-section={section.id} className="unav-search__group">
              <div role="presentation" id={`${listboxProps.id}-${section.id}`} className="unav-search__group-label" onMouseDown={keepFocus}>
                {t(`unav.search.section.${section.id}`)}
              </div>
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
