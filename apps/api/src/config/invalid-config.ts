import type { z } from 'zod';

/** One line naming each variable at fault, in French, for whoever starts the server. */
export function invalidConfig(issues: readonly z.core.$ZodIssue[]): Error {
  const detail = issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
  return new Error(`Configuration invalide : ${detail}`);
}
