// The entry's second step loads Mantine's provider through this module (src/main.tsx): a dynamic import of the
// library itself would make its index an entry of its own, whose chunk imports every part any screen uses (0295).
export { MantineProvider } from '@mantine/core';
