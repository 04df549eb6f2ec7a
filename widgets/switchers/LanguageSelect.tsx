import { browserNavigation, type PageNavigation } from './navigation.ts';
import { SwitchSelect } from './SwitchSelect.tsx';
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
    <SwitchSelect className="unav-language-select" model={model} options={model.options.map((option) => ({ ...option, lang: option.value.replace(/_/g, '-') }))} />
  );
}
