import Drawer from '@mui/material/Drawer';
import { SIDE_NAV_WIDTH } from '@huddle/domain/constants';
import type { AccountAbilities } from '@huddle/domain/policy/account';
import type { Organization } from '../../lib/api-types';
import { SideNav } from './side-nav';

interface PhoneNavDrawerProps {
  /** What the menu button's aria-controls names. */
  id: string;
  open: boolean;
  onClose: () => void;
  organization: Organization;
  abilities: AccountAbilities;
}

/**
 * The side navigation as a temporary drawer on phones. In a chunk of its own, loaded on the first tap of the menu
 * button: the drawer's modal, focus trap and transitions are not part of the events page's first load (issue 14).
 */
export function PhoneNavDrawer({ id, open, onClose, organization, abilities }: PhoneNavDrawerProps) {
  return (
    <Drawer
      id={id}
      variant="temporary"
      open={open}
      onClose={onClose}
      ModalProps={{ keepMounted: true }}
      slotProps={{ paper: { 'aria-label': 'Navigation menu' } }}
      sx={{ '& .MuiDrawer-paper': { width: SIDE_NAV_WIDTH, boxSizing: 'border-box' } }}
    >
      <SideNav organization={organization} abilities={abilities} onNavigate={onClose} />
    </Drawer>
  );
}
