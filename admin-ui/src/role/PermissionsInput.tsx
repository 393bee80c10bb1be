import { Box, Checkbox, FormControlLabel, FormHelperText, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { Labeled, LinearProgress, useDataProvider, useInput, usePermissions, useTranslate } from 'react-admin';
import type { ShopDataProvider } from '../providers/dataProvider';
import type { Schema } from '@shop/kernel';

export type PermissionArea = Schema<'PermissionArea'>;

const key = (name: string) => name.replace(/\./g, '_');

/** Ticking a group adds all of its permissions, unticking removes them; the list stays flat and deduplicated. */
export function toggleGroup(current: string[], permissions: string[], on: boolean): string[] {
  const without = current.filter((p) => !permissions.includes(p));
  return on ? [...new Set([...without, ...permissions])] : without;
}

/** A group is ticked when all of its permissions are held. */
export const holdsAll = (current: string[], permissions: string[]) => permissions.every((p) => current.includes(p));

/**
 * The role's permissions as ticked groups from GET /api/admin/role/permission, grouped by area.
 * Groups of several permissions (list page, create/update page) can also be ticked one by one.
 * A permission the signed-in admin does not hold can be neither given nor taken away (the server
 * refuses it too), so its box is read-only.
 */
export const PermissionsInput = ({ source, disabled = false }: { source: string; disabled?: boolean }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ShopDataProvider>();
  const [catalogue, setCatalogue] = useState<PermissionArea[] | null>(null);
  const { field } = useInput({ source, defaultValue: [] });
  const held: string[] = Array.isArray(field.value) ? field.value : [];
  const { permissions: own } = usePermissions<string[]>();
  const mine = new Set(Array.isArray(own) ? own : []);
  const grantable = (permissions: string[]) => permissions.every((p) => mine.has(p));
  const anyLocked = !disabled && catalogue !== null && catalogue.some(({ groups }) => groups.some(({ permissions }) => !grantable(permissions)));

  useEffect(() => {
    let live = true;
    dataProvider.fetch<PermissionArea[]>('role/permission').then(
      (data) => live && setCatalogue(data),
      () => live && setCatalogue([]),
    );
    return () => {
      live = false;
    };
  }, [dataProvider]);

  const set = (next: string[]) => field.onChange([...new Set(next)]);
  const groupLabel = (group: string) => translate(`app.permission.groups.${key(group)}`, { _: group });
  const actionLabel = (permission: string) => {
    const action = permission.split('.').pop() ?? permission;
    return translate(`app.permission.actions.${action}`, { _: permission });
  };

  return (
    <Labeled label="resources.role.fields.permissions" fullWidth>
      <Box>
        {catalogue === null ? (
          <LinearProgress />
        ) : (
          <Box sx={{ columnCount: { xs: 1, md: 2, xl: 3 }, columnGap: 2 }}>
            {catalogue.map(({ area, groups }) => (
              <Box
                key={area}
                component="fieldset"
                sx={{
                  border: 1,
                  borderColor: 'divider',
                  borderRadius: 1,
                  m: 0,
                  mb: 2,
                  px: 2,
                  pb: 1,
                  breakInside: 'avoid',
                  width: '100%',
                  boxSizing: 'border-box',
                }}
              >
                <Typography component="legend" variant="subtitle2" sx={{ px: 0.5 }}>
                  {translate(`app.menu.areas.${area}`, { _: area })}
                </Typography>
                {groups.map(({ group, permissions }) => {
                  const all = holdsAll(held, permissions);
                  const some = !all && permissions.some((p) => held.includes(p));
                  return (
                    <Box key={group}>
                      <FormControlLabel
                        label={groupLabel(group)}
                        disabled={disabled || !grantable(permissions)}
                        control={
                          <Checkbox
                            size="small"
                            checked={all}
                            indeterminate={some}
                            onChange={(event) => set(toggleGroup(held, permissions, event.target.checked))}
                            slotProps={{ input: { 'data-permission-group': group } as object }}
                          />
                        }
                      />
                      {permissions.length > 1 && (
                        <Box role="group" aria-label={groupLabel(group)} sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1, pl: 4 }}>
                          {permissions.map((permission) => (
                            <FormControlLabel
                              key={permission}
                              label={actionLabel(permission)}
                              disabled={disabled || !mine.has(permission)}
                              slotProps={{ typography: { variant: 'body2' } }}
                              control={
                                <Checkbox
                                  size="small"
                                  checked={held.includes(permission)}
                                  onChange={(event) => set(toggleGroup(held, [permission], event.target.checked))}
                                  slotProps={{
                                    input: { 'data-permission': permission, 'aria-label': `${groupLabel(group)}: ${actionLabel(permission)}` } as object,
                                  }}
                                />
                              }
                            />
                          ))}
                        </Box>
                      )}
                    </Box>
                  );
                })}
              </Box>
            ))}
          </Box>
        )}
        {disabled && <FormHelperText>{translate('app.role.super_admin_note')}</FormHelperText>}
        {anyLocked && <FormHelperText>{translate('app.role.not_held_note')}</FormHelperText>}
      </Box>
    </Labeled>
  );
};
