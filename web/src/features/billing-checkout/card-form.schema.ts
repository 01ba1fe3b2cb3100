import {
  cardDigitsOf,
  SANDBOX_CARDS,
  sandboxPayBody,
  type SandboxPayBody,
} from '../../../../domain/subscription/subscription.views';

// The sandbox checkout's test card form: the server's own schema (its messages are `billing.*` error codes), plus
// the one check the server makes with its clock, an expiry in the past, made here with the browser's.

/** Groups a card number as it is typed: "4242424242424242" → "4242 4242 4242 4242" (at most 19 digits). */
export const formatCardNumber = (value: string) =>
  value
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

/** Formats an expiry as it is typed: "1228" → "12 / 28". */
export const formatExpiry = (value: string) => {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
};

const expiryPattern = /^(\d{2})\s*\/\s*(\d{2})$/;

/** MM/YY as month and four-digit year, or null when it is not a month. */
export const parseExpiry = (value: string): { month: number; year: number } | null => {
  const match = expiryPattern.exec(value.trim());
  if (!match) return null;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return null;
  return { month, year: 2000 + Number(match[2]) };
};

/** The form; `now` decides which expiry dates are in the past (a card is valid to the end of its month). */
export const cardForm = (now: Date) =>
  sandboxPayBody.superRefine((values, ctx) => {
    const expiry = parseExpiry(values.expiry);
    const thisMonth = now.getFullYear() * 12 + now.getMonth();
    if (expiry && expiry.year * 12 + (expiry.month - 1) < thisMonth)
      ctx.addIssue({ code: 'custom', path: ['expiry'], message: 'billing.expiryPast' });
  });

export type CardFormValues = SandboxPayBody;

/** What the pay call sends: the card number as digits and the expiry as MM/YY. */
export const toCardPayment = (values: CardFormValues): SandboxPayBody => {
  const expiry = parseExpiry(values.expiry);
  return {
    cardNumber: cardDigitsOf(values.cardNumber),
    expiry: expiry ? `${String(expiry.month).padStart(2, '0')}/${String(expiry.year % 100).padStart(2, '0')}` : '',
    cvc: values.cvc.trim(),
    name: values.name.trim(),
  };
};

/** The test cards the sandbox knows, as they are typed. */
export const TEST_CARDS = {
  pays: formatCardNumber(SANDBOX_CARDS.pays),
  declined: formatCardNumber(SANDBOX_CARDS.declined),
} as const;
