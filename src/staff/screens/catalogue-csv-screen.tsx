import './catalogue.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, FileButton, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconDownload, IconUpload } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { MAX_CSV_CHARS, staffCatalogueImport } from '#contract/staff-catalogue.ts';
import { ErrorAlert } from '#src/components/error-alert.tsx';
import { isApiError } from '#src/lib/http/api-error.ts';
import { useConsoleTitle } from '../frame/console-title.ts';
import { ScreenHeader } from '../frame/screen-header.tsx';
import { callStaff } from '../session/call-staff.ts';
import { catalogueErrorMessages, catalogueKeys, downloadCatalogue } from './catalogue-api.ts';
import { useCatalogueFilters } from './catalogue-list-screen.tsx';
import { catalogueText } from './catalogue-texts.ts';

/** The server's per-row report ("row 3: price" → its messages), in row order. */
function rowsOf(error: unknown): { row: number; column: string; messages: string[] }[] {
  if (!isApiError(error) || error.status !== 422) return [];
  return Object.entries(error.fieldErrors)
    .map(([key, messages]) => {
      const match = /^row (\d+): (.*)$/.exec(key);
      return match ? { row: Number(match[1]), column: match[2]!, messages } : null;
    })
    .filter((x): x is { row: number; column: string; messages: string[] } => x !== null)
    .sort((a, b) => a.row - b.row);
}

/** The catalogue as CSV (decision 0290): export for the club's spreadsheets, import all or nothing with a row report. */
export function CatalogueCsvScreen() {
  const { t, i18n } = useLingui();
  const { region } = useCatalogueFilters();
  const queryClient = useQueryClient();
  useConsoleTitle(t`CSV import and export`);
  const reportRef = useRef<HTMLDivElement>(null);
  const exporting = useMutation({ mutationFn: () => downloadCatalogue(region) });
  const importing = useMutation({
    mutationFn: async (file: File) => {
      const csv = await file.text();
      if (csv.length > MAX_CSV_CHARS) throw new Error('too large');
      return callStaff(staffCatalogueImport, { body: { region_id: region, csv } });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogueKeys.all() }),
    onSettled: () => requestAnimationFrame(() => reportRef.current?.focus()),
  });
  const report = importing.isError ? rowsOf(importing.error) : [];
  const say = (text: string) => {
    const known = catalogueText(text);
    return known ? i18n._(known) : text;
  };

  return (
    <Stack gap="lg">
      <ScreenHeader
        back={{ to: `/catalogue?region=${region}`, label: <Trans>Back to the catalogue</Trans> }}
        title={<Trans>CSV import and export</Trans>}
      />
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="catalogue-export">
        <Stack gap="sm" align="flex-start">
          <Title order={2} size="h3" id="catalogue-export">
            <Trans>Export</Trans>
          </Title>
          <Text size="sm">
            <Trans>
              One row a variant: product SKU, type, categories, flags (1 or 0), name and description in each language,
              variant SKU, title, price in points, stock and attributes. Archived products are left out.
            </Trans>
          </Text>
          <Button
            h={44}
            leftSection={<IconDownload size={20} aria-hidden />}
            loading={exporting.isPending}
            onClick={() => exporting.mutate()}
          >
            <Trans>Download the catalogue</Trans>
          </Button>
          <ErrorAlert messages={exporting.isError ? catalogueErrorMessages(exporting.error) : []} />
        </Stack>
      </Paper>
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="catalogue-import">
        <Stack gap="sm" align="flex-start">
          <Title order={2} size="h3" id="catalogue-import">
            <Trans>Import</Trans>
          </Title>
          <Text size="sm">
            <Trans>
              Products and variants are found by their SKU: known ones are changed, new ones added; variants the file
              leaves out stay. Every row is checked first: if one is wrong, nothing is saved and the rows to correct are
              listed below. New personalised prints are added in the editor.
            </Trans>
          </Text>
          <FileButton accept=".csv,text/csv" onChange={(file: File | null) => file && importing.mutate(file)}>
            {(props) => (
              <Button
                {...props}
                h={44}
                variant="default"
                loading={importing.isPending}
                leftSection={<IconUpload size={20} aria-hidden />}
              >
                <Trans>Choose a CSV file to import</Trans>
              </Button>
            )}
          </FileButton>
          <div ref={reportRef} tabIndex={-1} className="catalogue-error-box">
            {importing.isSuccess && (
              <Alert color="green" variant="light" title={t`Imported`} role="status">
                <Trans>
                  Products: {importing.data.products_created} added, {importing.data.products_updated} changed.
                  Variants: {importing.data.variants_created} added, {importing.data.variants_updated} changed.
                </Trans>
              </Alert>
            )}
            {importing.isError && report.length === 0 && (
              <ErrorAlert
                messages={
                  importing.error instanceof Error && importing.error.message === 'too large'
                    ? [catalogueText('The file is too large: at most 2 MB.')!]
                    : catalogueErrorMessages(importing.error)
                }
              />
            )}
            {report.length > 0 && (
              <Alert
                color="red"
                variant="light"
                title={t`The file was not imported: correct the rows below.`}
                role="alert"
              >
                <Table className="catalogue-report" verticalSpacing={4}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t`Row`}</Table.Th>
                      <Table.Th>{t`Column`}</Table.Th>
                      <Table.Th>{t`What to correct`}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {report.map((line) => (
                      <Table.Tr key={`${line.row}:${line.column}`}>
                        <Table.Td>{line.row}</Table.Td>
                        <Table.Td className="catalogue-sku">{line.column}</Table.Td>
                        <Table.Td>{line.messages.map(say).join(' ')}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Alert>
            )}
          </div>
        </Stack>
      </Paper>
    </Stack>
  );
}
