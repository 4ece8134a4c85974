import { describe, expect, it } from 'vitest';
import { dismissIosInstallHint, isIosSafari, wantsIosInstallHint } from './ios-install-hint.ts';

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const IPHONE_CHROME =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0 Mobile/15E148 Safari/604.1';
const IPAD_AS_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';

describe('the iPhone’s Add to Home Screen hint', () => {
  it('is for Safari on an iPhone or iPad only', () => {
    expect(isIosSafari({ userAgent: IPHONE_SAFARI })).toBe(true);
    expect(isIosSafari({ userAgent: IPAD_AS_MAC, platform: 'MacIntel', maxTouchPoints: 5 })).toBe(true);
    expect(isIosSafari({ userAgent: IPAD_AS_MAC, platform: 'MacIntel', maxTouchPoints: 0 })).toBe(false);
    expect(isIosSafari({ userAgent: IPHONE_CHROME })).toBe(false);
    expect(isIosSafari({ userAgent: ANDROID })).toBe(false);
  });

  it('is not offered in the installed app, nor once dismissed on the device', () => {
    expect(wantsIosInstallHint({ userAgent: IPHONE_SAFARI }, false)).toBe(true);
    expect(wantsIosInstallHint({ userAgent: IPHONE_SAFARI }, true)).toBe(false);
    dismissIosInstallHint();
    expect(wantsIosInstallHint({ userAgent: IPHONE_SAFARI }, false)).toBe(false);
  });
});
