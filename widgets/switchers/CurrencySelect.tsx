import { browserNavigation, type PageNavigation } from './navigation.ts';
import { SwitchSelect } from './SwitchSelect.tsx';
import { useCurrencySelect } from './useCurrencySelect.ts';

/** The currency select: the bootstrap's currencies, the user's (or the default) one selected. */
export function CurrencySelect({ navigation = browserNavigation }: { navigation?: PageNavigation }) {
  const model = useCurrencySelect(navigation);
  if (!model.visible) return null;
  return (
    <SwitchSelect className="unav-currency-select" model={model} options={model.options.map((currency) => ({ value: currency, label: currency }))} />
  );
}
