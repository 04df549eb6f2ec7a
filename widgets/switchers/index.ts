export { CompanySwitcher } from './CompanySwitcher.tsx';
export { LanguageSelect, type LanguageSelectProps } from './LanguageSelect.tsx';
export { CurrencySelect } from './CurrencySelect.tsx';
export { browserNavigation, type PageNavigation } from './navigation.ts';
