import type { SwitchStatus } from './state.ts';

interface SwitchOption {
  value: string;
  label: string;
  /** The language the label is written in, when it is not the page's. */
  lang?: string;
}

interface Props {
  className: string;
  label: string;
  value: string;
  status: SwitchStatus;
  options: readonly SwitchOption[];
  onChoose(value: string): void;
}

/** A native select over a switch: disabled while the change runs, its status in `data-state`. */
export function SwitchSelect({ className, label, value, status, options, onChoose }: Props) {
  return (
    <div className={className} data-state={status}>
      <select aria-label={label} value={value} disabled={status === 'pending'} onChange={(event) => onChoose(event.target.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value} lang={option.lang}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
