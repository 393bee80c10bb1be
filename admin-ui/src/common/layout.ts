/**
 * For wide content that scrolls or wraps on its own (scrollable tabs, a table, chips): it takes no part
 * in the page's minimum width (react-admin's layout grows to fit its content), then fills its parent.
 */
export const SHRINKABLE = { width: 0, minWidth: '100%' } as const;

/** The same for inputs whose own styles set `width: 100%` (fullWidth): the doubled class wins over them. */
export const SHRINKABLE_INPUT = { '&&': SHRINKABLE } as const;

/** Read by screen readers, not shown. */
export const VISUALLY_HIDDEN = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;
