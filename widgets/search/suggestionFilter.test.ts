import { expect, it } from 'vitest';
import { suggestionFilter } from './suggestionFilter.ts';

it("drops the index's URLs, paths and asset file names and keeps the words", () => {
  const terms = [
    'invoice',
    'INV-2026-0142.pdf',
    'Invoice INV-2026-0142 - Microsoft 365 Business Standard',
    'https://market.example.com/account/invoices/INV-2026-0142',
    'https://market.example.com/assets/apps/slack-pro.svg',
    '/account/invoices/INV-2026-0143',
    'slack-pro.svg',
    'TCP/IP Suite',
  ];
  expect(suggestionFilter(terms)).toEqual([
    'invoice',
    'INV-2026-0142.pdf',
    'Invoice INV-2026-0142 - Microsoft 365 Business Standard',
    'TCP/IP Suite',
  ]);
});

it('removes duplicates whatever their case and spacing, keeping the first', () => {
  expect(suggestionFilter(['Slack Pro', 'slack  pro', ' SLACK PRO ', 'Zoom'])).toEqual(['Slack Pro', 'Zoom']);
});

it('leaves out labels already taken by other rows', () => {
  expect(suggestionFilter(['INV-2026-0142.pdf', 'invoice'], ['inv-2026-0142.PDF'])).toEqual(['invoice']);
});
