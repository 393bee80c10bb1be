import { defaultTheme } from 'react-admin';

/** react-admin's default theme with fonts that carry Chinese glyphs. */
export const theme = {
  ...defaultTheme,
  typography: {
    ...defaultTheme.typography,
    fontFamily: ['Roboto', '"Noto Sans CJK TC"', '"Noto Sans CJK SC"', '"Helvetica Neue"', 'Arial', 'sans-serif'].join(','),
  },
};
