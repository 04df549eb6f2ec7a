import type { NavEnv } from '../env.ts';
import { ABORTED, HttpError, NETWORK_FAILED, TIMED_OUT } from './HttpError.ts';
import { emitNavEvent } from '../events/navEvents.ts';
import { parseBody } from './parseBody.ts';
import { errorText } from '../errorText.ts';

export const DEFAULT_TIMEOUT_MS = 15_000;
const XSRF_COOKIE = 'XSRF-TOKEN';
const XSRF_HEADER = 'X-XSRF-TOKEN';

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  headers?: Record<string, string>;
  /** A bearer token; callers pass it only where shouldSendBearer allows. */
  token?: string;
  /** Send the XSRF-TOKEN cookie value as a header. Defaults to true for every method but GET. */
  xsrf?: boolean;
  timeoutMs?: number;
  signal?: AbortSignal;
  /** 'no-store' for calls the spec marks as not cached (bootstrap). */
  cache?: RequestCache;
  /** Calls where the status alone is the answer ("ok means success"): the body is not read. */
  statusOnly?: boolean;
}

/**
 * The one fetch of the runtime (SPEC §7, §8): cookies always travel (credentials: 'include'),
 * the body is parsed by content type, a non-ok answer rejects with an HttpError, a network
 * failure or a time-out rejects with 'Network request failed' and an abort with 'Aborted'.
 */
export async function request<T = unknown>(env: NavEnv, url: string, options: RequestOptions = {}): Promise<T> {
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = { Accept: 'application/json, text/plain, */*', ...options.headers };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  const xsrf = env.cookies.get(XSRF_COOKIE);
  if (xsrf && (options.xsrf ?? method !== 'GET')) headers[XSRF_HEADER] = xsrf;

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const onOuterAbort = () => controller.abort();
  options.signal?.addEventListener('abort', onOuterAbort);
  if (options.signal?.aborted) controller.abort();

  try {
    let response: Response;
    try {
      response = await env.fetch(url, {
        method,
        headers,
        credentials: 'include',
        mode: 'cors',
        cache: options.cache,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: controller.signal,
      });
    } catch {
      if (timedOut) throw new Error(NETWORK_FAILED, { cause: TIMED_OUT });
      throw new Error(controller.signal.aborted ? ABORTED : NETWORK_FAILED);
    }
    const rejectUnlessOk = (body: unknown) => {
      if (!response.ok) throw new HttpError({ status: response.status, statusText: response.statusText, url: response.url || url }, body);
    };
    if (options.statusOnly) {
      rejectUnlessOk(undefined);
      return undefined as T;
    }
    let body: unknown;
    try {
      body = await parseBody(response);
    } catch (error) {
      if (controller.signal.aborted) throw timedOut ? new Error(NETWORK_FAILED, { cause: TIMED_OUT }) : new Error(ABORTED);
      if (!response.ok) body = undefined;
      else throw error;
    }
    rejectUnlessOk(body);
    return body as T;
  } catch (error) {
    // Every failure but an abort is told to the host (a `call-failed` event), then thrown on.
    if (!(error instanceof Error && error.message === ABORTED)) {
      emitNavEvent(env, { type: 'call-failed', url, ...(error instanceof HttpError ? { status: error.status } : {}), error: errorText(error) });
    }
    throw error;
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onOuterAbort);
  }
}
