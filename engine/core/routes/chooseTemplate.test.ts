import { describe, expect, it } from 'vitest';
import { chooseTemplate } from './chooseTemplate.ts';

describe('chooseTemplate', () => {
  it('uses headerSso on sign-in paths before anything else', () => {
    expect(chooseTemplate({ pathname: '/login', checkout: true, override: 'headerIn', userId: 'u' })).toBe('headerSso');
  });

  it('uses headerCheckout next, by path or by config', () => {
    expect(chooseTemplate({ pathname: '/checkout/payment', override: 'headerOut', userId: 'u' })).toBe('headerCheckout');
    expect(chooseTemplate({ pathname: '/buy', checkout: true, userId: 'u' })).toBe('headerCheckout');
  });

  it('lets the config say a checkout-looking path is not a checkout step', () => {
    expect(chooseTemplate({ pathname: '/checkout/payment', checkout: false, userId: 'u' })).toBe('headerIn');
  });

  it('uses an explicit override next', () => {
    expect(chooseTemplate({ pathname: '/home', override: 'headerOut', userId: 'u' })).toBe('headerOut');
    expect(chooseTemplate({ pathname: '/home', override: 'headerCheckout' })).toBe('headerCheckout');
  });

  it('uses headerIn when a user id exists, otherwise headerOut', () => {
    expect(chooseTemplate({ pathname: '/home', userId: 'u' })).toBe('headerIn');
    expect(chooseTemplate({ pathname: '/home', userId: '' })).toBe('headerOut');
    expect(chooseTemplate({ pathname: '/home' })).toBe('headerOut');
  });

  it('keeps the full header on the cart page', () => {
    expect(chooseTemplate({ pathname: '/checkout/cart', userId: 'u' })).toBe('headerIn');
  });
});
