/**
 * The key two labels are compared by: the same letters whatever their case, width or spacing
 * ('Slack  Pro', 'slack pro' and 'ＳＬＡＣＫ Pro' are one label).
 */
export function labelKey(label: string): string {
  return label.normalize('NFKC').replace(/\s+/g, ' ').trim().toLowerCase();
}
