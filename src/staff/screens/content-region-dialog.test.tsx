import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { theme } from '#src/theme.ts';
import { RegionItemDialog } from './content-region-dialog.tsx';

type Body = { name: string };

function show(check: () => Body | null, start: { uuid: string; position: number; active: boolean } | null) {
  const send = vi.fn<(body: Body & { position: number; active: boolean }, uuid: string | null) => Promise<unknown>>();
  send.mockResolvedValue({});
  const onClose = vi.fn();
  render(
    <I18nProvider i18n={i18n}>
      <MantineProvider theme={theme} env="test">
        <QueryClientProvider client={new QueryClient()}>
          <RegionItemDialog<Body>
            title="Edit the link"
            start={start}
            listKey={['staff', 'content', 'resources', 2]}
            check={check}
            send={send}
            onClose={onClose}
          >
            <p>Own fields</p>
          </RegionItemDialog>
        </QueryClientProvider>
      </MantineProvider>
    </I18nProvider>,
  );
  return { send, onClose };
}

describe('RegionItemDialog (hero slides and resources)', () => {
  it('saves the item’s own fields with its position and active, then closes', async () => {
    const { send, onClose } = show(() => ({ name: 'Roof calculator' }), { uuid: 'u-1', position: 4, active: false });
    expect(screen.getByRole('dialog', { name: 'Edit the link' })).toBeTruthy();
    expect(screen.getByText('Own fields')).toBeTruthy();
    expect(screen.getByRole('switch', { name: 'Active' })).not.toBeChecked();
    fireEvent.click(screen.getByRole('switch', { name: 'Active' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(send).toHaveBeenCalledWith({ name: 'Roof calculator', position: 4, active: true }, 'u-1');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('sends nothing while the item’s own check finds errors, and a new item has no uuid', async () => {
    let ok = false;
    const { send } = show(() => (ok ? { name: 'New' } : null), null);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(send).not.toHaveBeenCalled();
    ok = true;
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(send).toHaveBeenCalledWith({ name: 'New', position: 0, active: true }, null));
  });
});
