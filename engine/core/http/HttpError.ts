/** A non-ok response, rejected with what a caller needs to decide a fallback (SPEC §8). */
export class HttpError extends Error {
  readonly status: number;
  readonly statusText: string;
  readonly url: string;
  readonly body: unknown;

  constructor(response: { status: number; statusText: string; url: string }, body: unknown) {
    super(`HTTP ${response.status} ${response.statusText} for ${response.url}`);
    this.name = 'HttpError';
    this.status = response.status;
    this.statusText = response.statusText;
    this.url = response.url;
    this.body = body;
  }
}

export const NETWORK_FAILED = 'Network request failed';
/** The `cause` of a NETWORK_FAILED error that was the runtime's own time-out, not the network's refusal. */
export const TIMED_OUT = 'time-out';
export const ABORTED = 'Aborted';

export function isHttpError(error: unknown, status?: number): error is HttpError {
  return error instanceof HttpError && (status === undefined || error.status === status);
}
