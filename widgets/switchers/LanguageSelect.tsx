import { browserNavigation, type PageNavigation } from './navigation.ts';
import { useLanguageSelect } from './useLanguageSelect.ts';

export interface LanguageSelectProps {
  navigation?: PageNavigation;
  /** Runs before the page changes language, after the header cache is cleared. */
  onBeforeLocaleChange?: (locale: string) => void;
}

/** The languageSelect placeholder: the marketplace's locales, each named in its own language. */
export function LanguageSelect({ navigation = browserNavigation, onBeforeLocaleChange }: LanguageSelectProps) {
  const model = useLanguageSelect(navigation, onBeforeLocaleChange);
  if (!model.visible) return null;
  return (
    <div className="unav-language-select" data-state={model.status}>
      <select
        aria-label={model.label}
        value={model.value}
        disabled={model.status === 'pending'}
        onChange={(event) => model.choose(event.target.value)}
      >
        {model.options.map((option) => (
          <option key={option.value} value={option.value} lang={option.value.replace(/_/g, '-')}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
