import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import type { Scan } from '#contract/scans.ts';
import { queuedNow } from '#src/lib/outbox/outbox-keys.ts';
import { projectOutboxKeys } from '../api/project-keys.ts';
import { discardIfWaiting, newScan } from '../api/project-mutations.ts';
import type { AddScanVars, DeleteScanVars } from '../api/project-queued-writes.ts';
import { useProjectView } from '../hooks/use-project-view.ts';
import { useQueuedScans } from '../hooks/use-queued-work.ts';
import { canRemoveProducts } from '../project-rules.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { type ProductRow, ProductsTable } from './products-table.tsx';

interface ProjectProductsProps {
  uuid: string;
  /** The scanner, composed by the route (it belongs to the scanner feature); rendered only while open. */
  renderScanner: (onRead: (serial: string) => void) => ReactNode;
  onFinish: () => void;
}

/** The products tab: add products (scanner), the products table, removal and finishing. */
export function ProjectProducts({ uuid, renderScanner, onFinish }: ProjectProductsProps) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const { project } = useProjectView(uuid);
  const { added, removedUuids } = useQueuedScans(uuid);
  const addScan = useMutation<Scan, Error, AddScanVars>({ mutationKey: projectOutboxKeys.addScan });
  const removeScan = useMutation<null, Error, DeleteScanVars>({ mutationKey: projectOutboxKeys.deleteScan });
  const [removing, setRemoving] = useState<ProductRow | null>(null);
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

  function confirmRemove() {
    if (!removing) return;
    // A scan that certainly never left is dropped from the outbox; any other (registered, on its way, or sent
    // with its reply lost) is removed by a write queued after it.
    const dropped = !removing.scan && discardIfWaiting(queryClient, projectOutboxKeys.addScan, removing.uuid);
    if (!dropped)
      removeScan.mutate({ ...queuedNow(), uuid: removing.uuid, projectUuid: uuid, serial: removing.serial });
    setRemoving(null);
  }

  return (
    <Stack gap="lg">
      {open && (
        <Paper withBorder p="md">
          <Stack gap="md">
            <Title order={2}>
              <Trans>Add products</Trans>
            </Title>
            {renderScanner((serial) => addScan.mutate(newScan(uuid, serial)))}
          </Stack>
        </Paper>
      )}
      {rows.length === 0 ? (
        <Text>
          <Trans>No products in this project yet. Scan the QR codes on the products to add them.</Trans>
        </Text>
      ) : (
        <ProductsTable rows={rows} statusId={project.status.id} canRemove={open} onRemove={setRemoving} />
      )}
      {open && (
        <Group>
          <Button size="lg" onClick={onFinish}>
            <Trans>Finish project</Trans>
          </Button>
        </Group>
      )}
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
