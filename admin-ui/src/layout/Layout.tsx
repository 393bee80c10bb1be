import { Box } from '@mui/material';
import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import {
  AppBar as RaAppBar,
  Layout as RaLayout,
  LoadingIndicator,
  Logout,
  TitlePortal,
  useGetIdentity,
  UserMenu,
  useLocaleState,
  useTranslate,
} from 'react-admin';
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

/**
 * react-admin's user menu, its button named with the name it shows (WCAG 2.5.3: react-admin names it
 * "Profile" alone while showing the admin's name), e.g. "Demo Admin (Profile)".
 */
const NamedUserMenu = () => {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const profile = translate('ra.auth.user_menu');
  return (
    <UserMenu label={identity?.fullName ? `${identity.fullName} (${profile})` : 'ra.auth.user_menu'}>
      <Logout />
    </UserMenu>
  );
};

const AppBar = () => (
  <RaAppBar
    toolbar={
      <>
        <LanguageSwitcher />
        <NamedLoadingIndicator />
      </>
    }
    userMenu={<NamedUserMenu />}
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
