import { lazy, Suspense, useState } from 'react';
import { Outlet, useMatch } from 'react-router';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
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
        <AppBar
          position="fixed"
          color="inherit"
          elevation={0}
          sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
        >
          <Toolbar sx={{ gap: 1 }}>
            <IconButton
              edge="start"
              aria-label="Open navigation"
              aria-expanded={drawerOpen}
              aria-controls="side-navigation-drawer"
              onClick={() => setDrawerOpen(true)}
            >
              <MenuIcon />
            </IconButton>
            <OrganizationBrand organization={organization} />
          </Toolbar>
        </AppBar>
      )}
      {!navHidden && isPhone && (
        <Drawer
          id="side-navigation-drawer"
          variant="temporary"
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          ModalProps={{ keepMounted: true }}
          slotProps={{ paper: { 'aria-label': 'Navigation menu' } }}
          sx={{ '& .MuiDrawer-paper': { width: SIDE_NAV_WIDTH, boxSizing: 'border-box' } }}
        >
          <SideNav organization={organization} abilities={user.abilities} onNavigate={() => setDrawerOpen(false)} />
        </Drawer>
      )}
      {!navHidden && !isPhone && (
        <Drawer
          variant="permanent"
          sx={{
            width,
            flexShrink: 0,
            transition: theme.transitions.create('width'),
            '& .MuiDrawer-paper': {
              width,
              boxSizing: 'border-box',
              overflowX: 'hidden',
              transition: theme.transitions.create('width'),
              borderRight: 1,
              borderColor: 'divider',
            },
          }}
        >
          <SideNav
            organization={organization}
            abilities={user.abilities}
            collapsed={collapsed}
            onToggleCollapsed={toggleCollapsed}
          />
        </Drawer>
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
