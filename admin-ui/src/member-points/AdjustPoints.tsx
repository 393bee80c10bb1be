import TuneIcon from '@mui/icons-material/Tune';
import { Box } from '@mui/material';
import { useState } from 'react';
import { Form, maxLength, NumberInput, required, SaveButton, TextInput, useDataProvider, useRefresh, type Validator } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { feedbackStore } from '../common/feedback';
import type { ShopDataProvider } from '../providers/dataProvider';
import { messagesOf } from '../providers/httpClient';
import type { MemberPoints } from './points';

/** The most points one adjustment adds or takes, and the longest remark (the server's limits). */
const MAX_ADJUST = 10_000_000;
const MAX_REMARK = 500;

/** A whole number other than 0 within the limits; whether the member holds enough is the server's to say. */
const adjustRule: Validator = (value: unknown) => {
  if (value === null || value === undefined || value === '') return undefined;
  const points = Number(value);
  return Number.isInteger(points) && points !== 0 && Math.abs(points) <= MAX_ADJUST ? undefined : 'app.member.adjust.points_rule';
};

/**
 * Adds (positive) or takes (negative) a member's points with a remark (POST /api/admin/user/{id}/points,
 * permission points.adjust). "Submit Success", an empty form and the page read again (balance, points
 * about to expire, history); or "Submit Fail" with the server's messages, the form kept as typed.
 */
export const AdjustPoints = ({ id }: { id: string }) => {
  const dataProvider = useDataProvider<ShopDataProvider>();
  const refresh = useRefresh();
  // A new key empties the form after a saved adjustment.
  const [round, setRound] = useState(0);

  const submit = async (values: FieldValues) => {
    try {
      await dataProvider.send<MemberPoints>(`user/${encodeURIComponent(id)}/points`, {
        points: Number(values.points),
        remark: String(values.remark ?? '').trim(),
      });
      feedbackStore.show({ title: 'app.feedback.submit_success', messages: [], severity: 'success' });
      setRound((n) => n + 1);
      refresh();
    } catch (error) {
      feedbackStore.show({ title: 'app.feedback.submit_fail', messages: messagesOf(error), severity: 'error' });
    }
  };

  return (
    <Form key={round} onSubmit={submit} noValidate id="adjust-points-form">
      <NumberInput
        source="points"
        label="app.member.adjust.points"
        step={1}
        min={-MAX_ADJUST}
        max={MAX_ADJUST}
        validate={[required(), adjustRule]}
        helperText="app.member.adjust.points_help"
        fullWidth
      />
      <TextInput
        source="remark"
        label="app.member.adjust.remark"
        validate={[required(), maxLength(MAX_REMARK)]}
        helperText="app.member.adjust.remark_help"
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: MAX_REMARK } }}
        fullWidth
      />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <SaveButton label="app.member.adjust.submit" icon={<TuneIcon />} />
      </Box>
    </Form>
  );
};
