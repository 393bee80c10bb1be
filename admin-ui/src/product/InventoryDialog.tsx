import { Alert, Box, Dialog, DialogContent, DialogTitle, MenuItem, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { SubmitDialogActions } from '../common/SubmitDialogActions';
import type { ShopDataProvider } from '../providers/dataProvider';
import { messagesOf } from '../providers/httpClient';
import type { WarehouseChoice } from './catalogData';
import type { InventoryValues } from './matrix';
import { checkMove, type Move, type MoveCheck } from './moves';

export interface MoveTarget {
  move: Move;
  inventory: InventoryValues & { id: number };
  stockId: number;
  stockLabel: string;
}

interface Props {
  target: MoveTarget;
  warehouses: WarehouseChoice[];
  onClose: () => void;
  /** After the server accepted the move. */
  onDone: () => void;
}

/**
 * Plus, minus, transfer or update of one inventory: quantity and remark (and the destination for a
 * transfer), checked as the server checks them; the server's messages show in the dialog.
 */
export const InventoryDialog = ({ target, warehouses, onClose, onDone }: Props) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<ShopDataProvider>();
  const { move, inventory, stockId, stockLabel } = target;
  const [quantity, setQuantity] = useState('');
  const [remark, setRemark] = useState('');
  const [to, setTo] = useState<number | ''>('');
  const [problems, setProblems] = useState<MoveCheck>({});
  const [serverMessages, setServerMessages] = useState<string[]>([]);
  const [sending, setSending] = useState(false);
  const available = inventory.available_inventories ?? Number(inventory.quantity ?? 0);
  const titleId = `inventory-${move}-title`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    const found = checkMove(move, quantity, available, to);
    setProblems(found);
    setServerMessages([]);
    if (found.quantity || found.to) return;
    const body: Record<string, unknown> = { inventory_id: inventory.id, quantity: Number(quantity), remark };
    if (move === 'transfer') Object.assign(body, { from: inventory.warehouse_id, to, stock_id: stockId, total_quantity: Number(inventory.quantity ?? 0) });
    setSending(true);
    try {
      await dataProvider.send(`inventory/${move}`, body);
      notify('app.inventory.done', { type: 'success', messageArgs: { move: translate(`app.inventory.moves.${move}`) } });
      onDone();
      onClose();
    } catch (error) {
      setServerMessages(messagesOf(error));
    } finally {
      setSending(false);
    }
  };

  const destinations = warehouses.filter((w) => w.id !== Number(inventory.warehouse_id));
  return (
    <Dialog open onClose={sending ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{translate(`app.inventory.titles.${move}`)}</DialogTitle>
        <DialogContent>
          <Box sx={{ mb: 2 }}>
            <Typography variant="body2">{translate('app.inventory.stock_line', { stock: stockLabel })}</Typography>
            <Typography variant="body2">{translate('app.inventory.warehouse_line', { warehouse: inventory.warehouse_name ?? '' })}</Typography>
            <Typography variant="body2">{translate('app.inventory.quantity_line', { quantity: inventory.quantity ?? 0, available })}</Typography>
          </Box>
          {serverMessages.length > 0 && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {serverMessages.map((message, index) => (
                <div key={index}>{message}</div>
              ))}
            </Alert>
          )}
          {move === 'transfer' && (
            <TextField
              select
              required
              fullWidth
              margin="dense"
              label={translate('app.inventory.to')}
              value={to}
              onChange={(event) => setTo(event.target.value === '' ? '' : Number(event.target.value))}
              error={Boolean(problems.to)}
              helperText={problems.to ? translate(problems.to) : ' '}
            >
              {destinations.map((warehouse) => (
                <MenuItem key={warehouse.id} value={warehouse.id}>
                  {warehouse.name}
                </MenuItem>
              ))}
            </TextField>
          )}
          <TextField
            autoFocus
            required
            fullWidth
            margin="dense"
            label={translate(move === 'update' ? 'app.inventory.new_quantity' : 'app.inventory.quantity')}
            value={quantity}
            onChange={(event) => setQuantity(event.target.value)}
            error={Boolean(problems.quantity)}
            helperText={problems.quantity ? translate(problems.quantity) : ' '}
            slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
          />
          <TextField
            fullWidth
            margin="dense"
            label={translate('app.inventory.remark')}
            value={remark}
            onChange={(event) => setRemark(event.target.value)}
            multiline
            minRows={2}
          />
        </DialogContent>
        <SubmitDialogActions onCancel={onClose} sending={sending} submitLabel="app.inventory.submit" sendingLabel="app.inventory.sending" />
      </form>
    </Dialog>
  );
};
