import { createTheme } from '@mantine/core';

const large = { defaultProps: { size: 'lg' } };

/**
 * Big targets and text: the app is used on rooftops, in sunlight, with gloves on. Components are configured by
 * name rather than with `Component.extend` so the theme does not pull every component into the entry chunk.
 */
export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: 8,
  defaultRadius: 'md',
  components: {
    Button: large,
    Input: large,
    InputWrapper: large,
    TextInput: large,
    Select: large,
    NativeSelect: large,
    Menu: { defaultProps: { shadow: 'md', width: 220 } },
  },
});
