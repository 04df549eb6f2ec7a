import { browserNavigation, type PageNavigation } from './navigation.ts';
import { useCurrencySelect } from './useCurrencySelect.ts';

/** The currency select: the bootstrap's currencies, the user's (or the default) one selected. */
export function CurrencySelect({ navigation = browserNavigation }: { navigation?: PageNavigation }) {
  const model = useCurrencySelect(navigation);
  if (!model.visible) return null;
  return (
    <div className="unav-currency-select" data-state={model.status}>
      <select
        aria-label={model.label}
        value={model.value}
        disabled={model.status === 'pending'}
        onChange={(event) => void model.choose(event.target.value)}
      >
        {model.options.map((currency) => (
          <option key={currency} value={currency}>
            {currency}
          </option>
        ))}
      </select>
    </div>
  );
}
