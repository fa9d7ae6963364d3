/**
 * Getting the owner's attention when an order arrives: a short beep drawn with WebAudio (no
 * sound file to download) and a vibration. Browsers let a page play sound only once the user
 * has touched it, so the first tap or key press of the session unlocks the audio.
 */
let context: AudioContext | null = null;

function unlock(): void {
  try {
    context ??= new AudioContext();
    void context.resume().catch(() => undefined);
  } catch {
    // No WebAudio here: the toast and the vibration still tell.
  }
}

/**
 * Unlocks the audio from a tap on "Activer le son" (the call must come from the gesture's
 * handler); answers whether sound can now play.
 */
export async function unlockAudio(): Promise<boolean> {
  unlock();
  try {
    await context?.resume();
  } catch {
    // Still locked: the title, the badge and the vibration keep telling.
  }
  return audioUnlocked();
}

/** Whether a beep would be heard now. */
export function audioUnlocked(): boolean {
  return context?.state === 'running';
}

/** The number on the installed app's icon (where the browser has it); 0 clears it. */
export function setAppBadge(count: number): void {
  if (typeof navigator.setAppBadge !== 'function') return;
  try {
    void (count > 0 ? navigator.setAppBadge(count) : navigator.clearAppBadge()).catch(() => undefined);
  } catch {
    // No badge here.
  }
}

/** Listens for the first gesture; returns the function that stops listening. */
export function unlockAudioOnGesture(): () => void {
  const stop = () => {
    window.removeEventListener('pointerdown', onGesture);
    window.removeEventListener('keydown', onGesture);
  };
  const onGesture = () => {
    unlock();
    if (context?.state === 'running') stop();
  };
  window.addEventListener('pointerdown', onGesture);
  window.addEventListener('keydown', onGesture);
  return stop;
}

/** Two short rising tones; false when the audio is still locked. */
export function beep(): boolean {
  if (!context || context.state !== 'running') return false;
  const now = context.currentTime;
  const tones: Array<[number, number]> = [
    [0, 880],
    [0.22, 1175],
  ];
  for (const [start, frequency] of tones) {
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.value = frequency;
    gain.gain.setValueAtTime(0.0001, now + start);
    gain.gain.exponentialRampToValueAtTime(0.3, now + start + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, now + start + 0.18);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(now + start);
    oscillator.stop(now + start + 0.2);
  }
  return true;
}

/** A short double buzz where the phone allows it (Android browsers, after a first tap). */
export function vibrate(): boolean {
  if (typeof navigator.vibrate !== 'function') return false;
  try {
    return navigator.vibrate([200, 100, 200]);
  } catch {
    return false;
  }
}
