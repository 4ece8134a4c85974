// Mantine's Menu with its Popover and floating-ui: a chunk of its own that the header's menus load when first wanted
// (menu-on-demand.tsx), so the first screen does not carry it (decision 0302).
export { Menu } from '@mantine/core';
