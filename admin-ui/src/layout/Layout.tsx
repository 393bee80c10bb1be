import { Box } from '@mui/material';
import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { AppBar as RaAppBar, Layout as RaLayout, LoadingIndicator, Logout, TitlePortal, UserMenu, useLocaleState, useTranslate } from 'react-admin';
import { ensureSession } from '../providers/session';
import { Breadcrumb } from './Breadcrumb';
import { FeedbackDialog } from './FeedbackDialog';
import { LanguageSwitcher } from './LanguageSwitcher';
import { Menu } from './Menu';

const SESSION_CHECK_MS = 30_000;

/** Refreshes a token that is about to end and notices an expired one, also while the admin is idle. */
function useSessionWatch() {
  const { pathname } = useLocation();
  useEffect(() => {
    void ensureSession();
  }, [pathname]);
  useEffect(() => {
    const timer = window.setInterval(() => void ensureSession(), SESSION_CHECK_MS);
    return () => window.clearInterval(timer);
  }, []);
}

/** react-admin's indicator, its spinner named for screen readers (the theme hides unnamed spinners). */
const NamedLoadingIndicator = () => {
  const translate = useTranslate();
  return <LoadingIndicator aria-hidden={false} aria-label={translate('ra.page.loading')} />;
};

const AppBar = () => (
  <RaAppBar
    toolbar={
      <>
        <LanguageSwitcher />
        <NamedLoadingIndicator />
      </>
    }
    userMenu={
      <UserMenu>
        <Logout />
      </UserMenu>
    }
  >
    <TitlePortal component="h1" />
  </RaAppBar>
);

export const Layout = ({ children }: { children?: ReactNode }) => {
  const [locale] = useLocaleState();
  useSessionWatch();
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  return (
    <RaLayout appBar={AppBar} menu={Menu} appBarAlwaysOn>
      <Breadcrumb />
      <Box sx={{ pb: 4 }}>{children}</Box>
      <FeedbackDialog />
    </RaLayout>
  );
};
