import type { ColumnDef } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { formatDay } from '@/lib/dates';
import { formatFcfa } from '@/lib/format';
import './table-meta';
import { TEXT } from '../../texts';

const count = new Intl.NumberFormat('fr-FR');

/** A column whose header is also the name written before its value on a phone's card. */
export function column<T>(
  id: string,
  label: string,
  cell: (row: T) => ReactNode,
  align?: 'right',
): ColumnDef<T> {
  return {
    id,
    header: label,
    meta: align ? { label, align } : { label },
    cell: ({ row }) => cell(row.original),
  };
}

/** A number of orders or deliveries, right-aligned like the amounts. */
export const countColumn = <T,>(id: string, label: string, value: (row: T) => number) =>
  column<T>(id, label, (row) => count.format(value(row)), 'right');

/** What the business or the courier earned, all time: both tables sort by it under the same key. */
export const gainsColumn = <T extends { gainsTotaux: number }>() =>
  column<T>('gainsTotaux', TEXT.totalEarnings, (row) => formatFcfa(row.gainsTotaux), 'right');

export const inscriptionColumn = <T extends { dateInscription: string }>() =>
  column<T>('dateInscription', 'Inscription', (row) => (
    <span className="whitespace-nowrap">{formatDay(row.dateInscription.slice(0, 10))}</span>
  ));

/** The row's buttons, unsorted and unnamed. */
export function actionsColumn<T>(cell: (row: T) => ReactNode): ColumnDef<T> {
  return {
    id: 'actions',
    header: () => <span className="sr-only">Actions</span>,
    enableSorting: false,
    // No name before the buttons on a phone's card: they say what they do.
    meta: { label: '' },
    cell: ({ row }) => cell(row.original),
  };
}
