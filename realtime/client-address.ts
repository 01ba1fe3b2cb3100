/**
 * The address of a socket's client, with the same trusted-proxy rule as the REST API (`TRUST_PROXY`, compiled by
 * Express exactly as `app.set('trust proxy', …)` does): `X-Forwarded-For` is followed from the nearest hop for as
 * long as each hop is a trusted proxy.
 */
import type { IncomingHttpHeaders } from 'node:http';
import express from 'express';

type Trust = (address: string, hop: number) => boolean;

export const clientAddressOf = (trustProxy: string) => {
  const trust = express().set('trust proxy', trustProxy).get('trust proxy fn') as Trust;
  return ({ address, headers }: { address: string; headers: IncomingHttpHeaders }) => {
    const forwarded = headers['x-forwarded-for'];
    const hops = [
      address,
      ...(Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? ''))
        .split(',')
        .map((hop) => hop.trim())
        .filter(Boolean)
        .reverse(),
    ];
    let i = 0;
    while (i < hops.length - 1 && trust(hops[i]!, i)) i++;
    return hops[i]!;
  };
};
