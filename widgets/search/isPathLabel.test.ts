import { expect, it } from 'vitest';
import { isPathLabel } from './isPathLabel.ts';

it('rooted paths and words with two or more separators are paths', () => {
  for (const path of [
    '/account/invoices/INV-2026-0142',
    '/help',
    './assets/logo.svg',
    '../shared/report.pdf',
    '~/Documents/plan.docx',
    '.../account/invoices/INV-2026-0142',
    'account/invoices/INV-2026-0142',
    'C:\\Users\\ada\\report.xlsx',
    '\\\\server\\share\\file.txt',
    '/Shared Documents/Q3 report.xlsx',
  ]) {
    expect(isPathLabel(path), path).toBe(true);
  }
});

it('labels with one slash, spaced slashes and dates are kept', () => {
  for (const label of ['TCP/IP Suite', 'TCP/IP', 'and/or', '24/7 support', 'A/B testing', '10/12/2025', 'Sales / Marketing / Ops', 'PL/SQL', 'Slack Pro', '']) {
    expect(isPathLabel(label), label).toBe(false);
  }
});
