import { expect, it } from 'vitest';
import { isUrlLabel } from './isUrlLabel.ts';

it('absolute and protocol-relative URLs are URLs', () => {
  for (const url of [
    'https://market.example.com/account/invoices/INV-2026-0142',
    'http://localhost:8080/x',
    'ftp://files.example.com/a.zip',
    '//cdn.example.com/assets/logo.svg',
    '  https://market.example.com/assets/apps/slack-pro.svg ',
    'mailto:sales@example.com',
    'data:image/png;base64,AAAA',
    'javascript:alert(1)',
    'www.example.com/apps/77',
    'market.example.com:8443/apps/77',
  ]) {
    expect(isUrlLabel(url), url).toBe(true);
  }
});

it('words with a colon, a dot or a slash are not URLs', () => {
  for (const label of ['Note: read this', 'Order ORD-88459: Zoom Workplace Pro', 'Node.js', 'TCP/IP Suite', 'example.com', 'Slack Pro', '']) {
    expect(isUrlLabel(label), label).toBe(false);
  }
});
