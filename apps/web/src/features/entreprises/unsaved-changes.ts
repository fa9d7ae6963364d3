import { useEffect } from 'react';

/** Asked before the owner leaves a form he changed without saving (settings, hours). */
export const UNSAVED_CHANGES_QUESTION =
  'Vos modifications ne sont pas enregistrées. Quitter cette page sans les enregistrer ?';

/** The forms on screen that hold unsaved changes, by a key of their own. */
const dirtyForms = new Set<string>();

/**
 * Marks the form `key` as holding unsaved changes while `dirty`: closing or reloading the page
 * then asks the browser's own question, and changing tab asks `leaveAllowed`'s.
 */
export function useUnsavedChanges(key: string, dirty: boolean): void {
  useEffect(() => {
    if (!dirty) return;
    dirtyForms.add(key);
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => {
      dirtyForms.delete(key);
      window.removeEventListener('beforeunload', warn);
    };
  }, [key, dirty]);
}

/** True when nothing is unsaved, or when the owner agrees to lose it. */
export function leaveAllowed(): boolean {
  return dirtyForms.size === 0 || window.confirm(UNSAVED_CHANGES_QUESTION);
}
