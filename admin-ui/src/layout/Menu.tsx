import { Box, Divider, MenuList, Typography } from '@mui/material';
import { MenuItemLink, usePermissions, useSidebarState, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { ADMIN_BASE, listPath } from '../common/paths';
import { AREAS, ENTRIES, entryForPath, mayOpen } from './entries';

/** react-admin marks every entry whose path starts the page's (Membership tiers on Members too): only the page's own stays marked. */
const NOT_CURRENT = { '&.RaMenuItemLink-active': { color: 'text.secondary' } } as const;

/** The side menu: Store, then each area with the entries the admin may open (spec section 2). */
export const Menu = () => {
  const translate = useTranslate();
  const [open] = useSidebarState();
  const { permissions } = usePermissions<string[]>();
  const allowed = ENTRIES.filter((entry) => mayOpen(entry, permissions));
  const current = entryForPath(useLocation().pathname.replace(new RegExp(`^${ADMIN_BASE}/?`), ''));
  const groups = AREAS.map((area) => ({ area, entries: allowed.filter((e) => e.area === area) })).filter((g) => g.entries.length > 0);

  return (
    <Box component="nav" aria-label={translate('app.menu.label')} sx={{ pt: 1, pb: 2 }}>
      {open && (
        <Typography component="h2" variant="overline" sx={{ px: 2, color: 'text.secondary', fontWeight: 700 }}>
          {translate('app.menu.store')}
        </Typography>
      )}
      {groups.map(({ area, entries }) => (
        <Box key={area} component="section" aria-labelledby={`menu-area-${area}`}>
          {open ? (
            <Typography id={`menu-area-${area}`} component="h3" variant="subtitle2" sx={{ px: 2, pt: 1, color: 'text.secondary' }}>
              {translate(`app.menu.areas.${area}`)}
            </Typography>
          ) : (
            <Divider id={`menu-area-${area}`} aria-label={translate(`app.menu.areas.${area}`)} />
          )}
          <MenuList dense aria-label={translate(`app.menu.areas.${area}`)}>
            {entries.map(({ name, path, icon: Icon }) => (
              <MenuItemLink
                key={name}
                to={listPath(path)}
                primaryText={translate(`app.menu.entries.${name}`)}
                leftIcon={<Icon />}
                sx={current?.name === name ? undefined : NOT_CURRENT}
              />
            ))}
          </MenuList>
        </Box>
      ))}
    </Box>
  );
};
