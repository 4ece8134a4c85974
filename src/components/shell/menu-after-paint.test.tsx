import { MantineProvider, Menu } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { MenuAfterPaint } from './menu-after-paint.tsx';

function Uncontrolled() {
  return (
    <MenuAfterPaint target={<button type="button">Open</button>}>
      <Menu.Dropdown>
        <Menu.Item>First</Menu.Item>
      </Menu.Dropdown>
    </MenuAfterPaint>
  );
}

function Controlled() {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <MenuAfterPaint opened={opened} onChange={setOpened} target={<button type="button">Open</button>}>
        <Menu.Dropdown>
          <Menu.Item>First</Menu.Item>
        </Menu.Dropdown>
      </MenuAfterPaint>
      <output>{opened ? 'open' : 'closed'}</output>
    </>
  );
}

describe('a menu mounted after the first paint', () => {
  it.each([
    ['its own state', Uncontrolled],
    ["its owner's state", Controlled],
  ])('opens on a tap and closes on Escape, with %s', async (_case, Component) => {
    render(
      <MantineProvider>
        <Component />
      </MantineProvider>,
    );
    const button = await screen.findByRole('button', { name: 'Open' });
    await userEvent.click(button);
    expect(await screen.findByRole('menuitem', { name: 'First' })).toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menuitem', { name: 'First' })).toBeNull());
  });
});
