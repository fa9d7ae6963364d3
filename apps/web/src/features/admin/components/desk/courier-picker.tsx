import { Bike } from 'lucide-react';
import { ListSkeleton } from '@/components/list-states';
import { cn } from '@/lib/cn';
import { formatPhone } from '@/lib/format';
import { useDeskCouriers } from '../../api/get-desk-order';
import { DESK_TEXT } from '../../texts';

type CourierPickerProps = {
  orderId: string;
  busy: boolean;
  /** The courier chosen so far, highlighted (a picker that confirms afterwards). */
  selected?: number | null;
  onPick: (livreurId: number) => void;
};

/** The verified couriers of the order's city; those who cannot take it now say why and stay greyed. */
export function CourierPicker({ orderId, busy, selected = null, onPick }: CourierPickerProps) {
  const couriers = useDeskCouriers(orderId, true);
  if (couriers.isPending) return <ListSkeleton rows={3} className="h-14 rounded-xl" />;
  if (!couriers.data || couriers.data.length === 0) {
    return (
      <p className="text-sm text-stone-700">
        {couriers.isError ? couriers.error.message : DESK_TEXT.assignEmpty}
      </p>
    );
  }
  return (
    <ul className="flex max-h-80 flex-col gap-2 overflow-y-auto">
      {couriers.data.map((c) => (
        <li key={c.id}>
          <button
            type="button"
            disabled={busy || c.empechement !== null}
            aria-pressed={selected === null ? undefined : selected === c.id}
            onClick={() => onPick(c.id)}
            className={cn(
              'flex w-full items-center gap-3 rounded-xl border border-stone-200 p-3 text-left',
              c.empechement
                ? 'bg-stone-50 text-stone-500'
                : 'bg-white hover:border-orange-400 hover:bg-orange-50',
              selected === c.id && 'border-orange-500 bg-orange-50 ring-2 ring-orange-300',
            )}
          >
            <Bike className="size-5 shrink-0" aria-hidden="true" />
            <span className="flex-1">
              <span className="block font-semibold">{c.nom}</span>
              <span className="block text-xs">
                {formatPhone(c.telephone)} · {c.missionsEnCours} mission(s) en cours
              </span>
              {c.empechement && <span className="block text-xs text-red-800">{c.empechement}</span>}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
