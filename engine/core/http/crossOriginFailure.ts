import { NETWORK_FAILED, TIMED_OUT } from './HttpError.ts';

/**
 * What a call's failure most likely means when the page is on another origin than the call: the
 * browser hides a CORS refusal behind a plain network error, so the warning names the answer the
 * marketplace owes this page. Undefined for a same-origin call or any other failure.
 */
export function crossOriginFailure(error: unknown, callUrl: string, pageOrigin: string): string | undefined {
  if (!(error instanceof Error) || error.message !== NETWORK_FAILED || error.cause === TIMED_OUT) return undefined;
  let callOrigin: string;
  try {
    callOrigin = new URL(callUrl).origin;
  } catch {
    return undefined;
  }
  if (callOrigin === pageOrigin || pageOrigin === 'null') return undefined;
  return `universal-nav: the marketplace at ${callOrigin} did not answer this page's origin ${pageOrigin}; for a page on another origin it must answer with Access-Control-Allow-Origin: ${pageOrigin} and Access-Control-Allow-Credentials: true (CORS, preflights included). The fallback header is shown.`;
}
