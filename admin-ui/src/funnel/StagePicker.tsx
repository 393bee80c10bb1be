import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import { Box, FormHelperText, IconButton, List, ListItem, ListItemText, TextField, Tooltip, Typography } from '@mui/material';
import { useEffect, useId, useRef, useState } from 'react';
import { Button, useInput, useRecordContext, useTranslate, ValidationError, type Validator } from 'react-admin';
import { useLookups } from '../common/lookups';
import { MAX_STAGES, type Funnel } from './fields';

const stagesRule: Validator = (value: unknown) => {
  const ids = Array.isArray(value) ? value : [];
  if (ids.length === 0) return 'app.funnel.stages_required';
  if (ids.length > MAX_STAGES) return 'app.funnel.stages_max';
  return undefined;
};

/**
 * The funnel's stages: lead statuses in order (visitors of the public page become leads at the
 * first). A status is added from the lookups with "Add stage"; each stage moves up or down or is
 * removed with its own buttons, all reachable with the keyboard.
 */
export const StagePicker = () => {
  const translate = useTranslate();
  const lookups = useLookups();
  const record = useRecordContext<Funnel>();
  const { field, fieldState, isRequired } = useInput({ source: 'stage_ids', validate: stagesRule, defaultValue: [] });
  const [picked, setPicked] = useState('');
  const labelId = useId();
  const pickerId = useId();
  // Keyboard users keep their place: after a move the moved stage's button, after a removal the picker.
  const focusNext = useRef<string | null>(null);
  const helpId = useId();
  const ids: number[] = Array.isArray(field.value) ? field.value.map(Number) : [];
  const titleOf = (id: number) => lookups?.statuses.find((s) => s.id === id)?.name ?? record?.stages?.find((s) => s.status_id === id)?.title ?? `#${id}`;
  const free = (lookups?.statuses ?? []).filter((s) => !ids.includes(s.id));
  const change = (next: number[]) => {
    field.onChange(next);
    field.onBlur();
  };
  const move = (index: number, by: -1 | 1) => {
    const next = [...ids];
    [next[index], next[index + by]] = [next[index + by], next[index]];
    const atEnd = index + by === 0 || index + by === ids.length - 1;
    focusNext.current = `${pickerId}-${ids[index]}-${atEnd ? (by < 0 ? 'down' : 'up') : by < 0 ? 'up' : 'down'}`;
    change(next);
  };
  const remove = (id: number) => {
    focusNext.current = pickerId;
    change(ids.filter((other) => other !== id));
  };
  useEffect(() => {
    if (!focusNext.current) return;
    document.getElementById(focusNext.current)?.focus();
    focusNext.current = null;
  });
  const add = () => {
    if (!picked) return;
    change([...ids, Number(picked)]);
    setPicked('');
  };
  const error = fieldState.invalid && (fieldState.isTouched || fieldState.error) ? fieldState.error?.message : undefined;

  return (
    <Box
      component="fieldset"
      aria-describedby={helpId}
      sx={{ border: 1, borderColor: error ? 'error.main' : 'divider', borderRadius: 1, px: 2, pb: 1.5, mb: 2, width: '100%', boxSizing: 'border-box' }}
    >
      <Typography component="legend" id={labelId} variant="subtitle2" sx={{ px: 0.5 }}>
        {translate('resources.lead/funnel.fields.stage_ids')}
        {isRequired ? ' *' : ''}
      </Typography>
      {ids.length === 0 ? (
        <Typography color="text.secondary" sx={{ my: 1 }}>
          {translate('app.funnel.no_stages')}
        </Typography>
      ) : (
        <List dense aria-labelledby={labelId} component="ol" sx={{ listStyle: 'decimal', pl: 3 }}>
          {ids.map((id, index) => {
            const title = titleOf(id);
            return (
              <ListItem
                key={id}
                component="li"
                sx={{ display: 'list-item', pr: 18 }}
                secondaryAction={
                  <>
                    <Tooltip title={translate('app.funnel.stage_up', { title })}>
                      <span>
                        <IconButton
                          id={`${pickerId}-${id}-up`}
                          aria-label={translate('app.funnel.stage_up', { title })}
                          onClick={() => move(index, -1)}
                          disabled={index === 0}
                        >
                          <ArrowUpwardIcon />
                        </IconButton>
                      </span>
                    </Tooltip>
                    <Tooltip title={translate('app.funnel.stage_down', { title })}>
                      <span>
                        <IconButton
                          id={`${pickerId}-${id}-down`}
                          aria-label={translate('app.funnel.stage_down', { title })}
                          onClick={() => move(index, 1)}
                          disabled={index === ids.length - 1}
                        >
                          <ArrowDownwardIcon />
                        </IconButton>
                      </span>
                    </Tooltip>
                    <Tooltip title={translate('app.funnel.stage_remove', { title })}>
                      <IconButton aria-label={translate('app.funnel.stage_remove', { title })} onClick={() => remove(id)}>
                        <DeleteIcon />
                      </IconButton>
                    </Tooltip>
                  </>
                }
              >
                <ListItemText primary={title} />
              </ListItem>
            );
          })}
        </List>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', mt: 1 }}>
        <TextField
          id={pickerId}
          select
          size="small"
          label={translate('app.funnel.add_stage_status')}
          value={picked}
          onChange={(event) => setPicked(event.target.value)}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          disabled={!lookups || free.length === 0 || ids.length >= MAX_STAGES}
          sx={{ minWidth: 280 }}
        >
          <option value="">{translate('app.funnel.choose_status')}</option>
          {free.map((status) => (
            <option key={status.id} value={String(status.id)}>
              {status.name}
            </option>
          ))}
        </TextField>
        <Button label="app.funnel.add_stage" variant="outlined" onClick={add} disabled={!picked}>
          <AddIcon />
        </Button>
      </Box>
      <FormHelperText id={helpId} error={!!error}>
        {error ? <ValidationError error={error} /> : translate('app.funnel.stages_help')}
      </FormHelperText>
    </Box>
  );
};
