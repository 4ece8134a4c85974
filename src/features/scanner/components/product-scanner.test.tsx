import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ProductScanner } from './product-scanner.tsx';

function renderScanner(onRead: (serial: string) => void, disabled = false) {
  return render(
    <I18nProvider i18n={i18n}>
      <MantineProvider>
        <ProductScanner onRead={onRead} disabled={disabled} />
      </MantineProvider>
    </I18nProvider>,
  );
}

describe('ProductScanner manual entry', () => {
  it('passes a typed serial (or a URL ending in it) on once, upper-cased, and announces it', async () => {
    const onRead = vi.fn();
    renderScanner(onRead);
    await userEvent.type(screen.getByLabelText('Serial number'), ' https://club.example/p/rw-test-0003 ');
    await userEvent.click(screen.getByRole('button', { name: 'Add product' }));
    expect(onRead).toHaveBeenCalledExactlyOnceWith('RW-TEST-0003');
    expect(screen.getByRole('status')).toHaveTextContent('Added RW-TEST-0003');
    expect(screen.getByLabelText('Serial number')).toHaveValue('');
  });

  it('refuses an empty entry with a message and keeps a bad one as typed', async () => {
    const onRead = vi.fn();
    renderScanner(onRead);
    await userEvent.click(screen.getByRole('button', { name: 'Add product' }));
    expect(screen.getByText('Type the serial number.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Serial number'), 'X'.repeat(70));
    await userEvent.keyboard('{Enter}');
    expect(screen.getByText('This is not a serial number.')).toBeInTheDocument();
    expect(screen.getByLabelText('Serial number')).toHaveValue('X'.repeat(70));
    expect(onRead).not.toHaveBeenCalled();
  });

  it('offers the camera and the photo, and disables everything when disabled', () => {
    renderScanner(vi.fn(), true);
    expect(screen.getByRole('button', { name: 'Scan with camera' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Scan from a photo' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add product' })).toBeDisabled();
  });
});
