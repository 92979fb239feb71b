import type { ReactNode } from 'react';
import AccountCircleOutlinedIcon from '@mui/icons-material/AccountCircleOutlined';
import AssignmentOutlinedIcon from '@mui/icons-material/AssignmentOutlined';
import CollectionsBookmarkOutlinedIcon from '@mui/icons-material/CollectionsBookmarkOutlined';
import ContactsOutlinedIcon from '@mui/icons-material/ContactsOutlined';
import EventOutlinedIcon from '@mui/icons-material/EventOutlined';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import InsightsOutlinedIcon from '@mui/icons-material/InsightsOutlined';
import MenuBookOutlinedIcon from '@mui/icons-material/MenuBookOutlined';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import { RESOURCES_URL } from '@huddle/domain/constants';
import { hasMinimumRole, type Role } from '@huddle/domain/roles';

export interface NavItem {
  label: string;
  icon: ReactNode;
  minimum: Role;
  /** In-app path, or an external address opened in a new tab. */
  to: string;
  external?: boolean;
  /** Path prefixes that mark the item as the current section. */
  sections: string[];
}

/** Spec §2.10, in order. Contacts and Surveys need organizer because their routes do. */
export const NAV_ITEMS: NavItem[] = [
  { label: 'Events', to: '/events', icon: <EventOutlinedIcon />, minimum: 'user', sections: ['/events', '/event'] },
  {
    label: 'Collections',
    to: '/collections',
    icon: <CollectionsBookmarkOutlinedIcon />,
    minimum: 'organizer',
    sections: ['/collections'],
  },
  { label: 'Groups', to: '/groups', icon: <GroupsOutlinedIcon />, minimum: 'user', sections: ['/groups', '/group'] },
  { label: 'Contacts', to: '/contacts', icon: <ContactsOutlinedIcon />, minimum: 'organizer', sections: ['/contacts'] },
  {
    label: 'Surveys',
    to: '/surveyTemplates',
    icon: <AssignmentOutlinedIcon />,
    minimum: 'organizer',
    sections: ['/surveys', '/surveyTemplates', '/surveyTemplate'],
  },
  {
    label: 'Analytics',
    to: '/analytics',
    icon: <InsightsOutlinedIcon />,
    minimum: 'organizer',
    sections: ['/analytics'],
  },
  { label: 'Settings', to: '/settings', icon: <SettingsOutlinedIcon />, minimum: 'admin', sections: ['/settings'] },
  {
    label: 'Resources',
    to: RESOURCES_URL,
    external: true,
    icon: <MenuBookOutlinedIcon />,
    minimum: 'user',
    sections: [],
  },
  { label: 'Profile', to: '/profile', icon: <AccountCircleOutlinedIcon />, minimum: 'user', sections: ['/profile'] },
];

export function navItemsFor(role: Role): NavItem[] {
  return NAV_ITEMS.filter((item) => hasMinimumRole(role, item.minimum));
}

export function isCurrentSection(item: NavItem, pathname: string): boolean {
  return item.sections.some((section) => pathname === section || pathname.startsWith(`${section}/`));
}
