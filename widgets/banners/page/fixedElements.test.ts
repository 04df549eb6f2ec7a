// @vitest-environment jsdom
import { afterEach, expect, it } from 'vitest';
import { createFixedElementPusher } from './fixedElements.ts';

afterEach(() => {
  document.body.innerHTML = '';
});

it('fixed elements near the top move down by the banner height and come back on restore', () => {
  document.body.innerHTML = `
    <header id="header" style="position: fixed; top: 0px"></header>
    <div id="toast" style="position: fixed; top: 20px"></div>
    <div id="low" style="position: fixed; top: 48px"></div>
    <div id="static" style="top: 0px"></div>
    <div class="unav-banners"><div id="banner" style="position: fixed; top: 0px"></div></div>`;
  const pusher = createFixedElementPusher(document, 48);
  pusher.push();
  const top = (id: string) => document.getElementById(id)?.style.top;
  expect([top('header'), top('toast'), top('low'), top('static'), top('banner')]).toEqual(['48px', '68px', '48px', '0px', '0px']);
  pusher.push();
  expect(top('header')).toBe('48px');
  pusher.restore();
  expect([top('header'), top('toast')]).toEqual(['0px', '20px']);
});

it('a later push also moves fixed elements added since', () => {
  const pusher = createFixedElementPusher(document, 48);
  pusher.push();
  document.body.innerHTML = '<nav id="late" style="position: fixed; top: 0px"></nav>';
  pusher.push();
  expect(document.getElementById('late')?.style.top).toBe('48px');
});
