import { lazy, Suspense, useState } from 'react';
import { Outlet, useMatch } from 'react-router';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import MenuIcon from '@mui/icons-material/Menu';
import { SIDE_NAV_COLLAPSED_WIDTH, SIDE_NAV_WIDTH } from '@huddle/domain/constants';
import { OrganizationBrand } from '../../components/organization-brand';
import { PageLoader } from '../../components/page-loader';
import { useCurrentUser } from '../../lib/current-user';
import { useOrganization } from '../../lib/organization';
import { SideNav } from './side-nav';
import { useSideNavCollapsed } from './use-side-nav-collapsed';

const PHONE_NAV_ID = 'side-navigation-drawer';

// Phones only, on the first tap of the menu button (issue 14: the events page's first load).
const PhoneNavDrawer = lazy(() => import('./phone-nav-drawer').then((module) => ({ default: module.PhoneNavDrawer })));

// Shown once per user, so it stays out of the shell's chunk.
const WelcomeDialog = lazy(() =>
  import('../../features/users/components/welcome-dialog').then((module) => ({ default: module.WelcomeDialog })),
);

/** Signed-in layout: side navigation (a temporary drawer on phones) beside the page. */
export function AppShell() {
  const organization = useOrganization();
  const { user } = useCurrentUser();
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const [collapsed, toggleCollapsed] = useSideNavCollapsed();
  const [drawerOpen, setDrawerOpen] = useState(false);
  // The drawer stays mounted once loaded (closed, it keeps its place for aria-controls and a quick reopen).
  const [drawerLoaded, setDrawerLoaded] = useState(false);
  // The event builder uses the whole width (spec §2.10).
  const creatingNew = useMatch('/event/new/create');
  const creatingDraft = useMatch('/event/:id/create');
  const navHidden = Boolean(creatingNew || creatingDraft);

  if (!user) return null;
  const width = collapsed ? SIDE_NAV_COLLAPSED_WIDTH : SIDE_NAV_WIDTH;
  const showPhoneBar = isPhone && !navHidden;

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      {showPhoneBar && (
        // What MUI's AppBar and Toolbar draw here (a fixed header, a toolbar's height and gutters), as Boxes: the
        // events page's first load is ~1.5 KiB gzipped lighter (issue 14).
        <Box
          component="header"
          sx={{
            position: 'fixed',
            top: 0,
            right: 0,
            width: '100%',
            zIndex: 'appBar',
            borderBottom: 1,
            borderColor: 'divider',
            bgcolor: 'background.paper',
          }}
        >
          <Box sx={(theme) => ({ ...theme.mixins.toolbar, display: 'flex', alignItems: 'center', gap: 1, px: 2 })}>
            <IconButton
              edge="start"
              aria-label="Open navigation"
              aria-expanded={drawerOpen}
              aria-controls={drawerLoaded ? PHONE_NAV_ID : undefined}
              onClick={() => {
                setDrawerLoaded(true);
                setDrawerOpen(true);
              }}
            >
              <MenuIcon />
            </IconButton>
            <OrganizationBrand organization={organization} />
          </Box>
        </Box>
      )}
      {!navHidden && isPhone && drawerLoaded && (
        <Suspense fallback={null}>
          <PhoneNavDrawer
            id={PHONE_NAV_ID}
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            organization={organization}
            abilities={user.abilities}
          />
        </Suspense>
      )}
      {!navHidden && !isPhone && (
        // What a permanent MUI Drawer renders (a fixed paper beside a spacer), without the Drawer: its module brings
        // the modal and transitions of the temporary one along.
        <Box sx={{ width, flexShrink: 0, transition: theme.transitions.create('width') }}>
          <Box
            sx={{
              position: 'fixed',
              top: 0,
              left: 0,
              zIndex: 'drawer',
              display: 'flex',
              flexDirection: 'column',
              height: '100%',
              width,
              boxSizing: 'border-box',
              overflowX: 'hidden',
              overflowY: 'auto',
              bgcolor: 'background.paper',
              color: 'text.primary',
              borderRight: 1,
              borderColor: 'divider',
              transition: theme.transitions.create('width'),
            }}
          >
            <SideNav
              organization={organization}
              abilities={user.abilities}
              collapsed={collapsed}
              onToggleCollapsed={toggleCollapsed}
            />
          </Box>
        </Box>
      )}
      <Box
        component="main"
        sx={{
          flexGrow: 1,
          minWidth: 0,
          px: { xs: 2, sm: 3, md: 5 },
          py: { xs: 3, md: 4 },
          mt: showPhoneBar ? 7 : 0,
        }}
      >
        <Box sx={{ maxWidth: 1200, mx: 'auto' }}>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </Box>
      </Box>
      {!user.welcome_shown && (
        <Suspense fallback={null}>
          <WelcomeDialog user={user} />
        </Suspense>
      )}
    </Box>
  );
}
