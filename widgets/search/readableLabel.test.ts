import { expect, it } from 'vitest';
import { readableLabel } from './readableLabel.ts';

it('URLs, paths, asset file names and blanks are not readable', () => {
  for (const label of [
    'https://market.example.com/account/invoices/INV-2026-0142',
    'https://market.example.com/assets/avatars/olivia-martin.svg',
    '/account/invoices/INV-2026-0142',
    'olivia-martin.svg',
    '   ',
  ]) {
    expect(readableLabel(label), label).toBeNull();
  }
});

it('words are kept, their whitespace collapsed', () => {
  expect(readableLabel('  Invoice   INV-2026-0142 - Slack Pro ')).toBe('Invoice INV-2026-0142 - Slack Pro');
  expect(readableLabel('TCP/IP Suite')).toBe('TCP/IP Suite');
  expect(readableLabel('INV-2026-0142.pdf')).toBe('INV-2026-0142.pdf');
});
