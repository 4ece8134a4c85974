import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ProductScanner, type ScannerRead } from './product-scanner.tsx';

// No camera in jsdom: the live view stands aside; the photo and the typed serial are what is tested here.
vi.mock('./camera-view.tsx', () => ({ CameraView: () => null }));

function renderScanner(onRead: (serial: string) => string, reads: ScannerRead[] = []) {
  const ui = (next: ScannerRead[]) => (
    <I18nProvider i18n={i18n}>
      <MantineProvider>
        <ProductScanner onRead={onRead} reads={next} onClose={vi.fn()} />
      </MantineProvider>
    </I18nProvider>
  );
  const view = render(ui(reads));
  return { rerender: (next: ScannerRead[]) => view.rerender(ui(next)) };
}

const read = (state: ScannerRead['state'], message: string, short: string = state): ScannerRead => ({
  id: 'r1',
  serial: 'RW-TEST-0003',
  state,
  short,
  message,
});

describe('ProductScanner', () => {
  it('is a full-screen dialog that passes a typed serial on once, upper-cased', async () => {
    const onRead = vi.fn(() => 'r1');
    renderScanner(onRead);
    const dialog = await screen.findByRole('dialog', { name: 'Scan products' });
    await userEvent.type(within(dialog).getByLabelText('Serial number'), ' https://club.example/p/rw-test-0003 ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add product' }));
    expect(onRead).toHaveBeenCalledExactlyOnceWith('RW-TEST-0003');
    expect(within(dialog).getByLabelText('Serial number')).toHaveValue('');
  });

  it('announces a read as the project reports it: sending, then added or refused, never added first', async () => {
    const { rerender } = renderScanner(() => 'r1');
    const dialog = await screen.findByRole('dialog', { name: 'Scan products' });
    await userEvent.type(within(dialog).getByLabelText('Serial number'), 'RW-NOPE-0001');
    await userEvent.keyboard('{Enter}');
    rerender([read('sending', 'Sending RW-NOPE-0001…')]);
    expect(within(dialog).getByRole('status')).toHaveTextContent('Sending RW-NOPE-0001…');
    expect(within(dialog).queryByText(/Added/)).toBeNull();
    rerender([read('refused', 'RW-NOPE-0001 was not added: Product not found.', 'Not sent: Product not found.')]);
    expect(within(dialog).getByRole('status')).toHaveTextContent('RW-NOPE-0001 was not added: Product not found.');
    const list = within(dialog).getByRole('list', { name: 'Scanned now' });
    expect(within(list).getByRole('listitem')).toHaveTextContent('Not sent: Product not found.');
  });

  it('refuses an empty entry with a message and keeps a bad one as typed', async () => {
    const onRead = vi.fn(() => 'r1');
    renderScanner(onRead);
    const dialog = await screen.findByRole('dialog', { name: 'Scan products' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add product' }));
    expect(within(dialog).getByText('Type the serial number.')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Serial number'), 'X'.repeat(70));
    await userEvent.keyboard('{Enter}');
    expect(within(dialog).getByText('This is not a serial number.')).toBeInTheDocument();
    expect(onRead).not.toHaveBeenCalled();
  });
});
