import { Trans, useLingui } from '@lingui/react/macro';
import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useQrCode } from '../api/qr-code.ts';
import './personalisation.css';
import { contentFromOrder } from '#src/components/print-preview/preview-content.ts';
import { printLines } from '#src/components/print-preview/print-lines.ts';
import { PrintPreview } from '#src/components/print-preview/print-preview.tsx';
import { usePreviewFiles } from '../hooks/use-preview-files.ts';

function Input({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="sm" c="dimmed" component="dt">
        {label}
      </Text>
      <Text component="dd" m={0} style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
        {children}
      </Text>
    </Stack>
  );
}

/**
 * An ordered personalised item: what was typed, each under its label, and the preview drawn from it (files from
 * this device when it uploaded them, else by their name). Null for data that is not a print item's.
 */
export function OrderPersonalisation({ data }: { data: Record<string, unknown> }) {
  const { i18n } = useLingui();
  const parsed = contentFromOrder(data);
  const files = usePreviewFiles(parsed?.files ?? {});
  const link = parsed?.content.link ?? '';
  const qrUrl = useQrCode(/^https?:\/\//i.test(link) ? link : '');
  if (!parsed) return null;
  const { content } = parsed;
  const lines = printLines({ content, files }, (m) => i18n._(m), { addressSeparator: '\n' });
  return (
    <Stack gap="sm" data-testid="order-personalisation">
      <Text size="sm" fw={700}>
        <Trans>Personalisation</Trans>
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <div className="pz-preview-pane">
          <PrintPreview content={content} files={files} qrUrl={qrUrl} />
        </div>
        <Stack gap="xs" component="dl" m={0}>
          {lines.map((line) => (
            <Input key={line.field} label={line.label}>
              {line.value}
            </Input>
          ))}
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}
