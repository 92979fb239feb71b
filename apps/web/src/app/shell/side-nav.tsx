import { Link as RouterLink, useLocation } from 'react-router';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import { alpha } from '@mui/material/styles';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import type { AccountAbilities } from '@huddle/domain/policy/account';
import { LazyTooltip as Tooltip } from '../../components/lazy-tooltip';
import { OrganizationBrand } from '../../components/organization-brand';
import type { Organization } from '../../lib/api-types';
import { isCurrentSection, navItemsFor, type NavItem } from './nav-items';

interface SideNavProps {
  organization: Organization;
  /** The signed-in person's abilities: which items show. */
  abilities: AccountAbilities;
  collapsed?: boolean;
  onToggleCollapsed?: () => void;
  onNavigate?: () => void;
}

export function SideNav({ organization, abilities, collapsed = false, onToggleCollapsed, onNavigate }: SideNavProps) {
  const { pathname } = useLocation();
  return (
    <Box
      component="nav"
      aria-label="Main"
      sx={{ display: 'flex', flexDirection: 'column', height: '100%', overflowX: 'hidden' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', minHeight: 64, px: collapsed ? 1 : 2.5, py: 1.5 }}>
        <OrganizationBrand organization={organization} compact={collapsed} />
      </Box>
      <NavDivider />
      <Box sx={{ flexGrow: 1, overflowY: 'auto', overflowX: 'hidden' }}>
        <Box component="ul" sx={{ listStyle: 'none', m: 0, px: 0, py: 1 }}>
          {navItemsFor(abilities).map((item) => (
            <SideNavItem
              key={item.label}
              item={item}
              collapsed={collapsed}
              selected={isCurrentSection(item, pathname)}
              onNavigate={onNavigate}
            />
          ))}
        </Box>
      </Box>
      {onToggleCollapsed && (
        <>
          <NavDivider />
          <Box sx={{ display: 'flex', justifyContent: collapsed ? 'center' : 'flex-end', p: 0.5 }}>
            <Tooltip title={collapsed ? 'Expand navigation' : 'Collapse navigation'} placement="right">
              <IconButton
                onClick={onToggleCollapsed}
                aria-label={collapsed ? 'Expand navigation' : 'Collapse navigation'}
                aria-expanded={!collapsed}
                size="small"
              >
                {collapsed ? <ChevronRightIcon /> : <ChevronLeftIcon />}
              </IconButton>
            </Tooltip>
          </Box>
        </>
      )}
    </Box>
  );
}

// The navigation draws what MUI's Divider and List, ListItem, ListItemButton, ListItemIcon and ListItemText would,
// from Box and ButtonBase: a few lines of CSS each, and ~5 KiB gzipped less on the events page's first load (issue 14).
function NavDivider() {
  return <Box component="hr" sx={{ m: 0, flexShrink: 0, border: 0, borderBottom: 1, borderColor: 'divider' }} />;
}

interface SideNavItemProps {
  item: NavItem;
  collapsed: boolean;
  selected: boolean;
  onNavigate?: () => void;
}

function SideNavItem({ item, collapsed, selected, onNavigate }: SideNavItemProps) {
  const linkProps = item.external
    ? { component: 'a' as const, href: item.to, target: '_blank', rel: 'noopener noreferrer' }
    : { component: RouterLink, to: item.to };
  const button = (
    <ButtonBase
      {...linkProps}
      aria-current={selected ? 'page' : undefined}
      aria-label={collapsed ? item.label : undefined}
      onClick={onNavigate}
      sx={(theme) => ({
        display: 'flex',
        flexGrow: 1,
        alignItems: 'center',
        justifyContent: collapsed ? 'center' : 'flex-start',
        minWidth: 0,
        minHeight: 44,
        mx: collapsed ? 0 : 1,
        px: 1.5,
        py: 1,
        boxSizing: 'border-box',
        textAlign: 'left',
        borderRadius: collapsed ? 0 : 2,
        color: selected ? 'primary.dark' : 'text.secondary',
        bgcolor: selected ? alpha(theme.palette.primary.main, 0.1) : undefined,
        transition: theme.transitions.create('background-color', { duration: theme.transitions.duration.shortest }),
        '&:hover': {
          bgcolor: selected ? alpha(theme.palette.primary.main, 0.1) : 'action.hover',
          '@media (hover: none)': { bgcolor: selected ? alpha(theme.palette.primary.main, 0.1) : 'transparent' },
        },
        '&.Mui-focusVisible': { bgcolor: 'action.focus' },
      })}
    >
      <Box component="span" sx={{ display: 'inline-flex', flexShrink: 0, minWidth: collapsed ? 0 : 36 }}>
        {item.icon}
      </Box>
      {!collapsed && (
        <Box
          component="span"
          sx={(theme) => ({
            ...theme.typography.body1,
            flex: '1 1 auto',
            minWidth: 0,
            my: 0.5,
            fontSize: 15,
            fontWeight: selected ? 600 : 500,
          })}
        >
          {item.label}
        </Box>
      )}
      {!collapsed && item.external && <OpenInNewIcon sx={{ fontSize: 16 }} aria-hidden />}
    </ButtonBase>
  );
  return (
    <Box component="li" sx={{ display: 'block', position: 'relative', mb: 0.25 }}>
      {collapsed ? (
        <Tooltip title={item.label} placement="right">
          {button}
        </Tooltip>
      ) : (
        button
      )}
    </Box>
  );
}
