/**
 * A short beep and a buzz on each read, so a gloved user on a roof knows without looking. The audio context is
 * created on the user's tap that opens the camera (browsers only allow sound after a gesture).
 */
let audio: AudioContext | null = null;

export function primeScanFeedback(): void {
  const Context = globalThis.AudioContext;
  if (!Context) return;
  try {
    audio ??= new Context();
    void audio.resume();
  } catch {
    audio = null;
  }
}

export function scanFeedback(kind: 'new' | 'duplicate'): void {
  navigator.vibrate?.(kind === 'new' ? 80 : [40, 60, 40]);
  const context = audio;
  if (context?.state !== 'running') return;
  const oscillator = context.createOscillator();
  const gain = context.createGain();
  oscillator.type = 'sine';
  oscillator.frequency.value = kind === 'new' ? 1320 : 440;
  gain.gain.setValueAtTime(0.15, context.currentTime);
  gain.gain.exponentialRampToValueAtTime(0.001, context.currentTime + 0.12);
  oscillator.connect(gain).connect(context.destination);
  oscillator.start();
  oscillator.stop(context.currentTime + 0.12);
}
