import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useUnsavedInput } from '../unsaved-input.ts';
import { offerUpdate } from '../update-store.ts';
import { UpdatePrompt } from './update-prompt.tsx';

function Form() {
  const [value, setValue] = useState('');
  useUnsavedInput(value !== '');
  return <input aria-label="Note" value={value} onChange={(event) => setValue(event.target.value)} />;
}

function renderPrompt() {
  return render(
    <I18nProvider i18n={i18n}>
      <MantineProvider>
        <Form />
        <UpdatePrompt />
      </MantineProvider>
    </I18nProvider>,
  );
}

describe('UpdatePrompt', () => {
  it('stays hidden until a worker waits, then reloads only on the click', async () => {
    const apply = vi.fn();
    renderPrompt();
    expect(screen.queryByText('A new version is available.')).toBeNull();
    act(() => offerUpdate(apply));
    expect(screen.getByRole('status')).toHaveTextContent('A new version is available.');
    expect(apply).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Update now' }));
    expect(apply).toHaveBeenCalledOnce();
  });

  it('never reloads over unsaved input: asks to finish first, then updates once the form is clean', async () => {
    const apply = vi.fn();
    renderPrompt();
    act(() => offerUpdate(apply));
    await userEvent.type(screen.getByLabelText('Note'), 'RW-1');
    await userEvent.click(screen.getByRole('button', { name: 'Update now' }));
    expect(apply).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('You have unsaved input on this page.');
    expect(screen.getByLabelText('Note')).toHaveValue('RW-1');
    await userEvent.clear(screen.getByLabelText('Note'));
    await userEvent.click(screen.getByRole('button', { name: 'Update now' }));
    expect(apply).toHaveBeenCalledOnce();
  });

  it('goes away on Later without updating', async () => {
    const apply = vi.fn();
    renderPrompt();
    act(() => offerUpdate(apply));
    await userEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(screen.queryByRole('button', { name: 'Update now' })).toBeNull();
    expect(apply).not.toHaveBeenCalled();
  });
});
