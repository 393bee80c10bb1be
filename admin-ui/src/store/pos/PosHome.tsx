import PointOfSaleIcon from '@mui/icons-material/PointOfSale';
import { Alert, Box, Button, Card, CardActions, CardContent, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { Loading, Title, usePermissions, useTranslate } from 'react-admin';
import { Link, Navigate } from 'react-router-dom';
import { HOME_PATH } from '../../common/paths';
import { messagesOf } from '../../providers/httpClient';
import { posApi, type PosStore } from './api';
import { newSalePath, POS_PERMISSION } from './paths';
import { SyncBanner } from './SyncBanner';

/** /admin/store/pos: the stores the admin may sell at, each opening a new sale; and the sales waiting to sync. */
export const PosHome = () => {
  const translate = useTranslate();
  const { permissions, isPending } = usePermissions<string[]>();
  const allowed = Array.isArray(permissions) && permissions.includes(POS_PERMISSION);
  const [stores, setStores] = useState<PosStore[]>();
  const [errors, setErrors] = useState<string[]>([]);

  useEffect(() => {
    if (!allowed) return;
    posApi.stores().then(setStores, (error: unknown) => {
      setStores([]);
      setErrors(messagesOf(error));
    });
  }, [allowed]);

  if (isPending) return <Loading />;
  if (!allowed) return <Navigate to={HOME_PATH} replace />;
  return (
    <Box sx={{ mt: 1 }}>
      <Title title="app.pos.home.title" />
      <SyncBanner />
      {errors.length > 0 && <Alert severity="error">{errors.join(' ')}</Alert>}
      {!stores ? (
        <Loading />
      ) : stores.length === 0 && errors.length === 0 ? (
        <Typography>{translate('app.pos.home.none')}</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))' }}>
          {stores.map((store) => (
            <Card component="li" key={store.id}>
              <CardContent>
                <Typography component="h2" variant="h6">
                  {store.name}
                </Typography>
                {store.address && <Typography variant="body2">{store.address}</Typography>}
                {store.opening_hours && (
                  <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-line' }}>
                    {store.opening_hours}
                  </Typography>
                )}
              </CardContent>
              <CardActions>
                <Button
                  component={Link}
                  to={newSalePath(store.id)}
                  startIcon={<PointOfSaleIcon />}
                  aria-label={translate('app.pos.open_at', { store: store.name })}
                >
                  {translate('app.pos.open')}
                </Button>
              </CardActions>
            </Card>
          ))}
        </Box>
      )}
    </Box>
  );
};
