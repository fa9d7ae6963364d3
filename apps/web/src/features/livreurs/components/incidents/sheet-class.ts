/** A bottom sheet on a phone, within reach of the thumb; a centred dialog above (as the handover). */
export const SHEET_CLASS =
  'max-h-[92dvh] overflow-y-auto max-sm:top-auto max-sm:bottom-0 max-sm:w-full max-sm:translate-y-0 max-sm:rounded-b-none max-sm:p-5';
