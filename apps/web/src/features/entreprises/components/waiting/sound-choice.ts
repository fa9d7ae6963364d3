/** The owner's choice about sound on this device: 'on', 'off', or nothing yet (ask once). */
export const SOUND_STORAGE_KEY = 'comoe.entreprise.son';

export type SoundChoice = 'on' | 'off' | null;

export function readChoice(storage: Pick<Storage, 'getItem'> = localStorage): SoundChoice {
  try {
    const value = storage.getItem(SOUND_STORAGE_KEY);
    return value === 'on' || value === 'off' ? value : null;
  } catch {
    return null;
  }
}

/**
 * "Activer le son" shows when the device never answered, or answered yes while an order rings
 * and the browser still waits for a tap to play sound (also drawn before the app).
 */
export function asksForSound(choice: SoundChoice, ringing: boolean, audioUnlocked: boolean): boolean {
  return choice === null || (choice === 'on' && ringing && !audioUnlocked);
}
