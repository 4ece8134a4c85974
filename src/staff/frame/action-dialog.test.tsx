import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { theme } from '#src/theme.ts';
import { ActionDialog } from './action-dialog.tsx';

function show(action: (reason: string, key: string) => Promise<unknown>) {
  render(
    <I18nProvider i18n={i18n}>
      <MantineProvider theme={theme} env="test">
        <QueryClientProvider client={new QueryClient()}>
          <ActionDialog
            opened
            onClose={() => undefined}
            title="Credit points"
            confirmLabel="Credit"
            reason="required"
            action={action}
          />
        </QueryClientProvider>
      </MantineProvider>
    </I18nProvider>,
  );
}

describe('ActionDialog', () => {
  it('sends again with the same Idempotency-Key after a lost answer, and a new one when the reason changes', async () => {
    const action = vi.fn<(reason: string, key: string) => Promise<unknown>>().mockRejectedValue(new Error('offline'));
    show(action);
    const reason = screen.getByLabelText(/Reason/);
    const confirm = () => fireEvent.click(screen.getByRole('button', { name: 'Credit' }));
    expect(screen.getByRole('button', { name: 'Credit' })).toBeDisabled();

    fireEvent.change(reason, { target: { value: 'Spring promotion' } });
    confirm();
    await waitFor(() => expect(action).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Credit' })).toBeEnabled());
    confirm();
    await waitFor(() => expect(action).toHaveBeenCalledTimes(2));
    const [firstReason, first] = action.mock.calls[0]!;
    expect(firstReason).toBe('Spring promotion');
    expect(action.mock.calls[1]![1]).toBe(first);

    fireEvent.change(reason, { target: { value: 'Autumn promotion' } });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Credit' })).toBeEnabled());
    confirm();
    await waitFor(() => expect(action).toHaveBeenCalledTimes(3));
    expect(action.mock.calls[2]![1]).not.toBe(first);
  });
});
