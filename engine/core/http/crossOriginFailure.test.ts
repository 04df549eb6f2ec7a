import { expect, it } from 'vitest';
import { HttpError, NETWORK_FAILED, TIMED_OUT } from './HttpError.ts';
import { crossOriginFailure } from './crossOriginFailure.ts';

const MARKET = 'https://market.example.com/api/session/v1/bootstrap-context';

it('names the CORS answer a marketplace on another origin owes the page, for a network failure', () => {
  expect(crossOriginFailure(new Error(NETWORK_FAILED), MARKET, 'http://localhost:5174')).toBe(
    'universal-nav: the marketplace at https://market.example.com did not answer this page\'s origin http://localhost:5174; for a page on another origin it must answer with Access-Control-Allow-Origin: http://localhost:5174 and Access-Control-Allow-Credentials: true (CORS, preflights included). The fallback header is shown.',
  );
});

it('says nothing for a call on the page\'s own origin, an HTTP error, an abort or a URL it cannot read', () => {
  expect(crossOriginFailure(new Error(NETWORK_FAILED), MARKET, 'https://market.example.com')).toBeUndefined();
  expect(crossOriginFailure(new HttpError({ status: 500, statusText: '', url: MARKET }, undefined), MARKET, 'http://localhost:5174')).toBeUndefined();
  expect(crossOriginFailure(new Error('Aborted'), MARKET, 'http://localhost:5174')).toBeUndefined();
  // A time-out is the answer being late, not refused.
  expect(crossOriginFailure(new Error(NETWORK_FAILED, { cause: TIMED_OUT }), MARKET, 'http://localhost:5174')).toBeUndefined();
  expect(crossOriginFailure(new Error(NETWORK_FAILED), 'not a url', 'http://localhost:5174')).toBeUndefined();
});
