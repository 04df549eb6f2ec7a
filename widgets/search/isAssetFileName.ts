/**
 * A label that is the file name of a page asset: an image, font, style sheet or source map
 * ('olivia-martin.svg', 'logo@2x.png', 'main.3f2a1.css'). Scripts are left out on purpose:
 * product names such as 'Node.js' or 'Chart.js' end the same way. Documents (.pdf, .docx) are
 * real labels (SPEC §3 reads a result's filename).
 */
const ASSET = /^[^\s/\\]+\.(?:png|jpe?g|gif|svg|webp|avif|ico|bmp|woff2?|ttf|otf|eot|css|map)$/i;

export function isAssetFileName(label: string): boolean {
  return ASSET.test(label.trim());
}
