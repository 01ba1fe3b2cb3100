/**
 * The web app's account logic that needs no browser: where a guest returns after signing in (one builder and one
 * reader of the router's `{ from }` state), and the yearly saving the pricing page shows.
 */
import { describe, expect, it } from 'vitest';
import { loginState, returnPathOf } from '../../web/src/app/return-path';
import { maxYearlySavingPercent, PLANS, yearlySavingPercent } from '../../web/src/features/pricing/plans';

describe('The return after signing in', () => {
  it('goes back to the location the guest was sent away from', () => {
    expect(returnPathOf(loginState({ pathname: '/pricing' }))).toBe('/pricing');
    expect(returnPathOf(loginState({ pathname: '/quiz/7', search: '?tab=2', hash: '#q3' }))).toBe('/quiz/7?tab=2#q3');
  });

  it('reads a plain path too (the form the pricing button once sent, which led to /undefinedfunction search()…)', () => {
    expect(returnPathOf({ from: '/pricing' })).toBe('/pricing');
    expect(returnPathOf({ from: '/pricing?cycle=yearly' })).toBe('/pricing?cycle=yearly');
  });

  it.each([
    ['no state', null],
    ['a state without from', { notice: 'saved' }],
    ['from without a path', { from: { search: '?x' } }],
    ['from that is a number', { from: 42 }],
    ['a relative path', { from: 'pricing' }],
    ['another site', { from: 'https://evil.example/' }],
    ['a protocol-relative address', { from: '//evil.example/x' }],
    ['a backslash address', { from: '/\\evil.example' }],
    ['a tab-hidden protocol-relative address', { from: '/\t/evil.example' }],
    ['another site as an object', { from: { pathname: '//evil.example', search: '', hash: '' } }],
    ['a search that is not one', { from: { pathname: '/pricing', search: 'x=1', hash: '' } }],
    ['a javascript: address', { from: 'javascript:alert(1)' }],
  ])('reads nothing from %s', (_label, state) => {
    expect(returnPathOf(state)).toBeNull();
  });
});

describe('The yearly saving on /pricing', () => {
  it('is computed from the prices and rounded: $72 a year monthly against $60 yearly is 16.7 %, shown as 17 %', () => {
    const plus = PLANS.find((p) => p.id === 'plus')!;
    expect(plus.monthlyUsd * 12).toBe(72);
    expect(plus.yearlyUsd).toBe(60);
    expect(yearlySavingPercent(plus)).toBe(17);
    expect(maxYearlySavingPercent(PLANS)).toBe(17);
  });

  it('is 0 for the free plan', () => {
    expect(yearlySavingPercent(PLANS.find((p) => p.id === 'basic')!)).toBe(0);
  });
});
