import { memo, useCallback } from 'react';
import { useStoreSlice } from '../../ui/useStoreSlice.ts';
import type { ResultRow as Row } from './resultRows.ts';
import { ResultIcon } from './ResultIcon.tsx';
import type { SearchStore } from './searchStore.ts';
import type { SearchState } from './state.ts';
import type { OptionProps } from './useSearchCombobox.ts';

interface Props {
  row: Row;
  index: number;
  /** Where the row reads whether it is highlighted. */
  store: SearchStore;
  getOptionProps(index: number, highlighted: boolean): OptionProps;
}

/**
 * One option of the results listbox; API values are rendered as React text only. Memoized, and
 * reading only whether it is highlighted: a highlight move re-renders the two rows whose state
 * changed, not the whole list.
 */
export const ResultRow = memo(function ResultRow({ row, index, store, getOptionProps }: Props) {
  const highlighted = useStoreSlice(store, useCallback((state: SearchState) => state.highlightIndex === index, [index]));
  return (
    <div
      {...getOptionProps(index, highlighted)}
      data-index={index}
      data-kind={row.kind}
      // Radix marks the highlighted item of a list this way; data-state says only open or closed.
      data-highlighted={highlighted ? '' : undefined}
      className="unav-search__row"
    >
      {/* Every row keeps the icon's box, empty for a suggestion, so that all labels start in one column. */}
      <span className="unav-search__icon-box" aria-hidden="true">
        {row.kind === 'result' && <ResultIcon imageUrl={row.result.imageUrl} contentType={row.result.contentType} />}
        {row.kind === 'facet' &&
          (row.facetKind === 'service' ? <ResultIcon imageUrl={row.iconUrl || undefined} /> : <ResultIcon contentType={row.facet.type} />)}
      </span>
      {row.kind === 'suggestion' && (
        <span className="unav-search__label" data-source={row.suggestion.source}>
          {row.text}
        </span>
      )}
      {row.kind === 'result' && <span className="unav-search__label">{row.text}</span>}
      {row.kind === 'facet' && (
        <>
          <span className="unav-search__label">
            {row.text.slice(0, row.text.length - row.label.length)}
            <span className="unav-search__facet-label">{row.label}</span>
          </span>
          {/* The space keeps label and count apart in the option's accessible name. */}{' '}
          <span className="unav-search__count">{row.facet.count}</span>
        </>
      )}
    </div>
  );
});
