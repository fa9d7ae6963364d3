/** Ivorian numbers have had 10 digits since 2021 (e.g. 07 00 00 00 00). */
export const PHONE_LENGTH = 10;
export const PHONE_PATTERN = /^\d{10}$/;

/** Keeps the digits a person typed with spaces or dots, so '07 00 00 00 01' is accepted. */
export function normalizePhone(value: string): string {
  return value.replace(/[\s.-]/g, '');
}

export function formatPhone(value: string): string {
  return value.replace(/(\d{2})(?=\d)/g, '$1 ');
}

/**
 * Orange Money, Wave, MTN and Moov wallets are mobile lines: in Côte d'Ivoire their 10 digits
 * start with 01 (Moov), 05 (MTN) or 07 (Orange); Wave uses any of them.
 */
export const MOBILE_MONEY_PATTERN = /^0[157]\d{8}$/;

/** '+225 07 00 00 00 01' → '0700000001': spaces, dots, hyphens and the country code go. */
export function normalizeMobileMoneyNumber(value: string): string {
  return normalizePhone(value.trim()).replace(/^(?:\+|00)225(?=\d{10}$)/, '');
}
