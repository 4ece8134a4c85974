import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import './scanner.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Modal } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconClockHour4, IconLoader2 } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import type { CameraProblem } from '../camera/camera-error.ts';
import { isPlausibleSerial, parseSerial } from '../parse-serial.ts';
import { ReadFilter } from '../read-filter.ts';
import { primeScanFeedback, scanFeedback } from '../scan-feedback.ts';
import { CameraProblemAlert } from './camera-problem-alert.tsx';
import { CameraView } from './camera-view.tsx';
import { ManualEntry } from './manual-entry.tsx';
import { PhotoScanButton } from './photo-scan-button.tsx';

/** Where a read stands: on its way, saved on the device (offline), on the server, or refused by it. */
export type ReadState = 'sending' | 'queued' | 'added' | 'refused';

/** One read of this scanner session as the project reports it back. */
export interface ScannerRead {
  id: string;
  serial: string;
  state: ReadState;
  /** A few words for the running list ("Added", "Not added: Product not found."). */
  short: string;
  /** The whole sentence the status line announces ("Added RW-TEST-0011"). */
  message: string;
}

export interface ProductScannerProps {
  /** Called once per product read (camera, photo or typed), with the serial parsed and upper-cased; answers the
   * read's id, by which `reads` then reports what became of it. */
  onRead(serial: string): string;
  /** This session's reads, in the order read, each with its state as the project knows it. */
  reads: readonly ScannerRead[];
  /** The serials the project already has: reading one again is announced as already scanned, never sent again. */
  inProject?: readonly string[];
  onClose(): void;
}

/** A read filter for a new session that already knows the project's serials. */
function knowing(serials: readonly string[]): ReadFilter {
  const filter = new ReadFilter();
  for (const serial of serials) filter.remember(serial);
  return filter;
}

type Notice = { kind: 'read'; id: string } | { kind: 'note'; text: string };

const ICON: Record<ReadState, typeof IconCheck> = {
  sending: IconLoader2,
  queued: IconClockHour4,
  added: IconCheck,
  refused: IconAlertTriangle,
};

/**
 * The full-screen scanner (docs/decisions/0279): the camera reads code after code without leaving it, each read
 * confirmed at once (a tick, a buzz and a beep) and listed with what the server made of it; a photo of the code
 * or the typed serial when the camera cannot read it. A read is announced as added only once it is.
 */
export function ProductScanner({ onRead, reads, inProject = [], onClose }: ProductScannerProps) {
  const { t } = useLingui();
  const [firstFilter] = useState(() => knowing(inProject));
  const filter = useRef(firstFilter);
  const [camera, setCamera] = useState(true);
  const [problem, setProblem] = useState<CameraProblem | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [tick, setTick] = useState<{ n: number; kind: 'new' | 'duplicate' } | null>(null);

  // The scanner opens on the person's tap: sound is allowed from here on.
  useEffect(() => primeScanFeedback(), []);

  function confirm(kind: 'new' | 'duplicate') {
    scanFeedback(kind);
    setTick((last) => ({ n: (last?.n ?? 0) + 1, kind }));
  }

  function accept(serial: string, kind: 'new' | 'duplicate') {
    confirm(kind);
    if (kind === 'duplicate') {
      setNotice({ kind: 'note', text: t`Already scanned ${serial}` });
      return;
    }
    setNotice({ kind: 'read', id: onRead(serial) });
  }

  function onCameraCode(text: string) {
    const serial = parseSerial(text);
    if (!isPlausibleSerial(serial)) return;
    const verdict = filter.current.check(serial, performance.now());
    if (verdict !== 'ignored') accept(serial, verdict);
  }

  function onPhoto(text: string | null) {
    const serial = text === null ? '' : parseSerial(text);
    if (text === null)
      setNotice({ kind: 'note', text: t`No QR code found in the photo. Try again closer, or type the serial number.` });
    else if (!isPlausibleSerial(serial)) setNotice({ kind: 'note', text: t`This code does not hold a serial number.` });
    else accept(serial, filter.current.checkDeliberate(serial));
  }

  function onTyped(serial: string) {
    filter.current.remember(serial);
    confirm('new');
    setNotice({ kind: 'read', id: onRead(serial) });
  }

  function cameraOn() {
    primeScanFeedback();
    filter.current = knowing(inProject);
    setProblem(null);
    setCamera(true);
  }

  const status =
    notice?.kind === 'read' ? (reads.find((r) => r.id === notice.id)?.message ?? '') : (notice?.text ?? '');
  const newestFirst = [...reads].reverse();

  return (
    <Modal
      opened
      onClose={onClose}
      fullScreen
      radius={0}
      title={t`Scan products`}
      closeButtonProps={{ 'aria-label': t`Close`, size: 'xl' }}
      // The dialog's header is no second banner beside the app's.
      attributes={{ header: { role: 'none' } }}
      transitionProps={{ transition: 'fade', duration: 120 }}
      classNames={{ content: 'scanner-modal-content', body: 'scanner-modal-body', title: 'scanner-title' }}
    >
      <div className="scanner">
        <div className="scanner-camera">
          {camera ? (
            <CameraView
              onCode={onCameraCode}
              onProblem={(next) => {
                setProblem(next);
                setCamera(false);
              }}
            />
          ) : (
            <div className="scanner-camera-off">
              {problem && <CameraProblemAlert problem={problem} />}
              <Button size="lg" variant="light" onClick={cameraOn}>
                <Trans>Turn the camera on</Trans>
              </Button>
            </div>
          )}
          {tick && (
            <div key={tick.n} className="scanner-tick" data-kind={tick.kind} aria-hidden>
              <IconCheck size={56} stroke={3} />
            </div>
          )}
        </div>
        <div className="scanner-panel">
          <p className="scanner-status" role="status" aria-live="polite">
            {status}
          </p>
          {newestFirst.length > 0 && (
            <ol className="scanner-reads" aria-label={t`Scanned now`}>
              {newestFirst.map((read) => {
                const Icon = ICON[read.state];
                return (
                  <li key={read.id} className="scanner-read" data-state={read.state}>
                    <span className="scanner-read-icon">
                      <Icon size={22} aria-hidden />
                    </span>
                    <span className="scanner-read-serial">{read.serial}</span>
                    <span className="scanner-read-state">{read.short}</span>
                  </li>
                );
              })}
            </ol>
          )}
          <ManualEntry onSerial={onTyped} />
          <div className="scanner-footer">
            <PhotoScanButton onDecoded={onPhoto} />
            <Button size="lg" onClick={onClose}>
              <Trans>Done</Trans>
            </Button>
          </div>
        </div>
      </div>
    </Modal>
  );
}
