import { Link as RouterLink, useLocation } from 'react-router';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
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
      <Divider />
      <Box sx={{ flexGrow: 1, overflowY: 'auto', overflowX: 'hidden' }}>
        <List sx={{ py: 1 }}>
          {navItemsFor(abilities).map((item) => (
            <SideNavItem
              key={item.label}
              item={item}
              collapsed={collapsed}
              selected={isCurrentSection(item, pathname)}
              onNavigate={onNavigate}
            />
          ))}
        </List>
      </Box>
      {onToggleCollapsed && (
        <>
          <Divider />
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
    <ListItemButton
      {...linkProps}
      selected={selected}
      aria-current={selected ? 'page' : undefined}
      aria-label={collapsed ? item.label : undefined}
      onClick={onNavigate}
      sx={(theme) => ({
        minHeight: 44,
        mx: collapsed ? 0 : 1,
        px: collapsed ? 1.5 : 1.5,
        borderRadius: collapsed ? 0 : 2,
        justifyContent: collapsed ? 'center' : 'flex-start',
        color: 'text.secondary',
        '& .MuiListItemIcon-root': { color: 'inherit' },
        '&.Mui-selected, &.Mui-selected:hover': {
          bgcolor: alpha(theme.palette.primary.main, 0.1),
          color: 'primary.dark',
          fontWeight: 600,
        },
      })}
    >
      <ListItemIcon sx={{ minWidth: collapsed ? 0 : 36 }}>{item.icon}</ListItemIcon>
      {!collapsed && (
        <ListItemText
          primary={item.label}
          slotProps={{ primary: { sx: { fontWeight: selected ? 600 : 500, fontSize: 15 } } }}
        />
      )}
      {!collapsed && item.external && <OpenInNewIcon sx={{ fontSize: 16 }} aria-hidden />}
    </ListItemButton>
  );
  return (
    <ListItem disablePadding sx={{ display: 'block', mb: 0.25 }}>
      {collapsed ? (
        <Tooltip title={item.label} placement="right">
          {button}
        </Tooltip>
      ) : (
        button
      )}
    </ListItem>
  );
}
