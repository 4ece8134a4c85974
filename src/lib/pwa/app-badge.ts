interface BadgingNavigator {
  setAppBadge?(count?: number): Promise<void>;
  clearAppBadge?(): Promise<void>;
}

/**
 * Sets the home-screen icon's badge (e.g. the unread notifications count on reconnect); 0 clears it. Does
 * nothing where the Badging API is missing (most browsers outside installed Chromium/Safari apps).
 */
export async function setAppBadge(count: number): Promise<boolean> {
  const badging = navigator as Navigator & BadgingNavigator;
  if (!badging.setAppBadge) return false;
  try {
    if (count > 0) await badging.setAppBadge(Math.floor(count));
    else await (badging.clearAppBadge?.() ?? badging.setAppBadge(0));
    return true;
  } catch {
    return false;
  }
}
