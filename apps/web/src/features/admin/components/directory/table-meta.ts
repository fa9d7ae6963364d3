import type { RowData } from '@tanstack/react-table';

declare module '@tanstack/react-table' {
  // The parameters must repeat the library's own for the declarations to merge.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData extends RowData, TValue> {
    /** The column's name, written before each value when a row is shown as a card (phone). */
    label: string;
    align?: 'right';
  }
}
