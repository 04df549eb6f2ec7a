import type { BootstrapContext } from '../wire/marketTypes.ts';
import type { NavEnv } from '../env.ts';
import { crossOriginFailure } from '../http/crossOriginFailure.ts';
import { isHttpError } from '../http/HttpError.ts';
import { request } from '../http/request.ts';
import { joinUrl } from '../url/joinUrl.ts';
import { isRecord } from './isRecord.ts';
import { normalizeBootstrap } from './normalizeBootstrap.ts';

export const BOOTSTRAP_PATH = '/api/session/v1/bootstrap-context';
export const UNAUTHORIZED_EVENT = 'universalnav:401';

interface BootstrapRequest {
  apiUrl: string;
  /** A bearer token, passed only where shouldSendBearer allows (SPEC §7). */
  token?: string;
}

/** The outcome of the bootstrap call, for callers that treat a lost session apart from a fault. */
export type BootstrapResult =
  | { status: 'ok'; bootstrap: BootstrapContext }
  | { status: 'unauthorized'; bootstrap: BootstrapContext }
  | { status: 'failed'; bootstrap: BootstrapContext; error: unknown };

/**
 * GET the bootstrap context (SPEC §7, §8): never cached, cookies sent. A 401 raises
 * 'universalnav:401'; every other failure warns 'bootdata promise error' (or, for a page on another
 * origin that the call could not reach, what CORS answer the marketplace owes it); both give an empty context.
 * A body that is not a JSON object (an HTML login page, an empty body) counts as a failure.
 */
export async function requestBootstrap(env: NavEnv, options: BootstrapRequest): Promise<BootstrapResult> {
  const url = joinUrl(options.apiUrl, BOOTSTRAP_PATH);
  try {
    const body = await request<unknown>(env, url, {
      cache: 'no-store',
      token: options.token,
    });
    if (!isRecord(body)) throw new Error('bootstrap context is not a JSON object');
    return { status: 'ok', bootstrap: normalizeBootstrap(body) };
  } catch (error) {
    if (isHttpError(error, 401)) {
      env.emit(UNAUTHORIZED_EVENT);
      return { status: 'unauthorized', bootstrap: {} };
    }
    // A page on another origin that the marketplace does not answer: say what it must answer.
    env.log.warn(crossOriginFailure(error, url, env.location.origin) ?? 'bootdata promise error', error);
    return { status: 'failed', bootstrap: {}, error };
  }
}

/** The bootstrap context, or an empty one on any failure (SPEC §8). */
export async function fetchBootstrap(env: NavEnv, options: BootstrapRequest): Promise<BootstrapContext> {
  return (await requestBootstrap(env, options)).bootstrap;
}
