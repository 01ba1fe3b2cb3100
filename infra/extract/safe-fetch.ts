/**
 * A fetch for user-supplied URLs that cannot be turned against the server's own network (SSRF):
 * - http and https only, no credentials in the URL;
 * - the host is resolved once, every resolved address must pass the address policy (public unicast by default),
 *   and the connection is made to exactly those checked addresses (the socket's DNS lookup is pinned to them, so a
 *   second, different DNS answer cannot slip in: no DNS rebinding);
 * - redirects are followed by hand, at most `maxRedirects`, and every hop is checked again;
 * - the body is read up to `maxBytes` (after decompression) and the whole exchange is bounded by `timeoutMs`.
 * The answer is a WHATWG `Response` with the body fully buffered and `url` set to the final URL.
 */
import { promises as dnsPromises } from 'node:dns';
import type { LookupAddress } from 'node:dns';
import http from 'node:http';
import type { IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import type { LookupFunction } from 'node:net';
import type { Readable } from 'node:stream';
import zlib from 'node:zlib';
import robotsParser from 'robots-parser';
import { ExtractionError } from '../../commands/ports';
import { isPublicAddress } from './address-policy';

export const DEFAULT_USER_AGENT = 'QuizstreamBot/1.0 (+https://quizstream.app/bot)';

/** `dns.promises.lookup(hostname, { all: true })` or a stand-in (tests). */
export type LookupAll = (hostname: string, options: { all: true }) => Promise<LookupAddress[]>;

/** May the server connect to `address` (resolved for `url`)? */
export type AddressPolicy = (address: string, url: URL) => boolean;

export interface SafeFetchOptions {
  /** Skip the address policy (local development and tests only: CONTENT_ALLOW_PRIVATE_URLS=true). */
  allowPrivate?: boolean;
  /** Defaults to `isPublicAddress`. */
  isAllowedAddress?: AddressPolicy;
  userAgent?: string;
  /** Largest body (decompressed) in bytes; default 5 MB. */
  maxBytes?: number;
  /** Time for the whole exchange, redirects and body included; default 10 s. */
  timeoutMs?: number;
  maxRedirects?: number;
  lookup?: LookupAll;
}

export interface SafeFetchInit {
  method?: 'GET' | 'HEAD';
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Called with each redirect's target (already checked as a URL) before it is requested; may throw to stop. */
  beforeRedirect?: (next: URL) => Promise<void> | void;
}

export type SafeFetch = (input: string | URL, init?: SafeFetchInit) => Promise<Response>;

export const urlInvalid = () =>
  new ExtractionError('content.urlInvalid', 'Please enter a valid http or https web address');
export const urlNotPublic = () =>
  new ExtractionError('content.urlNotPublic', 'Only public websites can be used', 'forbidden');
const urlTimeout = () => new ExtractionError('content.urlTimeout', 'The website took too long to answer');
const pageTooLarge = () => new ExtractionError('content.pageTooLarge', 'This page is too large to read', 'tooLarge');
const urlUnreachable = () => new ExtractionError('content.urlUnreachable', 'We could not reach this website');
const tooManyRedirects = () =>
  new ExtractionError('content.urlTooManyRedirects', 'This web address redirects too many times');

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const NO_BODY = new Set([204, 205, 304]);

/** Parses and checks a URL the user gave (or a redirect's Location): http(s), no credentials. */
export const parseHttpUrl = (input: string | URL, base?: URL): URL => {
  let url: URL;
  try {
    url = new URL(input, base);
  } catch {
    throw urlInvalid();
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw urlInvalid();
  if (url.username || url.password || !url.hostname) throw urlInvalid();
  return url;
};

/** Resolves when `promise` does, rejects with the signal's reason as soon as it aborts. */
const untilAborted = <T>(promise: Promise<T>, signal: AbortSignal): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason as Error);
    const onAbort = () => reject(signal.reason as Error);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error as Error);
      },
    );
  });

/** A socket lookup that only ever answers the addresses checked beforehand. */
const pinnedLookup =
  (addresses: LookupAddress[]): LookupFunction =>
  (_hostname, options, callback) => {
    if (options.all) callback(null, addresses);
    else callback(null, addresses[0]?.address ?? '', addresses[0]?.family ?? 4);
  };

/** The body stream, decompressed when the server used a content coding we know. */
const decoded = (res: IncomingMessage): { stream: Readable; decompressed: boolean } => {
  switch ((res.headers['content-encoding'] ?? '').trim().toLowerCase()) {
    case 'gzip':
    case 'x-gzip':
      return { stream: res.pipe(zlib.createGunzip()), decompressed: true };
    case 'deflate':
      return { stream: res.pipe(zlib.createInflate()), decompressed: true };
    case 'br':
      return { stream: res.pipe(zlib.createBrotliDecompress()), decompressed: true };
    default:
      return { stream: res, decompressed: false };
  }
};

/** Reads the whole body, refusing it once it passes `maxBytes` (counted after decompression). */
const readBody = async (res: IncomingMessage, maxBytes: number): Promise<{ body: Buffer; decompressed: boolean }> => {
  const declared = Number(res.headers['content-length']);
  if (!res.headers['content-encoding'] && Number.isFinite(declared) && declared > maxBytes) {
    res.destroy();
    throw pageTooLarge();
  }
  const { stream, decompressed } = decoded(res);
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > maxBytes) throw pageTooLarge();
      chunks.push(chunk);
    }
  } finally {
    res.destroy();
    if (stream !== res) stream.destroy();
  }
  return { body: Buffer.concat(chunks), decompressed };
};

const toHeaders = (res: IncomingMessage, decompressed: boolean): Headers => {
  const headers = new Headers();
  for (let i = 0; i + 1 < res.rawHeaders.length; i += 2) {
    const name = res.rawHeaders[i] ?? '';
    if (decompressed && /^content-(encoding|length)$/i.test(name)) continue;
    try {
      headers.append(name, res.rawHeaders[i + 1] ?? '');
    } catch {
      // a header value WHATWG Headers refuses: leave it out
    }
  }
  return headers;
};

/** One request to a checked address; resolves once the response head arrives. */
const send = (
  url: URL,
  addresses: LookupAddress[],
  method: 'GET' | 'HEAD',
  headers: Record<string, string>,
  signal: AbortSignal,
): Promise<IncomingMessage> =>
  new Promise((resolve, reject) => {
    const request = (url.protocol === 'https:' ? https : http).request(
      {
        protocol: url.protocol,
        hostname: url.hostname.replace(/^\[|\]$/g, ''),
        port: url.port || undefined,
        path: `${url.pathname}${url.search}`,
        method,
        headers,
        agent: false,
        lookup: pinnedLookup(addresses),
      },
      (res) => {
        signal.removeEventListener('abort', onAbort);
        const abortBody = () => res.destroy(signal.reason as Error);
        signal.addEventListener('abort', abortBody, { once: true });
        res.once('close', () => signal.removeEventListener('abort', abortBody));
        resolve(res);
      },
    );
    const onAbort = () => request.destroy(signal.reason as Error);
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    request.once('error', (error) => {
      signal.removeEventListener('abort', onAbort);
      reject(signal.aborted ? (signal.reason as Error) : error);
    });
    request.end();
  });

export const createSafeFetch = (options: SafeFetchOptions = {}): SafeFetch => {
  const {
    allowPrivate = false,
    isAllowedAddress = isPublicAddress,
    userAgent = DEFAULT_USER_AGENT,
    maxBytes = 5 * 1024 * 1024,
    timeoutMs = 10_000,
    maxRedirects = 5,
    lookup = dnsPromises.lookup as LookupAll,
  } = options;

  /** The addresses of a URL's host, all of them checked; refused before any connection is made. */
  const resolve = async (url: URL, signal: AbortSignal): Promise<LookupAddress[]> => {
    const host = url.hostname.replace(/^\[|\]$/g, '');
    const family = isIP(host);
    let addresses: LookupAddress[];
    if (family !== 0) addresses = [{ address: host, family }];
    else {
      try {
        addresses = await untilAborted(lookup(host, { all: true }), signal);
      } catch (error) {
        if (signal.aborted) throw signal.reason;
        throw error instanceof ExtractionError ? error : urlUnreachable();
      }
    }
    if (addresses.length === 0) throw urlUnreachable();
    if (!allowPrivate && !addresses.every(({ address }) => isAllowedAddress(address, url))) throw urlNotPublic();
    return addresses;
  };

  return async (input, init = {}) => {
    let url = parseHttpUrl(input);
    const method = init.method ?? 'GET';
    const headers: Record<string, string> = {
      'user-agent': userAgent,
      accept: 'text/html,application/xhtml+xml,text/plain;q=0.9,*/*;q=0.5',
      'accept-encoding': 'gzip, deflate, br',
      ...Object.fromEntries(Object.entries(init.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v])),
    };
    const deadline = AbortSignal.timeout(timeoutMs);
    const signal = init.signal ? AbortSignal.any([init.signal, deadline]) : deadline;
    const fail = (error: unknown): never => {
      if (init.signal?.aborted) throw init.signal.reason;
      if (deadline.aborted) throw urlTimeout();
      if (error instanceof ExtractionError) throw error;
      throw urlUnreachable();
    };

    try {
      for (let hop = 0; ; hop++) {
        const addresses = await resolve(url, signal);
        const res = await send(url, addresses, method, headers, signal);
        const status = res.statusCode ?? 0;
        const location = res.headers.location;
        if (REDIRECTS.has(status) && location) {
          res.destroy();
          if (hop >= maxRedirects) throw tooManyRedirects();
          url = parseHttpUrl(location, url);
          await init.beforeRedirect?.(url);
          continue;
        }
        const hasBody = method !== 'HEAD' && !NO_BODY.has(status);
        const { body, decompressed } = hasBody ? await readBody(res, maxBytes) : { body: null, decompressed: false };
        if (!hasBody) res.destroy();
        const response = new Response(body, {
          status: status >= 200 && status <= 599 ? status : 502,
          statusText: /^[\t\x20-\x7e]*$/.test(res.statusMessage ?? '') ? res.statusMessage : '',
          headers: toHeaders(res, decompressed),
        });
        Object.defineProperty(response, 'url', { value: url.href });
        Object.defineProperty(response, 'redirected', { value: hop > 0 });
        return response;
      }
    } catch (error) {
      return fail(error);
    }
  };
};

// ---------------------------------------------------------------- robots.txt

export const robotsDisallowed = () =>
  new ExtractionError(
    'content.robotsDisallowed',
    'This site does not allow automated reading (robots.txt)',
    'unprocessable',
  );

export interface RobotsCheckOptions {
  userAgent?: string;
  /** How long a site's robots.txt is kept; default 10 minutes. */
  ttlMs?: number;
  /** Most sites kept at once (oldest dropped first). */
  maxOrigins?: number;
  now?: () => number;
}

export interface RobotsCheck {
  isAllowed(url: string, userAgent?: string): Promise<boolean>;
  /** Throws `content.robotsDisallowed` when the site's robots.txt forbids `url` to our user agent. */
  assertAllowed(url: string): Promise<void>;
}

type Robot = ReturnType<typeof robotsParser>;

/** RFC 9309: crawlers must parse at least 500 KiB; the rest is ignored. */
const ROBOTS_MAX_CHARS = 512 * 1024;

/**
 * robots.txt per origin, fetched through `fetch` (the safe fetch, so its address rules apply). A missing file (4xx)
 * or one that cannot be read (5xx, timeout, too large) allows everything; a refused address or URL is not swallowed.
 */
export const createRobotsCheck = (fetch: SafeFetch, options: RobotsCheckOptions = {}): RobotsCheck => {
  const { userAgent = DEFAULT_USER_AGENT, ttlMs = 10 * 60_000, maxOrigins = 1000, now = Date.now } = options;
  const cache = new Map<string, { robot: Promise<Robot | null>; expiresAt: number }>();

  const load = async (origin: string): Promise<Robot | null> => {
    const robotsUrl = `${origin}/robots.txt`;
    let text: string;
    try {
      const res = await fetch(robotsUrl, { headers: { accept: 'text/plain,*/*;q=0.5' } });
      if (!res.ok) return null;
      text = (await res.text()).slice(0, ROBOTS_MAX_CHARS);
    } catch (error) {
      if (error instanceof ExtractionError && ['content.urlNotPublic', 'content.urlInvalid'].includes(error.code))
        throw error;
      return null;
    }
    return robotsParser(robotsUrl, text);
  };

  const robotFor = (origin: string): Promise<Robot | null> => {
    const cached = cache.get(origin);
    if (cached && cached.expiresAt > now()) return cached.robot;
    const robot = load(origin);
    cache.delete(origin);
    cache.set(origin, { robot, expiresAt: now() + ttlMs });
    // a refusal is not remembered: the next call decides again
    robot.catch(() => cache.delete(origin));
    while (cache.size > maxOrigins) {
      const oldest = cache.keys().next().value;
      if (oldest === undefined) break;
      cache.delete(oldest);
    }
    return robot;
  };

  const isAllowed = async (url: string, agent = userAgent): Promise<boolean> => {
    const parsed = parseHttpUrl(url);
    const robot = await robotFor(parsed.origin);
    return robot?.isAllowed(parsed.href, agent) ?? true;
  };

  return {
    isAllowed,
    async assertAllowed(url) {
      if (!(await isAllowed(url))) throw robotsDisallowed();
    },
  };
};
