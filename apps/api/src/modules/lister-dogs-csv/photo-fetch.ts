// Downloads a photo a CSV row links to, guarded against server-side request forgery: the
// server only ever connects to public internet addresses, never to loopback, private,
// link-local, carrier-grade NAT, multicast or other special ranges (its own host, the cloud's
// metadata service, the office network). The check runs inside the socket's own DNS lookup,
// on every address the name resolves to, so the address checked is the address connected to
// (a name that answers a public address to a first lookup and 127.0.0.1 to a second, "DNS
// rebinding", gains nothing); an address written in the link is checked before connecting;
// each redirect is a new request checked the same way. Bounded in size and time.
import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { UPLOAD_MAX_BYTES } from '@scout/domain';
import ipaddr from 'ipaddr.js';

/** How long one photo may take, redirects included. */
export const PHOTO_FETCH_TIMEOUT_MS = 10_000;
export const PHOTO_FETCH_MAX_REDIRECTS = 3;
const MAX_MB = UPLOAD_MAX_BYTES / (1024 * 1024);

export const PRIVATE_ADDRESS_MESSAGE = 'The link must point to a public internet address.';
export const PHOTO_TOO_LARGE_MESSAGE = `The photo is too large: at most ${MAX_MB} MB.`;
export const PHOTO_TIMEOUT_MESSAGE = `The photo took too long to download (more than ${PHOTO_FETCH_TIMEOUT_MS / 1000} seconds).`;
export const TOO_MANY_REDIRECTS_MESSAGE = `The link redirects too many times (at most ${PHOTO_FETCH_MAX_REDIRECTS}).`;
export const UNREACHABLE_MESSAGE = 'The photo could not be downloaded.';
export const NOT_HTTP_MESSAGE = 'Enter a link starting with http:// or https://';
export const httpStatusMessage = (status: number) =>
  `The photo could not be downloaded: its server answered ${status}.`;

/** A photo that could not be had, with a message for the lister. */
export class PhotoFetchError extends Error {
  override name = 'PhotoFetchError';
}

/**
 * Whether the server may connect to this address: only ordinary public unicast addresses
 * (an IPv4 address written as IPv6, ::ffff:a.b.c.d, is judged as the IPv4 address).
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).parts.slice(0, 6).every((part) => part === 0)) {
    return false; // ::/96, the old "IPv4-compatible" form: never a public host
  }
  return parsed.range() === 'unicast';
}

type Lookup = typeof dns.lookup;

export interface PhotoFetcherOptions {
  /** IMPORT_ALLOW_PRIVATE_HOSTS: tests' own servers on 127.0.0.1. Never in production. */
  allowPrivateHosts?: boolean;
  timeoutMs?: number;
  maxBytes?: number;
  /** Which addresses may be connected to (default: public ones, or any with allowPrivateHosts). */
  isAllowedAddress?: (address: string) => boolean;
  /** The resolver (default the system's, dns.lookup); tests give names their own answers. */
  lookup?: Lookup;
}

export type FetchPhoto = (link: string) => Promise<Buffer>;

export function createPhotoFetcher(options: PhotoFetcherOptions = {}): FetchPhoto {
  const {
    timeoutMs = PHOTO_FETCH_TIMEOUT_MS,
    maxBytes = UPLOAD_MAX_BYTES,
    lookup = dns.lookup,
    isAllowedAddress = options.allowPrivateHosts ? () => true : isPublicAddress,
  } = options;

  /**
   * The socket's lookup: resolves every address of the name and refuses the connection
   * unless all of them may be connected to, so no fallback address can be a private one.
   */
  const guardedLookup = ((
    hostname: string,
    lookupOptions: dns.LookupOptions,
    callback: (err: Error | null, address: string | dns.LookupAddress[], family?: number) => void,
  ) => {
    lookup(hostname, { ...lookupOptions, all: true }, (err, addresses) => {
      if (err) return callback(err, '', 0);
      const list = addresses as dns.LookupAddress[];
      if (list.length === 0) return callback(new PhotoFetchError(UNREACHABLE_MESSAGE), '', 0);
      if (!list.every((a) => isAllowedAddress(a.address))) {
        return callback(new PhotoFetchError(PRIVATE_ADDRESS_MESSAGE), '', 0);
      }
      if (lookupOptions.all) return callback(null, list);
      callback(null, list[0]!.address, list[0]!.family);
    });
  }) as unknown as net.LookupFunction;

  return async function fetchPhoto(link: string): Promise<Buffer> {
    const deadline = Date.now() + timeoutMs;
    let url = parseLink(link);
    for (let redirects = 0; ; redirects++) {
      const answer = await request(url, deadline);
      if (answer.kind === 'photo') return answer.data;
      if (redirects >= PHOTO_FETCH_MAX_REDIRECTS) throw new PhotoFetchError(TOO_MANY_REDIRECTS_MESSAGE);
      url = parseLink(new URL(answer.location, url).href);
    }
  };

  /** One request: the body (within the limits), or where it redirects to. */
  function request(url: URL, deadline: number) {
    return new Promise<{ kind: 'photo'; data: Buffer } | { kind: 'redirect'; location: string }>((resolve, reject) => {
      // A link that names an address is never looked up, so check it here.
      const literal = url.hostname.replace(/^\[|\]$/g, '');
      if (net.isIP(literal) && !isAllowedAddress(literal)) return reject(new PhotoFetchError(PRIVATE_ADDRESS_MESSAGE));
      const remaining = deadline - Date.now();
      if (remaining <= 0) return reject(new PhotoFetchError(PHOTO_TIMEOUT_MESSAGE));

      const client = url.protocol === 'https:' ? https : http;
      const req = client.request(url, {
        method: 'GET',
        lookup: guardedLookup,
        // A fresh connection per request: a pooled socket would skip the lookup and its check.
        agent: false,
        headers: { accept: 'image/jpeg, image/png, image/webp', 'user-agent': 'Scout photo import' },
      });
      // The first outcome wins; whatever the socket says after it is ignored.
      const fail = (err: unknown) => {
        clearTimeout(timer);
        reject(err instanceof PhotoFetchError ? err : new PhotoFetchError(UNREACHABLE_MESSAGE));
        req.destroy();
      };
      const timer = setTimeout(() => fail(new PhotoFetchError(PHOTO_TIMEOUT_MESSAGE)), remaining);
      req.on('error', fail);
      req.on('response', (res) => {
        const status = res.statusCode ?? 0;
        const location = res.headers.location;
        if (status >= 300 && status < 400 && location) {
          clearTimeout(timer);
          resolve({ kind: 'redirect', location });
          return req.destroy();
        }
        if (status !== 200) return fail(new PhotoFetchError(httpStatusMessage(status)));
        if (Number(res.headers['content-length']) > maxBytes) return fail(new PhotoFetchError(PHOTO_TOO_LARGE_MESSAGE));
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > maxBytes) return fail(new PhotoFetchError(PHOTO_TOO_LARGE_MESSAGE));
          chunks.push(chunk);
        });
        res.on('error', fail);
        // A body cut short (the connection dropped mid-way) is a failed download, not a smaller photo.
        res.on('close', () => {
          if (!res.complete) fail(new PhotoFetchError(UNREACHABLE_MESSAGE));
        });
        res.on('end', () => {
          clearTimeout(timer);
          resolve({ kind: 'photo', data: Buffer.concat(chunks) });
        });
      });
      req.end();
    });
  }
}

function parseLink(link: string): URL {
  if (!URL.canParse(link)) throw new PhotoFetchError(NOT_HTTP_MESSAGE);
  const url = new URL(link);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new PhotoFetchError(NOT_HTTP_MESSAGE);
  return url;
}
