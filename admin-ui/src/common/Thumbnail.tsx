import { Box } from '@mui/material';

/** A small square picture for list rows; nothing when there is no image. */
export const Thumbnail = ({ path, alt, size = 48 }: { path?: string | null; alt: string; size?: number }) =>
  path ? (
    <Box
      component="img"
      src={path}
      alt={alt}
      loading="lazy"
      sx={{ width: size, height: size, objectFit: 'cover', borderRadius: 1, display: 'block', bgcolor: 'grey.100' }}
    />
  ) : null;
