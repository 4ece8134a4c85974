import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { theme } from '#src/theme.ts';
import { MenuOnDemand } from './menu-on-demand.tsx';

function Uncontrolled() {
  return (
    <MenuOnDemand target={<button type="button">Open</button>}>
      {(Menu) => (
        <Menu.Dropdown>
          <Menu.Item>First</Menu.Item>
          <Menu.Item>Second</Menu.Item>
        </Menu.Dropdown>
      )}
    </MenuOnDemand>
  );
}

function Controlled() {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <MenuOnDemand opened={opened} onChange={setOpened} target={<button type="button">Open</button>}>
        {(Menu) => (
          <Menu.Dropdown>
            <Menu.Item>First</Menu.Item>
            <Menu.Item>Second</Menu.Item>
          </Menu.Dropdown>
        )}
      </MenuOnDemand>
      <output>{opened ? 'open' : 'closed'}</output>
    </>
  );
}

const renderIt = (Component: () => React.JSX.Element) =>
  render(
    <MantineProvider env="test" theme={theme}>
      <Component />
    </MantineProvider>,
  );

describe('a menu loaded on demand', () => {
  it('renders its target alone, a closed menu button', () => {
    renderIt(Uncontrolled);
    const button = screen.getByRole('button', { name: 'Open' });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it.each([
    ['its own state', Uncontrolled],
    ["its owner's state", Controlled],
  ])('opens on a tap, closes on Escape and gives the focus back, with %s', async (_case, Component) => {
    renderIt(Component);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByRole('menuitem', { name: 'First' })).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Open' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'First' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menuitem', { name: 'First' })).toBeNull());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus());
  });

  it('opened by keyboard, again and again, with the focus on the first item', async () => {
    renderIt(Uncontrolled);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'First' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus());
    // A second opening, with the library already there.
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'First' })).toHaveFocus());
  });
});
