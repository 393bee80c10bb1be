import { Card, Tab, Tabs } from '@mui/material';
import { useState } from 'react';
import { Loading, Title, useCanAccess, useRequireAccess, useTranslate } from 'react-admin';
import { CurrencyTab } from './CurrencyTab';
import { LanguageTab } from './LanguageTab';
import { ShopTab } from './ShopTab';
import { SiteTab } from './SiteTab';

const TABS = [
  { key: 'site', Panel: SiteTab },
  { key: 'language', Panel: LanguageTab },
  { key: 'currency', Panel: CurrencyTab },
  { key: 'shop', Panel: ShopTab },
] as const;

/** /admin/configuration: site settings, languages, currencies and shop config, each saved through its endpoint. */
export const ConfigurationPage = () => {
  const translate = useTranslate();
  const { isPending } = useRequireAccess({ resource: 'configuration', action: 'list' });
  const { canAccess: canEdit = false } = useCanAccess({ resource: 'configuration', action: 'edit' });
  const [tab, setTab] = useState(0);
  if (isPending) return <Loading />;
  const { key, Panel } = TABS[tab];
  return (
    <Card sx={{ mt: 1 }}>
      <Title title="app.menu.entries.configuration" />
      <Tabs
        value={tab}
        onChange={(_, value: number) => setTab(value)}
        variant="scrollable"
        scrollButtons="auto"
        aria-label={translate('app.menu.entries.configuration')}
      >
        {TABS.map(({ key: name }, index) => (
          <Tab key={name} id={`config-tab-${name}`} aria-controls={`config-panel-${name}`} label={translate(`app.configuration.tabs.${name}`)} value={index} />
        ))}
      </Tabs>
      <div role="tabpanel" id={`config-panel-${key}`} aria-labelledby={`config-tab-${key}`}>
        <Panel canEdit={canEdit} />
      </div>
    </Card>
  );
};
