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
