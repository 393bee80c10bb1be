import { Breadcrumbs, Link, Typography } from '@mui/material';
import { useEffect } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { ADMIN_BASE, HOME_PATH, isShownAtId, listPath } from '../common/paths';
import { entryForPath } from './entries';

interface Crumb {
  label: string;
  to?: string;
}

/** Home > Area > Entry > Create | Edit #id | #id (path/show/{id}, or path/{id} for orders), from the path and the menu data. */
export function useCrumbs(): Crumb[] {
  const translate = useTranslate();
  const path = useLocation()
    .pathname.replace(new RegExp(`^${ADMIN_BASE}/?`), '')
    .replace(/\/$/, '');
  const crumbs: Crumb[] = [{ label: translate('app.breadcrumb.home'), to: HOME_PATH }];
  if (path === 'dashboard' || path === '') return [...crumbs, { label: translate('app.dashboard.title') }];
  const entry = entryForPath(path);
  if (!entry) return crumbs;
  crumbs.push({ label: translate(`app.menu.areas.${entry.area}`) });
  crumbs.push({ label: translate(`app.menu.entries.${entry.name}`), to: listPath(entry.path) });
  const [action, id] = path.slice(entry.path.length + 1).split('/');
  if (action === 'create') crumbs.push({ label: translate('app.breadcrumb.create') });
  else if (action === 'edit' && id) crumbs.push({ label: translate('app.breadcrumb.edit', { id: decodeURIComponent(id) }) });
  else if (action === 'new' && id && entry.name === 'store/pos') crumbs.push({ label: translate('app.breadcrumb.new_sale') });
  else if (action === 'management' && id) crumbs.push({ label: translate('app.breadcrumb.board', { id: decodeURIComponent(id) }) });
  else if (action === 'show' && id) crumbs.push({ label: translate('app.breadcrumb.show', { id: decodeURIComponent(id) }) });
  else if (action && !id && isShownAtId(entry.name)) crumbs.push({ label: translate('app.breadcrumb.show', { id: decodeURIComponent(action) }) });
  return crumbs;
}

export const Breadcrumb = () => {
  const translate = useTranslate();
  const crumbs = useCrumbs();
  const last = crumbs[crumbs.length - 1];
  const title = `${last.label} · ${translate('app.title')}`;
  useEffect(() => {
    document.title = title;
  }, [title]);

  return (
    <Breadcrumbs aria-label={translate('app.breadcrumb.label')} sx={{ mt: 1.5, mb: 0.5, px: { xs: 1, sm: 0 } }}>
      {crumbs.map((crumb, index) =>
        index === crumbs.length - 1 ? (
          <Typography key={index} color="text.primary" aria-current="page">
            {crumb.label}
          </Typography>
        ) : crumb.to ? (
          <Link key={index} component={RouterLink} to={crumb.to} underline="hover" color="inherit">
            {crumb.label}
          </Link>
        ) : (
          <Typography key={index} color="text.secondary">
            {crumb.label}
          </Typography>
        ),
      )}
    </Breadcrumbs>
  );
};
