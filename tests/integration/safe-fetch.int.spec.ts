/**
 * The SSRF-safe fetch and the URL extractor against a local site on 127.0.0.1. Refused addresses must be refused
 * before any connection: the site counts its requests, `http.request` is watched, and names are resolved by an
 * injected lookup (no real DNS query is ever made).
 */
import type { LookupAddress } from 'node:dns';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import type { MockInstance } from 'vitest';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ExtractionError } from '../../commands/ports';
import { isPublicAddress } from '../../infra/extract/address-policy';
import type { LookupAll } from '../../infra/extract/safe-fetch';
import { createRobotsCheck, createSafeFetch } from '../../infra/extract/safe-fetch';
import { createUrlExtractor } from '../../infra/extract/url-extractor';

const PARAGRAPHS = [
  'The water cycle describes how water moves between the oceans, the air and the land. Heat from the sun warms the surface of seas and lakes, and some of that water turns into vapour that rises into the atmosphere.',
  'As the vapour rises it cools, and the cooler air can hold less moisture. The vapour condenses around tiny particles of dust and salt, forming the droplets that we see as clouds and fog.',
  'When the droplets grow heavy enough they fall back to the ground as precipitation: rain in warm weather, snow or hail when the air is cold. Most precipitation falls straight back into the oceans.',
  'Water that falls on land either soaks into the soil, flows over the surface into streams and rivers, or is taken up by plants. Plants release water vapour through their leaves in a process called transpiration.',
  'Groundwater can stay underground for thousands of years before it reaches a spring or the sea. Glaciers and ice caps store water for even longer, which is why melting ice changes the level of the oceans.',
];
const ARTICLE_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<title>How the water cycle works</title>
<meta property="og:site_name" content="Science Notes">
<meta property="article:published_time" content="2024-03-01T08:00:00Z">
</head><body>
<nav><a href="/">Home</a> <a href="/about">About</a></nav>
<article><h1>How the water cycle works</h1>
${PARAGRAPHS.map((p) => `<p>${p}</p>`).join('\n')}
</article>
<footer>Copyright Science Notes</footer>
</body></html>`;

const ROBOTS = 'User-agent: *\nDisallow: /private/\n';

let server: http.Server;
let port = 0;
const hits = new Map<string, number>();
const hitsOf = (path: string) => hits.get(path) ?? 0;
const totalHits = () => [...hits.values()].reduce((a, b) => a + b, 0);
let lastHost = '';

const redirect = (res: http.ServerResponse, location: string) => res.writeHead(302, { location }).end();

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    hits.set(path, hitsOf(path) + 1);
    lastHost = req.headers.host ?? '';
    const html = { 'content-type': 'text/html; charset=utf-8' };
    switch (path) {
      case '/robots.txt':
        return res.writeHead(200, { 'content-type': 'text/plain' }).end(ROBOTS);
      case '/article':
      case '/private/article':
        return res.writeHead(200, html).end(ARTICLE_HTML);
      case '/short':
        return res.writeHead(200, html).end('<html><body><p>Too short to read.</p></body></html>');
      case '/redirect-loopback':
        return redirect(res, `http://127.0.0.1:${port}/article`);
      case '/redirect-metadata':
        return redirect(res, 'http://169.254.169.254/latest/meta-data');
      case '/redirect-intranet':
        return redirect(res, 'http://intranet.example/');
      case '/redirect-file':
        return redirect(res, 'file:///etc/passwd');
      case '/redirect-private':
        return redirect(res, '/private/article');
      case '/redirect-article':
        return redirect(res, '/article');
      case '/loop':
        return redirect(res, '/loop');
      case '/big':
        return res.writeHead(200, { ...html, 'content-length': 300_000 }).end('x'.repeat(300_000));
      case '/big-chunked':
        res.writeHead(200, html);
        for (let i = 0; i < 30; i++) res.write('y'.repeat(10_000));
        return res.end();
      case '/gzip-bomb':
        return res.writeHead(200, { ...html, 'content-encoding': 'gzip' }).end(gzipSync(Buffer.alloc(5_000_000, 0x20)));
      case '/slow':
        return; // never answers
      case '/slow-body':
        res.writeHead(200, html);
        return res.write('<html><body>'); // and never finishes
      case '/missing':
        return res.writeHead(404, html).end('<p>Not found</p>');
      case '/image':
        return res.writeHead(200, { 'content-type': 'image/png' }).end(Buffer.alloc(64));
      default:
        return res.writeHead(200, html).end('<p>ok</p>');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/**
 * Every request goes through `http.request`, watched here: only the local site (by its address, or by the name
 * `public.example` that the fake DNS pins to it) may be reached, so even a broken fetcher cannot touch anything else.
 */
const realRequest = http.request;
let requests: MockInstance<typeof http.request>;
beforeEach(() => {
  requests = vi.spyOn(http, 'request').mockImplementation(((...args: Parameters<typeof http.request>) => {
    const host = String((args[0] as http.RequestOptions).hostname);
    if (host !== '127.0.0.1' && host !== 'public.example') throw new Error(`the test tried to connect to ${host}`);
    return realRequest(...args);
  }) as typeof http.request);
});
afterEach(() => vi.restoreAllMocks());

/** A resolver that knows a few names and fails for the rest (no real DNS). */
const fakeDns = (table: Record<string, string[]>) => {
  const calls: string[] = [];
  const lookup: LookupAll = async (hostname) => {
    calls.push(hostname);
    const addresses = table[hostname];
    if (!addresses) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    return addresses.map((address): LookupAddress => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
  return { lookup, calls };
};

const codeOf = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ExtractionError) return error.code;
    throw error;
  }
  return 'no error';
};

describe('Addresses that are not public', () => {
  const dns = fakeDns({ 'intranet.example': ['10.1.2.3'], 'mixed.example': ['93.184.216.34', '10.1.2.3'] });
  const safeFetch = createSafeFetch({ lookup: dns.lookup });

  it.each([
    ['loopback', () => `http://127.0.0.1:${port}/article`],
    ['private 10/8', () => 'http://10.0.0.1/'],
    ['cloud metadata', () => 'http://169.254.169.254/latest/meta-data'],
    ['IPv6 loopback', () => `http://[::1]:${port}/`],
    ['IPv4-mapped loopback', () => `http://[::ffff:127.0.0.1]:${port}/`],
    ['loopback written as a number', () => `http://2130706433:${port}/`],
    ['a name that resolves to a private address', () => 'http://intranet.example/'],
    ['a name with one private address among public ones', () => 'https://mixed.example/'],
  ])('refuses %s before connecting', async (_label, url) => {
    const before = totalHits();
    expect(await codeOf(safeFetch(url()))).toBe('content.urlNotPublic');
    expect(requests).not.toHaveBeenCalled();
    expect(totalHits()).toBe(before);
  });

  it('refuses with kind forbidden and the English text', async () => {
    const error = await safeFetch('http://10.0.0.1/').catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'content.urlNotPublic', kind: 'forbidden' });
    expect((error as Error).message).toBe('Only public websites can be used');
  });

  it('refuses the URL extractor too, robots.txt included, without a request', async () => {
    const extractor = createUrlExtractor({ lookup: dns.lookup });
    const before = totalHits();
    expect(await codeOf(extractor.extract(`http://127.0.0.1:${port}/article`))).toBe('content.urlNotPublic');
    expect(await codeOf(extractor.extract('http://intranet.example/'))).toBe('content.urlNotPublic');
    expect(totalHits()).toBe(before);
  });
});

describe('Redirects', () => {
  // public.example stands for a public site: the real policy, except that this one name counts as public
  const dns = fakeDns({ 'public.example': ['127.0.0.1'], 'intranet.example': ['10.1.2.3'] });
  const policy = (address: string, url: URL) => url.hostname === 'public.example' || isPublicAddress(address);
  const safeFetch = createSafeFetch({ lookup: dns.lookup, isAllowedAddress: policy, maxRedirects: 3 });
  const site = (path: string) => `http://public.example:${port}${path}`;

  it('connects to the address it checked, with the site name as Host (one lookup: no DNS rebinding)', async () => {
    const lookups = dns.calls.length;
    const res = await safeFetch(site('/article'));
    expect(dns.calls.slice(lookups)).toEqual(['public.example']);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('water cycle');
    expect(lastHost).toBe(`public.example:${port}`);
  });

  it('follows a redirect within the allowed site and reports the final URL', async () => {
    const res = await safeFetch(site('/redirect-article'));
    expect(res.url).toBe(site('/article'));
    expect(res.redirected).toBe(true);
  });

  it('refuses a redirect to a loopback address without following it', async () => {
    const before = hitsOf('/article');
    expect(await codeOf(safeFetch(site('/redirect-loopback')))).toBe('content.urlNotPublic');
    expect(hitsOf('/redirect-loopback')).toBeGreaterThan(0);
    expect(hitsOf('/article')).toBe(before);
  });

  it('refuses a redirect to the cloud metadata address without connecting to it', async () => {
    expect(await codeOf(safeFetch(site('/redirect-metadata')))).toBe('content.urlNotPublic');
    expect(requests).toHaveBeenCalledTimes(1); // the first hop only
  });

  it('refuses a redirect to a name that resolves to a private address', async () => {
    expect(await codeOf(safeFetch(site('/redirect-intranet')))).toBe('content.urlNotPublic');
    expect(dns.calls).toContain('intranet.example');
  });

  it('refuses a redirect to another scheme', async () => {
    expect(await codeOf(safeFetch(site('/redirect-file')))).toBe('content.urlInvalid');
  });

  it('stops after the maximum number of redirects', async () => {
    const before = hitsOf('/loop');
    expect(await codeOf(safeFetch(site('/loop')))).toBe('content.urlTooManyRedirects');
    expect(hitsOf('/loop') - before).toBe(4); // the first request and 3 redirects
  });
});

describe('Limits', () => {
  const local = (path: string) => `http://127.0.0.1:${port}${path}`;
  const safeFetch = createSafeFetch({ allowPrivate: true, maxBytes: 100_000, timeoutMs: 400 });

  it.each(['/big', '/big-chunked', '/gzip-bomb'])('refuses a body over maxBytes (%s)', async (path) => {
    const error = await safeFetch(local(path)).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'content.pageTooLarge', kind: 'tooLarge' });
  });

  it.each(['/slow', '/slow-body'])('gives up on a slow server (%s)', async (path) => {
    expect(await codeOf(safeFetch(local(path)))).toBe('content.urlTimeout');
  });

  it.each([
    'file:///etc/passwd',
    'ftp://ftp.example.com/file.txt',
    'javascript:alert(1)',
    'not a url',
    'http://user:secret@example.com/',
  ])('refuses %s as an invalid web address', async (url) => {
    expect(await codeOf(safeFetch(url))).toBe('content.urlInvalid');
    expect(requests).not.toHaveBeenCalled();
  });

  it('sends our user agent', async () => {
    const seen = new Promise<string | undefined>((resolve) =>
      server.once('request', (req: http.IncomingMessage) => resolve(req.headers['user-agent'])),
    );
    await safeFetch(local('/ok'));
    expect(await seen).toMatch(/^QuizstreamBot\/1\.0/);
  });
});

describe('robots.txt', () => {
  const local = (path: string) => `http://127.0.0.1:${port}${path}`;

  it('allows what robots.txt allows and refuses what it disallows', async () => {
    const robots = createRobotsCheck(createSafeFetch({ allowPrivate: true }));
    expect(await robots.isAllowed(local('/article'))).toBe(true);
    expect(await robots.isAllowed(local('/private/article'))).toBe(false);
    expect(await codeOf(robots.assertAllowed(local('/private/article')))).toBe('content.robotsDisallowed');
  });

  it('reads robots.txt once per site within ten minutes', async () => {
    let now = 0;
    const robots = createRobotsCheck(createSafeFetch({ allowPrivate: true }), { now: () => now });
    const before = hitsOf('/robots.txt');
    await robots.isAllowed(local('/article'));
    await robots.isAllowed(local('/other'));
    expect(hitsOf('/robots.txt') - before).toBe(1);
    now += 10 * 60_000 + 1;
    await robots.isAllowed(local('/article'));
    expect(hitsOf('/robots.txt') - before).toBe(2);
  });

  it('allows everything when the site has no robots.txt', async () => {
    const missing = createSafeFetch({ allowPrivate: true });
    const robots = createRobotsCheck((url, init) => missing(String(url).replace('/robots.txt', '/missing'), init));
    expect(await robots.isAllowed(local('/private/article'))).toBe(true);
  });

  it('keeps the URL extractor off a disallowed page, also behind a redirect', async () => {
    const extractor = createUrlExtractor({ allowPrivate: true });
    const before = hitsOf('/private/article');
    expect(await codeOf(extractor.extract(local('/private/article')))).toBe('content.robotsDisallowed');
    expect(await codeOf(extractor.extract(local('/redirect-private')))).toBe('content.robotsDisallowed');
    expect(hitsOf('/private/article')).toBe(before);
  });
});

describe('The URL extractor (CONTENT_ALLOW_PRIVATE_URLS=true)', () => {
  const local = (path: string) => `http://127.0.0.1:${port}${path}`;
  const extractor = createUrlExtractor({ allowPrivate: true });

  it('extracts the title, plain text with paragraph breaks, and metadata', async () => {
    const source = await extractor.extract(local('/article'));
    expect(source.title).toBe('How the water cycle works');
    expect(source.text).not.toMatch(/<[a-z]/i);
    expect(source.text).toContain(PARAGRAPHS[0]);
    expect(source.text).toContain(`${PARAGRAPHS[0]}\n\n${PARAGRAPHS[1]}`);
    expect(source.text).not.toContain('Copyright');
    expect(source.metadata).toMatchObject({
      url: local('/article'),
      siteName: 'Science Notes',
      published: '2024-03-01T08:00:00.000Z',
    });
  });

  it('reports the final URL after a redirect', async () => {
    const source = await extractor.extract(local('/redirect-article'));
    expect(source.metadata.url).toBe(local('/article'));
  });

  it('says when a page has no readable text', async () => {
    const error = await extractor.extract(local('/short')).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'content.urlNoText' });
    expect((error as Error).message).toBe('We could not find readable text on this page');
  });

  it('says when the site answers with an error or with something other than a page', async () => {
    expect(await codeOf(extractor.extract(local('/missing')))).toBe('content.urlUnavailable');
    expect(await codeOf(extractor.extract(local('/image')))).toBe('content.urlNotHtml');
  });
});
