import { Box, LinearProgress } from '@mui/material';
import { lazy, Suspense } from 'react';
import { useTranslate, type InputProps } from 'react-admin';

const RichTextEditor = lazy(() => import('./RichTextEditor'));

/**
 * The HTML input of pages, blocks and the blog (see RichTextEditor): the editor's chunk is fetched when
 * a form first shows one, with a bar of the editor's height meanwhile so the form does not jump.
 */
export const RichTextInput = (props: InputProps & { minHeight?: number }) => {
  const translate = useTranslate();
  const fallback = (
    <Box sx={{ minHeight: (props.minHeight ?? 220) + 64, width: '100%', pt: 3 }}>
      <LinearProgress aria-label={translate('ra.page.loading')} />
    </Box>
  );
  return (
    <Suspense fallback={fallback}>
      <RichTextEditor {...props} />
    </Suspense>
  );
};
