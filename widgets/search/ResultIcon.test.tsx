// @vitest-environment jsdom
import { fireEvent, render } from '@testing-library/react';
import { expect, it } from 'vitest';
import { ResultIcon } from './ResultIcon.tsx';

it('each known content type has its own inline icon on a 32 by 32 viewBox', () => {
  for (const type of ['app', 'contact', 'invoice', 'order', 'page', 'payment', 'subscription']) {
    const { container, unmount } = render(<ResultIcon contentType={type} />);
    const svg = container.querySelector('svg');
    expect(svg?.getAttribute('data-icon')).toBe(type);
    expect(svg?.getAttribute('viewBox')).toBe('0 0 32 32');
    unmount();
  }
});

it('an unknown content type gets the default icon', () => {
  const { container } = render(<ResultIcon contentType="spreadsheet" />);
  expect(container.querySelector('svg')?.getAttribute('data-icon')).toBe('default');
});

it('a result image is shown, and a broken one falls back to the default icon', () => {
  const { container } = render(<ResultIcon imageUrl="https://cdn.example.com/apps/invoicely.png" contentType="app" />);
  const image = container.querySelector('img');
  expect(image?.getAttribute('src')).toBe('https://cdn.example.com/apps/invoicely.png');
  fireEvent.error(image as HTMLImageElement);
  expect(container.querySelector('img')).toBeNull();
  expect(container.querySelector('svg')?.getAttribute('data-icon')).toBe('default');
});
