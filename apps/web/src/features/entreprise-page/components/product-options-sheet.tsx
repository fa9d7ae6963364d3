import { minOf, priceChoice } from '@comoe/shared/product-options';
import { MAX_LINE_QUANTITY } from '@comoe/shared/schemas/commandes';
import type { Produit } from '@comoe/shared/schemas/entreprises';
import type { GroupeOptions } from '@comoe/shared/schemas/product-options';
import { Minus, Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import type { CartOption } from '@/lib/cart/cart-store';
import { cn } from '@/lib/cn';
import { formatFcfa } from '@/lib/format';

export type OptionsChoice = { options: CartOption[]; quantity: number; unitPrice: number };

type ProductOptionsSheetProps = {
  /** The product being chosen; null when the sheet is closed. */
  produit: Produit | null;
  onClose: () => void;
  onAdd: (produit: Produit, choice: OptionsChoice) => void;
};

/**
 * Issue 21 §3: a product with options opens this sheet — pinned to the bottom on a phone, a
 * centred dialog on a laptop. The price and the refusals come from the rule checkout uses.
 */
export function ProductOptionsSheet({ produit, onClose, onAdd }: ProductOptionsSheetProps) {
  return (
    <Dialog open={produit !== null} onOpenChange={(open) => !open && onClose()}>
      {produit && (
        <DialogContent
          className={cn(
            'flex max-h-[90dvh] flex-col gap-0 overflow-hidden p-0',
            'max-sm:top-auto max-sm:bottom-0 max-sm:left-0 max-sm:w-full max-sm:max-w-none max-sm:translate-x-0 max-sm:translate-y-0 max-sm:rounded-b-none',
          )}
          data-testid="product-options-sheet"
        >
          <SheetBody key={produit.id} produit={produit} onAdd={(choice) => onAdd(produit, choice)} />
        </DialogContent>
      )}
    </Dialog>
  );
}

function SheetBody({ produit, onAdd }: { produit: Produit; onAdd: (choice: OptionsChoice) => void }) {
  const [selected, setSelected] = useState<number[]>([]);
  const [quantity, setQuantity] = useState(1);
  const groupes = produit.groupesOptions ?? [];
  const choice = priceChoice(produit, selected);
  // While a choice is missing the price still follows what is ticked.
  const unitPrice = choice.ok
    ? choice.prixUnitaire
    : produit.prix +
      groupes
        .flatMap((g) => g.options)
        .filter((o) => selected.includes(o.id))
        .reduce((sum, o) => sum + o.prixDelta, 0);

  const toggle = (g: GroupeOptions, optionId: number) =>
    setSelected((current) => {
      const ids = new Set(g.options.map((o) => o.id));
      if (g.maxChoix === 1) return [...current.filter((id) => !ids.has(id)), optionId];
      return current.includes(optionId) ? current.filter((id) => id !== optionId) : [...current, optionId];
    });

  const add = () => {
    if (!choice.ok) return;
    const options = groupes
      .flatMap((g) => g.options)
      .filter((o) => selected.includes(o.id))
      .map(({ id, nom, prixDelta }) => ({ id, nom, prixDelta }));
    onAdd({ options, quantity, unitPrice: choice.prixUnitaire });
  };

  return (
    <>
      <div className="space-y-1 border-b border-stone-200 px-5 pt-5 pr-12 pb-4">
        <DialogTitle className="text-xl">{produit.nom}</DialogTitle>
        <DialogDescription>
          {produit.description ? `${produit.description} · ` : ''}
          <span className="whitespace-nowrap">{formatFcfa(produit.prix)}</span>
        </DialogDescription>
      </div>
      <div className="min-h-0 flex-1 space-y-5 overflow-y-auto px-5 py-4">
        {groupes.map((g) => (
          <OptionGroup key={g.id} groupe={g} selected={selected} onToggle={(id) => toggle(g, id)} />
        ))}
      </div>
      <div className="space-y-2 border-t border-stone-200 bg-white px-4 py-3 sm:px-5 sm:py-4">
        {!choice.ok && selected.length > 0 && (
          <p className="text-sm text-stone-700" role="status">
            {choice.message}
          </p>
        )}
        <div className="flex items-center gap-2 sm:gap-3">
          <div
            className="flex shrink-0 items-center rounded-lg border border-stone-300"
            role="group"
            aria-label="Quantité"
          >
            <Button
              variant="ghost"
              size="icon"
              className="size-11 rounded-r-none max-sm:w-10"
              aria-label="Diminuer la quantité"
              onClick={() => setQuantity((q) => Math.max(1, q - 1))}
              disabled={quantity <= 1}
            >
              <Minus aria-hidden="true" />
            </Button>
            <output className="min-w-7 text-center font-semibold tabular-nums" aria-live="polite">
              {quantity}
            </output>
            <Button
              variant="ghost"
              size="icon"
              className="size-11 rounded-l-none max-sm:w-10"
              aria-label="Augmenter la quantité"
              onClick={() => setQuantity((q) => Math.min(MAX_LINE_QUANTITY, q + 1))}
              disabled={quantity >= MAX_LINE_QUANTITY}
            >
              <Plus aria-hidden="true" />
            </Button>
          </div>
          {/* A large total wraps inside the button rather than running off a 360 px screen. */}
          <Button
            className="h-auto min-h-12 min-w-0 flex-1 px-3 text-base leading-tight whitespace-normal"
            onClick={add}
            disabled={!choice.ok}
          >
            Ajouter · {formatFcfa(unitPrice * quantity)}
          </Button>
        </div>
      </div>
    </>
  );
}

function groupHint(g: GroupeOptions): string {
  const min = minOf(g);
  if (g.maxChoix === 1) return min >= 1 ? 'Choisissez 1' : 'Au choix, 1 au plus';
  if (min === g.maxChoix) return `Choisissez ${min}`;
  return min > 0 ? `De ${min} à ${g.maxChoix}` : `Jusqu'à ${g.maxChoix}`;
}

function OptionGroup({
  groupe,
  selected,
  onToggle,
}: {
  groupe: GroupeOptions;
  selected: number[];
  onToggle: (optionId: number) => void;
}) {
  const single = groupe.maxChoix === 1;
  const count = groupe.options.filter((o) => selected.includes(o.id)).length;
  const full = !single && count >= groupe.maxChoix;
  return (
    <fieldset className="space-y-2">
      <legend className="flex w-full flex-wrap items-center gap-2">
        <span className="font-semibold text-stone-900">{groupe.nom}</span>
        {minOf(groupe) > 0 && (
          <span className="rounded-full bg-orange-100 px-2 py-0.5 text-xs font-semibold text-orange-800">
            Obligatoire
          </span>
        )}
        <span className="ml-auto text-sm text-stone-600">{groupHint(groupe)}</span>
      </legend>
      <ul className="divide-y divide-stone-100 rounded-xl border border-stone-200">
        {groupe.options.map((o) => {
          const checked = selected.includes(o.id);
          const disabled = !o.disponible || (full && !checked);
          return (
            <li key={o.id}>
              <label
                className={cn(
                  'flex min-h-12 cursor-pointer items-center gap-3 px-3 py-2',
                  disabled && 'cursor-not-allowed text-stone-500',
                )}
              >
                <input
                  type={single ? 'radio' : 'checkbox'}
                  name={`groupe-${groupe.id}`}
                  className="size-5 accent-orange-600"
                  checked={checked}
                  disabled={disabled}
                  onChange={() => onToggle(o.id)}
                />
                <span className="min-w-0 flex-1 break-words">{o.nom}</span>
                {!o.disponible ? (
                  <span className="text-xs font-semibold text-stone-600">Épuisé</span>
                ) : (
                  o.prixDelta > 0 && (
                    <span className="text-sm whitespace-nowrap text-stone-700 tabular-nums">
                      + {formatFcfa(o.prixDelta)}
                    </span>
                  )
                )}
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
