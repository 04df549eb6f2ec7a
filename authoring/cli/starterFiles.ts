import readme from '../starter/README.md?raw';
import headerIn from '../starter/headerIn.html?raw';
import headerOut from '../starter/headerOut.html?raw';
import headerSso from '../starter/headerSso.html?raw';
import headerCheckout from '../starter/headerCheckout.html?raw';
import footer from '../starter/footer.html?raw';
import css from '../starter/css.css?raw';
import cssHeader from '../starter/cssHeader.css?raw';
import theme from '../starter/theme.json?raw';
import headerTheme from '../starter/headerTheme.json?raw';
import translations from '../starter/translations.json?raw';

/**
 * The starter template set `universal-nav init` writes (authoring/starter/), by file name. Built
 * into the CLI as text, so the package needs no folder of its own for it.
 */
export const STARTER_FILES: Readonly<Record<string, string>> = {
  'headerIn.html': headerIn,
  'headerOut.html': headerOut,
  'headerSso.html': headerSso,
  'headerCheckout.html': headerCheckout,
  'footer.html': footer,
  'css.css': css,
  'cssHeader.css': cssHeader,
  'theme.json': theme,
  'headerTheme.json': headerTheme,
  'translations.json': translations,
  'README.md': readme,
};
