import navCss from '../../../templates/nav.css?inline';

/**
 * The runtime's own CSS, shipped inside the bundle (the script-tag build is one file) and adopted
 * once per document while at least one nav root is mounted.
 */
export const runtimeCss: string = [navCss].join('\n');
