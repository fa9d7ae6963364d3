import { z } from 'zod';
import { optionChoisieSchema, type OptionChoisie } from '@comoe/shared/schemas/product-options';

const storedChoices = z.array(optionChoisieSchema);

/** An order line's stored choices (JSON text, issue 21 §3); [] for none or a row that does not parse. */
export function lineChoices(options: string | null): OptionChoisie[] {
  if (!options) return [];
  try {
    const parsed = storedChoices.safeParse(JSON.parse(options));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}
