import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconScan } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import type { Scan } from '#contract/scans.ts';
import type { Tone } from '#src/components/tone-badge.tsx';
import { queuedNow } from '#src/lib/outbox/outbox-keys.ts';
import { useOnline } from '#src/lib/outbox/use-online.ts';
import { useWideScreen } from '#src/lib/wide-screen.ts';
import { projectOutboxKeys } from '../api/project-keys.ts';
import { discardIfWaiting, discardRefused, newScan } from '../api/project-mutations.ts';
import type { AddScanVars, DeleteScanVars } from '../api/project-queued-writes.ts';
import { useProjectView } from '../hooks/use-project-view.ts';
import { useQueuedScans } from '../hooks/use-queued-work.ts';
import { canRemoveProducts, flagsHighlighted } from '../project-rules.ts';
import { refusalMessage } from '../refusal-messages.ts';
import { type ScanState, scanState } from '../scan-reads.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { type ProductRow, ProductsTable } from './products-table.tsx';
import { ScanRows } from './scan-rows.tsx';

/** One read as the scanner lists it: its state, a few words, and the sentence the status line announces. */
export interface ScanRead {
  id: string;
  serial: string;
  state: ScanState;
  short: string;
  message: string;
}

export interface ScannerSlot {
  /** Queues the serial into the project and answers the scan's uuid. */
  onRead: (serial: string) => string;
  /** The scans read since the scanner opened, with what became of each. */
  reads: ScanRead[];
  /** The serials the project already has (a second read of one is not sent again). */
  inProject: string[];
  onClose: () => void;
}

interface ProjectProductsProps {
  uuid: string;
  /** The full-screen scanner, composed by the route (it belongs to the scanner feature); rendered while open. */
  renderScanner: (slot: ScannerSlot) => ReactNode;
  /** Typing the serial on the page, the fallback when there is no camera at all (composed by the route too). */
  renderTyping: (onSerial: (serial: string) => void) => ReactNode;
  /** Open the scanner at once (the home-screen "Scan" shortcut). */
  scanOnStart?: boolean;
  onFinish: () => void;
}

const FLAG_TONE: Record<number, Tone> = { 1: 'success', 2: 'warning', 3: 'danger' };

/**
 * The products tab, scanning first (docs/decisions/0279): the scans as compact rows, one large Scan action at the
 * bottom opening the full-screen scanner, typing as the fallback, removal and finishing.
 */
export function ProjectProducts({ uuid, renderScanner, renderTyping, scanOnStart, onFinish }: ProjectProductsProps) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const online = useOnline();
  const wide = useWideScreen();
  const { project } = useProjectView(uuid);
  const { added, removedUuids } = useQueuedScans(uuid);
  const addScan = useMutation<Scan, Error, AddScanVars>({ mutationKey: projectOutboxKeys.addScan });
  const removeScan = useMutation<null, Error, DeleteScanVars>({ mutationKey: projectOutboxKeys.deleteScan });
  const [removing, setRemoving] = useState<ProductRow | null>(null);
  const [scanning, setScanning] = useState(scanOnStart === true);
  const [sessionReads, setSessionReads] = useState<{ id: string; serial: string }[]>([]);
  const [typedRead, setTypedRead] = useState<{ id: string; serial: string } | null>(null);
  if (!project) return null;

  const open = canRemoveProducts(project.status.id);
  const rows: ProductRow[] = [
    ...project.products
      .filter((s) => !removedUuids.has(s.uuid))
      .map((s) => ({ uuid: s.uuid, serial: s.serial_number, scan: s })),
    ...added
      .filter((w) => !removedUuids.has(w.variables.uuid))
      .filter((w) => !project.products.some((s) => s.uuid === w.variables.uuid))
      .map((w) => ({
        uuid: w.variables.uuid,
        serial: w.variables.code,
        scan: null,
        queuedAt: w.variables.queuedAt,
        refused: w.refused,
      })),
  ];

  function queueScan(serial: string): string {
    const vars = newScan(uuid, serial);
    addScan.mutate(vars);
    return vars.uuid;
  }

  function readOf(read: { id: string; serial: string }): ScanRead | null {
    const state = project ? scanState(read.id, project, added, online) : null;
    if (!state) return null;
    const { serial } = read;
    const refused = added.find((w) => w.variables.uuid === read.id)?.refused;
    const reason = refused ? i18n._(refusalMessage(refused)) : '';
    const texts: Record<ScanState, [string, string]> = {
      sending: [t`Sending…`, t`Sending ${serial}…`],
      queued: [t`Saved on this device`, t`${serial} is saved on this device and will be sent when the signal is back.`],
      added: [t`Added`, t`Added ${serial}`],
      refused: [t`Not sent: ${reason}`, t`${serial} was not added: ${reason}`],
    };
    const [short, message] = texts[state];
    return { id: read.id, serial, state, short, message };
  }

  const highlight = flagsHighlighted(project.status.id);
  const flagNames: Record<number, string> = {
    1: t({ message: 'Normal', context: 'scan flag' }),
    2: t({ message: 'In review', context: 'scan flag' }),
    3: t({ message: 'Rejected', context: 'scan flag' }),
  };
  function rowStatus(row: ProductRow): { text: string; tone: Tone; state: ScanState | 'flag' } {
    if (row.refused) {
      const reason = i18n._(refusalMessage(row.refused));
      return { text: t`Not sent: ${reason}`, tone: 'danger', state: 'refused' };
    }
    if (!row.scan) return { text: t`Waiting to sync`, tone: 'warning', state: online ? 'sending' : 'queued' };
    const tone = highlight ? (FLAG_TONE[row.scan.flag] ?? 'neutral') : 'neutral';
    return { text: flagNames[row.scan.flag] ?? '', tone, state: 'flag' };
  }

  function confirmRemove() {
    if (!removing) return;
    // A refused scan never reached the project: it is only dropped from this device. A scan that certainly never
    // left is dropped from the outbox; any other (registered, on its way, or sent with its reply lost) is removed
    // by a write queued after it.
    const dropped =
      !removing.scan &&
      (removing.refused
        ? discardRefused(queryClient, projectOutboxKeys.addScan, removing.uuid)
        : discardIfWaiting(queryClient, projectOutboxKeys.addScan, removing.uuid));
    if (!dropped)
      removeScan.mutate({ ...queuedNow(), uuid: removing.uuid, projectUuid: uuid, serial: removing.serial });
    setRemoving(null);
  }

  const typed = typedRead ? readOf(typedRead) : null;
  const shown = i18n.number(rows.filter((r) => !r.refused).length);

  return (
    <Stack gap="lg">
      {rows.length === 0 ? (
        <Text>
          <Trans>No products in this project yet. Scan the QR codes on the products to add them.</Trans>
        </Text>
      ) : (
        <Stack gap="xs">
          <Title order={2} size="h3">
            {t`Products (${shown})`}
          </Title>
          {wide ? (
            <ProductsTable rows={rows} statusId={project.status.id} canRemove={open} onRemove={setRemoving} />
          ) : (
            <ScanRows rows={rows} status={rowStatus} canRemove={open} onRemove={setRemoving} />
          )}
        </Stack>
      )}
      {open && (
        <Stack gap="xs">
          <Title order={2} size="h4">
            <Trans>Code won't scan? Type the serial number</Trans>
          </Title>
          {renderTyping((serial) => setTypedRead({ id: queueScan(serial), serial }))}
          <Text role="status" aria-live="polite" fw={600} mih="1.5em">
            {typed?.message ?? ''}
          </Text>
        </Stack>
      )}
      {open && (
        <Group>
          <Button size="lg" variant="default" onClick={onFinish}>
            <Trans>Finish project</Trans>
          </Button>
        </Group>
      )}
      {open && (
        <div className="scan-bar">
          <Button
            size="xl"
            h={60}
            leftSection={<IconScan size={26} aria-hidden />}
            onClick={() => {
              setSessionReads([]);
              setScanning(true);
            }}
          >
            <Trans>Scan products</Trans>
          </Button>
        </div>
      )}
      {open &&
        scanning &&
        renderScanner({
          onRead: (serial) => {
            const id = queueScan(serial);
            setSessionReads((reads) => [...reads, { id, serial }]);
            return id;
          },
          reads: sessionReads.map(readOf).filter((r): r is ScanRead => r !== null),
          inProject: rows.filter((r) => !r.refused).map((r) => r.serial),
          onClose: () => setScanning(false),
        })}
      <ConfirmDialog
        opened={removing !== null}
        title={t`Remove this product?`}
        confirmLabel={t`Remove product`}
        onConfirm={confirmRemove}
        onClose={() => setRemoving(null)}
      >
        {t`${removing?.serial ?? ''} will be removed from the project.`}
      </ConfirmDialog>
    </Stack>
  );
}
