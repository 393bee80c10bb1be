import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Box, Chip, IconButton, Link, List, ListItem, Tooltip, Typography } from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Button, LinearProgress, useCanAccess, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { createPath, editPath } from '../common/paths';
import { messagesOf } from '../providers/httpClient';
import type { ShopDataProvider } from '../providers/dataProvider';
import { reorder, type MenuNode } from './tree';

interface NodeProps {
  node: MenuNode;
  siblings: MenuNode[];
  level: number;
  canEdit: boolean;
  busy: boolean;
  collapsed: Set<number>;
  toggle: (id: number) => void;
  move: (siblings: MenuNode[], id: number, step: -1 | 1) => void;
}

const childLink = (id: number) => `${createPath('menu')}?source=${encodeURIComponent(JSON.stringify({ parent_id: id }))}`;

const TreeNode = ({ node, siblings, level, canEdit, busy, collapsed, toggle, move }: NodeProps) => {
  const translate = useTranslate();
  const open = !collapsed.has(node.id);
  const index = siblings.findIndex((s) => s.id === node.id);
  const title = node.title || `#${node.id}`;
  const childrenId = `menu-tree-children-${node.id}`;
  return (
    <ListItem disablePadding sx={{ display: 'block' }} data-menu-id={node.id} aria-label={title}>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, py: 0.5, pl: level * 3, borderBottom: 1, borderColor: 'divider' }}>
        {node.children.length > 0 ? (
          <IconButton
            size="small"
            onClick={() => toggle(node.id)}
            aria-expanded={open}
            aria-controls={childrenId}
            aria-label={translate(open ? 'app.menu_item.tree.collapse' : 'app.menu_item.tree.expand', { title })}
          >
            {open ? <ExpandMoreIcon /> : <ChevronRightIcon />}
          </IconButton>
        ) : (
          <Box sx={{ width: 34 }} />
        )}
        <Link
          component={RouterLink}
          to={editPath('menu', node.id)}
          underline="hover"
          data-testid="menu-node-title"
          sx={{ fontWeight: level === 0 ? 600 : 400, color: node.enabled ? 'text.primary' : 'text.secondary' }}
        >
          {title}
        </Link>
        <Typography variant="body2" color="text.secondary" component="span">
          /{node.url}
        </Typography>
        <Chip size="small" variant="outlined" label={translate(`app.menu_item.types.${node.type}`, { _: node.type })} />
        {!node.enabled && <Chip size="small" variant="outlined" sx={{ fontStyle: 'italic' }} label={translate('app.menu_item.tree.disabled')} />}
        {canEdit && (
          <Box sx={{ ml: 'auto', display: 'flex', alignItems: 'center' }}>
            <Tooltip title={translate('app.menu_item.tree.move_up', { title })}>
              <span>
                <IconButton
                  size="small"
                  disabled={busy || index <= 0}
                  onClick={() => move(siblings, node.id, -1)}
                  aria-label={translate('app.menu_item.tree.move_up', { title })}
                >
                  <ArrowUpwardIcon fontSize="small" />
                </IconButton>
              </span>
            </Tooltip>
            <Tooltip title={translate('app.menu_item.tree.move_down', { title })}>
              <span>
                <IconButton
                  size="small"
                  disabled={busy || index >= siblings.length - 1}
                  onClick={() => move(siblings, node.id, 1)}
                  aria-label={translate('app.menu_item.tree.move_down', { title })}
                >
                  <ArrowDownwardIcon fontSize="small" />
                </IconButton>
              </span>
            </Tooltip>
            <Tooltip title={translate('app.menu_item.tree.add_child', { title })}>
              <IconButton size="small" component={RouterLink} to={childLink(node.id)} aria-label={translate('app.menu_item.tree.add_child', { title })}>
                <AddIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          </Box>
        )}
      </Box>
      {node.children.length > 0 && open && (
        <List disablePadding id={childrenId} aria-label={translate('app.menu_item.tree.children_of', { title })}>
          {node.children.map((child) => (
            <TreeNode
              key={child.id}
              node={child}
              siblings={node.children}
              level={level + 1}
              canEdit={canEdit}
              busy={busy}
              collapsed={collapsed}
              toggle={toggle}
              move={move}
            />
          ))}
        </List>
      )}
    </ListItem>
  );
};

/**
 * The menu as a tree (GET /api/admin/menu/tree, disabled items included): open an item, add an item
 * under it, or move it up and down among its siblings (their order is renumbered and saved).
 */
export const MenuTree = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<ShopDataProvider>();
  const { canAccess: canEdit = false } = useCanAccess({ resource: 'menu', action: 'edit' });
  const [tree, setTree] = useState<MenuNode[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [collapsed, setCollapsed] = useState<Set<number>>(new Set());

  const load = useCallback(
    () => dataProvider.fetch<MenuNode[]>('menu/tree').then(setTree, (error) => notify(messagesOf(error).join('\n'), { type: 'error' })),
    [dataProvider, notify],
  );
  useEffect(() => {
    void load();
  }, [load]);

  const toggle = (id: number) =>
    setCollapsed((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const move = async (siblings: MenuNode[], id: number, step: -1 | 1) => {
    setBusy(true);
    try {
      for (const [nodeId, order] of reorder(siblings, id, step)) {
        await dataProvider.update('menu', { id: nodeId, data: { order }, previousData: { id: nodeId } });
      }
      await load();
    } catch (error) {
      notify(messagesOf(error).join('\n') || 'ra.notification.http_error', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box component="section" aria-labelledby="menu-tree-title" sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography id="menu-tree-title" component="h2" variant="h6">
          {translate('app.menu_item.tree.title')}
        </Typography>
        {canEdit && <Button component={RouterLink} to={createPath('menu')} label="app.menu_item.tree.add_top" startIcon={<AddIcon />} />}
      </Box>
      {(tree === null || busy) && <LinearProgress />}
      {tree && tree.length === 0 && (
        <Typography color="text.secondary">{translate('ra.navigation.no_results', { name: translate('app.menu.entries.menu') })}</Typography>
      )}
      {tree && tree.length > 0 && (
        <List disablePadding aria-label={translate('app.menu_item.tree.title')} data-testid="menu-tree">
          {tree.map((node) => (
            <TreeNode key={node.id} node={node} siblings={tree} level={0} canEdit={canEdit} busy={busy} collapsed={collapsed} toggle={toggle} move={move} />
          ))}
        </List>
      )}
    </Box>
  );
};
