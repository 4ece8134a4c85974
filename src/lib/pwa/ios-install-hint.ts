const DISMISSED_KEY = 'ios-install-hint-dismissed';

interface Device {
  userAgent: string;
  platform?: string;
  maxTouchPoints?: number;
  /** Safari's own flag: true when the page runs as the app added to the Home Screen. */
  standalone?: boolean;
}

/**
 * Safari on an iPhone or iPad (an iPad says it is a Mac, with a touch screen). Other browsers there use Safari's
 * engine but their own menus, so the hint's steps would be wrong in them.
 */
export function isIosSafari(device: Device): boolean {
  const { userAgent, platform, maxTouchPoints = 0 } = device;
  const ios = /iPhone|iPad|iPod/.test(userAgent) || (platform === 'MacIntel' && maxTouchPoints > 1);
  return ios && /Safari/.test(userAgent) && !/CriOS|FxiOS|EdgiOS|OPiOS/.test(userAgent);
}

/**
 * Whether to offer adding the app to the Home Screen (issue 29): on iOS, notifications and the icon's badge work
 * only in the installed app, and Safari has no install prompt (src/lib/pwa/install-prompt.ts serves the others). Not
 * once the app runs installed, nor after the person dismissed the hint.
 */
export function wantsIosInstallHint(device: Device = navigator, standalone = runsStandalone()): boolean {
  return isIosSafari(device) && !standalone && !hintDismissed();
}

function runsStandalone(): boolean {
  const safari = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return safari || (window.matchMedia?.('(display-mode: standalone)').matches ?? false);
}

function hintDismissed(): boolean {
  try {
    return localStorage.getItem(DISMISSED_KEY) !== null;
  } catch {
    return false;
  }
}

/** Remembered on the device (kept across sign-outs: it is about the device, not the account). */
export function dismissIosInstallHint(now = new Date()): void {
  try {
    localStorage.setItem(DISMISSED_KEY, now.toISOString());
  } catch {
    // Private mode: dismissed for this visit only.
  }
}
