import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Box, Button, Card, CardContent, IconButton, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { Loading, Title, useCanAccess, useGetList, useRequireAccess, useTranslate } from 'react-admin';
import { feedbackStore } from '../common/feedback';
import { httpClient, messagesOf } from '../providers/httpClient';
import type { LanguageCode } from '../providers/i18nProvider';

const LANGUAGE_CODES: LanguageCode[] = ['en_us', 'zh_hk', 'zh_cn'];

type SectionType = 'slider' | 'widget' | 'block';
const WIDGETS = ['new', 'featured', 'hot', 'category', 'brand'] as const;

/** A section as this screen edits it (`key` only tells rows apart while they move). */
interface Section {
  key: number;
  type: SectionType;
  widget: string | null;
  data: { url?: string; identifier?: string; limit?: number };
  titles: Partial<Record<LanguageCode, string>>;
}

let nextKey = 1;
const withKey = (section: Omit<Section, 'key'>): Section => ({ ...section, key: nextKey++ });

/** What PUT /api/admin/homepage takes: empty texts and an empty url left out. */
function toBody(sections: Section[]) {
  return {
    sections: sections.map(({ type, widget, data, titles }) => ({
      type,
      ...(type === 'widget' ? { widget } : {}),
      data: Object.fromEntries(Object.entries(data).filter(([, v]) => v !== '' && v !== undefined && v !== null)),
      titles: Object.fromEntries(Object.entries(titles).filter(([, v]) => v && v.trim())),
    })),
  };
}

/** The categories staff may place (when they may read the menu); else the url is typed. */
function useCategories(): { url: string; title: string }[] {
  const { canAccess } = useCanAccess({ resource: 'menu', action: 'list' });
  const { data } = useGetList('menu', { pagination: { page: 1, perPage: 500 }, sort: { field: 'id', order: 'ASC' } }, { enabled: canAccess === true });
  return (data ?? []).filter((item) => item.type === 'category').map((item) => ({ url: String(item.url), title: String(item.title ?? item.url) }));
}

function SectionRow({
  section,
  index,
  count,
  canEdit,
  categories,
  onChange,
  onMove,
  onRemove,
}: {
  section: Section;
  index: number;
  count: number;
  canEdit: boolean;
  categories: { url: string; title: string }[];
  onChange: (next: Section) => void;
  onMove: (by: number) => void;
  onRemove: () => void;
}) {
  const translate = useTranslate();
  const name = translate(`app.homepage.types.${section.type}`);
  const position = translate('app.homepage.position', { n: index + 1, name });
  const setData = (data: Section['data']) => onChange({ ...section, data: { ...section.data, ...data } });
  return (
    <Card variant="outlined" component="li" aria-label={position} data-testid="homepage-section">
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ mb: 1, alignItems: 'center' }}>
          <Typography component="h3" variant="subtitle1" sx={{ flexGrow: 1, fontWeight: 600 }}>
            {position}
          </Typography>
          {canEdit && (
            <>
              <IconButton aria-label={translate('app.homepage.move_up', { n: index + 1 })} disabled={index === 0} onClick={() => onMove(-1)}>
                <ArrowUpwardIcon />
              </IconButton>
              <IconButton aria-label={translate('app.homepage.move_down', { n: index + 1 })} disabled={index === count - 1} onClick={() => onMove(1)}>
                <ArrowDownwardIcon />
              </IconButton>
              <IconButton aria-label={translate('app.homepage.remove', { n: index + 1 })} onClick={onRemove}>
                <DeleteIcon />
              </IconButton>
            </>
          )}
        </Stack>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2 }}>
          {section.type === 'widget' && (
            <TextField
              select
              label={translate('app.homepage.fields.widget')}
              value={section.widget ?? 'new'}
              onChange={(e) => onChange({ ...section, widget: e.target.value, data: { limit: section.data.limit } })}
              disabled={!canEdit}
              sx={{ minWidth: 220 }}
            >
              {WIDGETS.map((w) => (
                <MenuItem key={w} value={w}>
                  {translate(`app.homepage.widgets.${w}`)}
                </MenuItem>
              ))}
            </TextField>
          )}
          {section.type === 'widget' &&
            section.widget === 'category' &&
            (categories.length > 0 ? (
              <TextField
                select
                label={translate('app.homepage.fields.category')}
                value={section.data.url ?? ''}
                onChange={(e) => setData({ url: e.target.value })}
                disabled={!canEdit}
                sx={{ minWidth: 220 }}
                required
              >
                {categories.map((c) => (
                  <MenuItem key={c.url} value={c.url}>
                    {c.title}
                  </MenuItem>
                ))}
              </TextField>
            ) : (
              <TextField
                label={translate('app.homepage.fields.category_url')}
                value={section.data.url ?? ''}
                onChange={(e) => setData({ url: e.target.value.toLowerCase() })}
                disabled={!canEdit}
                required
              />
            ))}
          {section.type === 'widget' && section.widget === 'brand' && (
            <TextField
              label={translate('app.homepage.fields.brand_url')}
              helperText={translate('app.homepage.brand_help')}
              value={section.data.url ?? ''}
              onChange={(e) => setData({ url: e.target.value.toLowerCase() })}
              disabled={!canEdit}
            />
          )}
          {section.type === 'widget' && (
            <TextField
              type="number"
              label={translate('app.homepage.fields.limit')}
              value={section.data.limit ?? ''}
              onChange={(e) => setData({ limit: e.target.value === '' ? undefined : Number(e.target.value) })}
              slotProps={{ htmlInput: { min: 1, max: 24, step: 1 } }}
              helperText={translate('app.homepage.limit_help')}
              disabled={!canEdit}
              sx={{ maxWidth: 180 }}
            />
          )}
          {section.type === 'block' && (
            <TextField
              label={translate('app.homepage.fields.identifier')}
              value={section.data.identifier ?? ''}
              onChange={(e) => setData({ identifier: e.target.value })}
              disabled={!canEdit}
              required
              helperText={translate('app.homepage.identifier_help')}
            />
          )}
          {section.type === 'slider' && <Typography color="text.secondary">{translate('app.homepage.slider_help')}</Typography>}
        </Stack>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          {LANGUAGE_CODES.map((language) => (
            <TextField
              key={language}
              label={translate('app.homepage.fields.title', { language: translate(`app.homepage.languages.${language}`) })}
              value={section.titles[language] ?? ''}
              onChange={(e) => onChange({ ...section, titles: { ...section.titles, [language]: e.target.value } })}
              disabled={!canEdit}
              fullWidth
            />
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}

/**
 * /admin/homepage (Shop Design): the storefront's homepage as an ordered list of sections, the
 * slider, product widgets (new, featured, hot, a category, brands) and blocks, each with a heading per
 * language. Staff add, move and remove sections and save the list as a whole ("Submit Success" or
 * "Submit Fail" with the server's messages); the preview opens the storefront's homepage.
 */
export const HomepagePage = () => {
  const translate = useTranslate();
  const { isPending } = useRequireAccess({ resource: 'homepage', action: 'list' });
  const { canAccess: canEdit = false } = useCanAccess({ resource: 'homepage', action: 'edit' });
  const categories = useCategories();
  const [sections, setSections] = useState<Section[] | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (isPending) return;
    httpClient('/api/admin/homepage')
      .then(({ json }) => setSections((json.sections as Omit<Section, 'key'>[]).map(withKey)))
      .catch((error: unknown) => feedbackStore.show({ title: 'app.homepage.load_fail', messages: messagesOf(error), severity: 'error' }));
  }, [isPending]);

  if (isPending || !sections) return <Loading />;

  const change = (index: number, next: Section) => setSections(sections.map((s, i) => (i === index ? next : s)));
  const move = (index: number, by: number) => {
    const next = [...sections];
    const [moved] = next.splice(index, 1);
    next.splice(index + by, 0, moved);
    setSections(next);
  };
  const add = (type: SectionType) => setSections([...sections, withKey({ type, widget: type === 'widget' ? 'new' : null, data: {}, titles: {} })]);
  const save = async () => {
    setSaving(true);
    try {
      const { json } = await httpClient('/api/admin/homepage', { method: 'PUT', body: JSON.stringify(toBody(sections)) });
      setSections((json.sections as Omit<Section, 'key'>[]).map(withKey));
      feedbackStore.show({ title: 'app.feedback.submit_success', messages: [], severity: 'success' });
    } catch (error) {
      feedbackStore.show({ title: 'app.feedback.submit_fail', messages: messagesOf(error), severity: 'error' });
    } finally {
      setSaving(false);
    }
  };
  const hasSlider = sections.some((s) => s.type === 'slider');

  return (
    <Card sx={{ mt: 1 }}>
      <Title title="app.homepage.title" />
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { sm: 'center' } }}>
          <Typography color="text.secondary" sx={{ flexGrow: 1 }}>
            {translate('app.homepage.intro')}
          </Typography>
          <Button href="/" target="_blank" rel="noopener" startIcon={<OpenInNewIcon />} variant="outlined">
            {translate('app.homepage.preview')}
          </Button>
        </Stack>
        {sections.length === 0 && <Typography sx={{ mb: 2 }}>{translate('app.homepage.empty')}</Typography>}
        <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }} aria-label={translate('app.homepage.sections')}>
          {sections.map((section, index) => (
            <SectionRow
              key={section.key}
              section={section}
              index={index}
              count={sections.length}
              canEdit={canEdit}
              categories={categories}
              onChange={(next) => change(index, next)}
              onMove={(by) => move(index, by)}
              onRemove={() => setSections(sections.filter((_, i) => i !== index))}
            />
          ))}
        </Box>
        {canEdit && (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 2 }}>
            <Button startIcon={<AddIcon />} onClick={() => add('slider')} disabled={hasSlider}>
              {translate('app.homepage.add.slider')}
            </Button>
            <Button startIcon={<AddIcon />} onClick={() => add('widget')}>
              {translate('app.homepage.add.widget')}
            </Button>
            <Button startIcon={<AddIcon />} onClick={() => add('block')}>
              {translate('app.homepage.add.block')}
            </Button>
            <Box sx={{ flexGrow: 1 }} />
            <Button variant="contained" onClick={save} disabled={saving}>
              {translate('ra.action.save')}
            </Button>
          </Stack>
        )}
      </CardContent>
    </Card>
  );
};
