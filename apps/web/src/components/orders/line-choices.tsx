import type { OptionChoisie } from '@comoe/shared/schemas/product-options';

/** The options chosen on an order line ("Grande, Œuf, Fromage"), under its name; nothing without any. */
export function LineChoices({ options }: { options?: readonly OptionChoisie[] | undefined }) {
  if (!options || options.length === 0) return null;
  return (
    <span className="block text-xs break-words text-stone-700" data-testid="line-choices">
      {options.map((o) => o.nom).join(', ')}
    </span>
  );
}
