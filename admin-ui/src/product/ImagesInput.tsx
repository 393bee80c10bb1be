import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import DeleteIcon from '@mui/icons-material/Delete';
import { Box, Button, Card, CardActions, CardMedia, Chip, IconButton, Typography } from '@mui/material';
import { useEffect, useRef, type ChangeEvent } from 'react';
import { useFieldArray, useWatch } from 'react-hook-form';
import { useNotify, useTranslate } from 'react-admin';
import { IMAGE_ACCEPT, IMAGE_MAX_BYTES } from '../common/ImageUpload';

/** A picture of the product: saved (id and path) or picked now (file and preview). */
export interface GalleryItem {
  id?: number;
  path?: string;
  file?: File;
  preview?: string;
}

const ACCEPTED = Object.keys(IMAGE_ACCEPT);
const MAX_IMAGES = 20;

/**
 * The Images tab: add several pictures, reorder them, remove them, with previews. Pictures picked now
 * are uploaded on save after the saved ones (the server appends them), so they stay after those.
 */
export const ImagesInput = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const { fields, append, remove, move } = useFieldArray({ name: 'gallery', keyName: '_key' });
  const items = (useWatch({ name: 'gallery' }) as GalleryItem[] | undefined) ?? [];

  // Previews of picked files are released when the page closes.
  const previews = useRef<string[]>([]);
  useEffect(() => () => previews.current.forEach((url) => URL.revokeObjectURL(url)), []);

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    const good = files.filter((file) => ACCEPTED.includes(file.type) && file.size <= IMAGE_MAX_BYTES);
    if (good.length < files.length) notify('app.image.rejected', { type: 'error' });
    const room = MAX_IMAGES - items.filter((i) => i.file).length;
    if (good.length > room) notify('app.product.images.too_many', { type: 'error', messageArgs: { max: MAX_IMAGES } });
    good.slice(0, Math.max(room, 0)).forEach((file) => {
      const preview = URL.createObjectURL(file);
      previews.current.push(preview);
      append({ file, preview });
    });
  };

  const canMove = (from: number, to: number) => {
    if (to < 0 || to >= items.length) return false;
    // Saved pictures stay before new ones (new uploads are appended after the saved ones).
    return Boolean(items[from]?.file) === Boolean(items[to]?.file);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        <Button component="label" variant="outlined" startIcon={<AddPhotoAlternateIcon />}>
          {translate('app.product.images.add')}
          <input type="file" hidden multiple accept={ACCEPTED.join(',')} onChange={pick} data-testid="product-images-input" />
        </Button>
        <Typography variant="body2" color="text.secondary">
          {translate('app.product.images.help')}
        </Typography>
      </Box>
      {fields.length === 0 && <Typography color="text.secondary">{translate('app.product.images.empty')}</Typography>}
      <Box
        component="ol"
        aria-label={translate('app.product.images.list')}
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))' }}
      >
        {fields.map((field, index) => {
          const item = items[index] ?? {};
          const position = index + 1;
          const alt = translate('app.product.images.alt', { position });
          return (
            <Card key={field._key} component="li" variant="outlined" data-testid="product-image">
              <CardMedia component="img" image={item.preview ?? item.path} alt={alt} sx={{ height: 160, objectFit: 'contain', bgcolor: 'grey.100' }} />
              <CardActions sx={{ justifyContent: 'space-between', flexWrap: 'wrap' }}>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
                  <Typography variant="body2">{position}</Typography>
                  {item.file && <Chip size="small" color="primary" variant="outlined" label={translate('app.product.images.new')} />}
                </Box>
                <Box>
                  <IconButton
                    size="small"
                    disabled={!canMove(index, index - 1)}
                    onClick={() => move(index, index - 1)}
                    aria-label={translate('app.product.images.move_before', { position })}
                  >
                    <ArrowBackIcon fontSize="small" />
                  </IconButton>
                  <IconButton
                    size="small"
                    disabled={!canMove(index, index + 1)}
                    onClick={() => move(index, index + 1)}
                    aria-label={translate('app.product.images.move_after', { position })}
                  >
                    <ArrowForwardIcon fontSize="small" />
                  </IconButton>
                  <IconButton size="small" onClick={() => remove(index)} aria-label={translate('app.product.images.remove', { position })}>
                    <DeleteIcon fontSize="small" />
                  </IconButton>
                </Box>
              </CardActions>
            </Card>
          );
        })}
      </Box>
    </Box>
  );
};
