import { createQrEngine, hasNativeQrDecoder } from './qr-engine.ts';

interface NativeDetector {
  detect(source: ImageBitmapSource): Promise<{ rawValue: string }[]>;
}
type NativeDetectorClass = new (options: { formats: string[] }) => NativeDetector;

/** The text of the QR code in a still photo, or null when none is found. */
export async function decodePhoto(file: File): Promise<string | null> {
  if (await hasNativeQrDecoder()) {
    const Detector = (globalThis as unknown as { BarcodeDetector: NativeDetectorClass }).BarcodeDetector;
    const bitmap = await createImageBitmap(file);
    try {
      const [code] = await new Detector({ formats: ['qr_code'] }).detect(bitmap);
      return code?.rawValue ?? null;
    } finally {
      bitmap.close();
    }
  }
  // html5-qrcode decodes files through an element of its own; a detached, hidden one is enough.
  const element = document.createElement('div');
  element.id = `qr-photo-${crypto.randomUUID()}`;
  element.hidden = true;
  document.body.append(element);
  try {
    const engine = await createQrEngine(element.id);
    try {
      return await engine.scanFile(file, false);
    } catch {
      return null;
    } finally {
      engine.clear();
    }
  } finally {
    element.remove();
  }
}
