import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import type { Html5Qrcode } from 'html5-qrcode';
import { useEffect, useId, useRef, useState } from 'react';
import { type CameraProblem, cameraProblemOf } from '../camera/camera-error.ts';
import { createQrEngine } from '../camera/qr-engine.ts';

interface CameraViewProps {
  /** Every decoded text, as often as the decoder sees it (the parent filters duplicates). */
  onCode(text: string): void;
  onProblem(problem: CameraProblem): void;
}

/** The live camera (back camera preferred) scanning continuously, with the torch where the track has one. */
export function CameraView({ onCode, onProblem }: CameraViewProps) {
  const { t } = useLingui();
  const elementId = `qr-camera-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const engineRef = useRef<Html5Qrcode | null>(null);
  const callbacks = useRef({ onCode, onProblem });
  callbacks.current = { onCode, onProblem };
  const [ready, setReady] = useState(false);
  const [torch, setTorch] = useState<{ supported: boolean; on: boolean }>({ supported: false, on: false });

  useEffect(() => {
    let cancelled = false;
    let engine: Html5Qrcode | null = null;
    const start = async () => {
      // One tick first: StrictMode's immediate unmount then cancels before a camera is ever asked for.
      await new Promise((resolve) => setTimeout(resolve, 0));
      if (cancelled) return;
      engine = await createQrEngine(elementId);
      if (cancelled) return;
      engineRef.current = engine;
      await engine.start(
        { facingMode: 'environment' },
        { fps: 10, disableFlip: false },
        (text) => callbacks.current.onCode(text),
        () => {},
      );
      if (cancelled) return;
      setReady(true);
      const supported = engine.getRunningTrackCameraCapabilities().torchFeature().isSupported();
      setTorch({ supported, on: false });
    };
    const started = start().catch((error: unknown) => {
      if (!cancelled) callbacks.current.onProblem(cameraProblemOf(error));
    });
    return () => {
      cancelled = true;
      engineRef.current = null;
      // A start still under way finishes first, so its stream is released rather than leaked.
      void started.finally(() => stopEngine(engine));
    };
  }, [elementId]);

  async function toggleTorch() {
    const engine = engineRef.current;
    if (!engine) return;
    const on = !torch.on;
    try {
      await engine.getRunningTrackCameraCapabilities().torchFeature().apply(on);
      setTorch({ supported: true, on });
    } catch {
      setTorch({ supported: false, on: false });
    }
  }

  return (
    <>
      <div id={elementId} className="scanner-camera-box" aria-hidden />
      <div className="scanner-frame" aria-hidden />
      <p className="scanner-camera-note" style={{ margin: 0 }}>
        {ready ? t`Point the camera at the product's QR code.` : t`Starting the camera…`}
      </p>
      {torch.supported && (
        <div className="scanner-camera-tools">
          <Button
            size="lg"
            variant={torch.on ? 'filled' : 'white'}
            aria-pressed={torch.on}
            onClick={() => void toggleTorch()}
          >
            <Trans>Torch</Trans>
          </Button>
        </div>
      )}
    </>
  );
}

async function stopEngine(engine: Html5Qrcode | null): Promise<void> {
  if (!engine) return;
  try {
    if (engine.isScanning) await engine.stop();
    engine.clear();
  } catch {
    // Already stopped (the start failed or was overtaken): nothing to release.
  }
}
