import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { listenForInstallPrompt } from '../install-prompt.ts';
import { InstallButton } from './install-button.tsx';

function offerInstall(outcome: 'accepted' | 'dismissed') {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(async () => {}),
    userChoice: Promise.resolve({ outcome }),
  });
  act(() => {
    window.dispatchEvent(event);
  });
  return event;
}

describe('InstallButton', () => {
  it('appears only while the browser offers installation, and the offer is used once', async () => {
    listenForInstallPrompt();
    render(
      <I18nProvider i18n={i18n}>
        <MantineProvider>
          <InstallButton />
        </MantineProvider>
      </I18nProvider>,
    );
    expect(screen.queryByRole('button', { name: 'Install the app' })).toBeNull();
    const dismissed = offerInstall('dismissed');
    expect(dismissed.defaultPrevented).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Install the app' }));
    expect(dismissed.prompt).toHaveBeenCalledOnce();
    expect(screen.queryByRole('button', { name: 'Install the app' })).toBeNull();

    offerInstall('accepted');
    expect(screen.getByRole('button', { name: 'Install the app' })).toBeVisible();
    act(() => {
      window.dispatchEvent(new Event('appinstalled'));
    });
    expect(screen.queryByRole('button', { name: 'Install the app' })).toBeNull();
    offerInstall('accepted');
    expect(screen.queryByRole('button', { name: 'Install the app' })).toBeNull();
  });
});
