import { Fragment, useEffect, useRef } from 'react';
import type { ResultSection } from './resultRows.ts';
import { ResultRow } from './ResultRow.tsx';
import { scrollRowIntoList } from './scrollRowIntoList.ts';
import type { Translate } from './useSearch.ts';

interface Props {
  sections: ResultSection[];
  listboxId: string;
  optionId(index: number): string;
  highlightIndex: number;
  /** No answer is pending: an empty list means no results. */
  settled: boolean;
  onChoose(index: number): void;
  t: Translate;
}

/** The results listbox: one labelled group per visible section, a divider between them. */
export function ResultsPanel({ sections, listboxId, optionId, highlightIndex, settled, onChoose, t }: Props) {
  const listRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // The highlighted row stays in view as arrows move it (SPEC §4).
    const list = listRef.current;
    if (highlightIndex < 0 || !list) return;
    const row = list.querySelector<HTMLElement>(`[data-index="${highlightIndex}"]`);
    if (row) scrollRowIntoList(list, row);
  }, [highlightIndex]);
  const empty = sections.length === 0;
  return (
    <div className="unav-search__panel" data-state={empty ? (settled ? 'empty' : 'loading') : 'results'}>
      <div role="listbox" id={listboxId} ref={listRef} aria-label={t('unav.search.results')} className="unav-search__list">
        {sections.map((section, position) => (
          <Fragment key={section.id}>
            {position > 0 && <div className="unav-search__divider" aria-hidden="true" />}
            <div role="group" aria-label={t(`unav.search.section.${section.id}`)} data-section={section.id} className="unav-search__group">
              {section.rows.map(({ row, index }) => (
                <ResultRow key={index} row={row} id={optionId(index)} index={index} highlighted={index === highlightIndex} onChoose={onChoose} />
              ))}
            </div>
          </Fragment>
        ))}
      </div>
      {empty && settled && <p className="unav-search__empty">{t('unav.search.noResults')}</p>}
    </div>
  );
}
