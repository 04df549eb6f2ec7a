import type { SwitchStatus } from './state.ts';

interface SwitchOption {
  value: string;
  label: string;
  /** The language the label is written in, when it is not the page's. */
  lang?: string;
}

/** What a switcher's hook gives its select. */
interface SwitchModel {
  label: string;
  value: string;
  status: SwitchStatus;
  choose(value: string): unknown;
  /** The select is about to be used: pointer over it, or focus. */
  onIntent?(): void;
}

/** A native select over a switch: disabled while the change runs, its status in `data-status`. */
export function SwitchSelect({ className, model, options }: { className: string; model: SwitchModel; options: readonly SwitchOption[] }) {
  const { label, value, status } = model;
  return (
    <div className={className} data-status={status}>
      <select
        aria-label={label}
        value={value}
        disabled={status === 'pending'}
        onChange={(event) => void model.choose(event.target.value)}
        onPointerEnter={model.onIntent}
        onFocus={model.onIntent}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value} lang={option.lang}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
