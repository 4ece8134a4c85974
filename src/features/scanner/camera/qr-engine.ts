import type { Html5Qrcode } from 'html5-qrcode';

interface BarcodeDetectorStatic {
  getSupportedFormats(): Promise<string[]>;
}

/** Whether the browser has a native QR decoder (BarcodeDetector with qr_code); Chromium has one on some platforms. */
export async function hasNativeQrDecoder(): Promise<boolean> {
  const detector = (globalThis as { BarcodeDetector?: BarcodeDetectorStatic }).BarcodeDetector;
  if (!detector?.getSupportedFormats) return false;
  try {
    return (await detector.getSupportedFormats()).includes('qr_code');
  } catch {
    return false;
  }
}

/**
 * html5-qrcode (≈100 KiB gzip) is imported only here, when the camera opens or a photo is decoded, so it stays
 * out of the initial bundle and the project route's chunk. It uses the native decoder when there is one and
 * its own ZXing port otherwise.
 */
export async function createQrEngine(elementId: string): Promise<Html5Qrcode> {
  const [{ Html5Qrcode, Html5QrcodeSupportedFormats }, native] = await Promise.all([
    import('html5-qrcode'),
    hasNativeQrDecoder(),
  ]);
  return new Html5Qrcode(elementId, {
    verbose: false,
    formatsToSupport: [Html5QrcodeSupportedFormats.QR_CODE],
    useBarCodeDetectorIfSupported: native,
  });
}
