import { defaultTheme } from 'react-admin';

/**
 * react-admin's default theme with fonts that carry Chinese glyphs, and blues dark enough for WCAG AA
 * contrast: white on the app bar (react-admin's #2196f3 gives 3.1:1) and links and text buttons on the
 * page background (MUI's #1976d2 gives 4.4:1); #1565c0 gives 5.8:1 and 5.5:1. The red of Delete buttons
 * on the grey form toolbar (#d32f2f gives 3.8:1) is #b71c1c (5.0:1), and the "No … yet" text of empty
 * lists is the secondary text colour instead of half-transparent (2.7:1). Spinners are hidden from
 * assistive technology unless they are given a name (react-admin's input spinners have none, and an
 * unnamed progressbar is an accessibility violation); the app bar's loading indicator has one.
 * Staff who ask for reduced motion get none: no transitions (dialogs, menus and drawers appear at
 * once), no ripple on buttons, and spinners that stand still (styles.css stops the CSS animations).
 */
const reducedMotion = typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

export const theme = {
  ...defaultTheme,
  ...(reducedMotion ? { transitions: { create: () => 'none' } } : {}),
  palette: {
    ...defaultTheme.palette,
    primary: { light: '#5e92f3', main: '#1565c0', dark: '#003c8f', contrastText: '#fff' },
    secondary: { light: '#5e92f3', main: '#1565c0', dark: '#003c8f', contrastText: '#fff' },
    error: { light: '#e57373', main: '#b71c1c', dark: '#7f0000', contrastText: '#fff' },
  },
  components: {
    ...defaultTheme.components,
    RaEmpty: { styleOverrides: { root: { '& .RaEmpty-message': { opacity: 1, color: 'rgba(0, 0, 0, 0.6)' } } } },
    MuiCircularProgress: { defaultProps: { 'aria-hidden': true } },
    ...(reducedMotion ? { MuiButtonBase: { defaultProps: { disableRipple: true } } } : {}),
  },
  typography: {
    ...defaultTheme.typography,
    fontFamily: ['Roboto', '"Noto Sans CJK TC"', '"Noto Sans CJK SC"', '"Helvetica Neue"', 'Arial', 'sans-serif'].join(','),
  },
};
