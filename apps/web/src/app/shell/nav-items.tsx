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
import type { AccountAbilities } from '@huddle/domain/policy/account';

export interface NavItem {
  label: string;
  icon: ReactNode;
  /** The caller's ability the item needs (docs/api-auth.md); none: every signed-in person has it. */
  ability?: keyof AccountAbilities;
  /** In-app path, or an external address opened in a new tab. */
  to: string;
  external?: boolean;
  /** Path prefixes that mark the item as the current section. */
  sections: string[];
}

/** Spec §2.10, in order. Each item needs the ability its route's guard asks for (router.tsx). */
export const NAV_ITEMS: NavItem[] = [
  { label: 'Events', to: '/events', icon: <EventOutlinedIcon />, sections: ['/events', '/event'] },
  {
    label: 'Collections',
    to: '/collections',
    icon: <CollectionsBookmarkOutlinedIcon />,
    ability: 'can_manage_collections',
    sections: ['/collections'],
  },
  { label: 'Groups', to: '/groups', icon: <GroupsOutlinedIcon />, sections: ['/groups', '/group'] },
  {
    label: 'Contacts',
    to: '/contacts',
    icon: <ContactsOutlinedIcon />,
    ability: 'can_manage_contacts',
    sections: ['/contacts'],
  },
  {
    label: 'Surveys',
    to: '/surveyTemplates',
    icon: <AssignmentOutlinedIcon />,
    ability: 'can_manage_surveys',
    sections: ['/surveys', '/surveyTemplates', '/surveyTemplate'],
  },
  {
    label: 'Analytics',
    to: '/analytics',
    icon: <InsightsOutlinedIcon />,
    ability: 'can_view_analytics',
    sections: ['/analytics'],
  },
  {
    label: 'Settings',
    to: '/settings',
    icon: <SettingsOutlinedIcon />,
    ability: 'can_manage_settings',
    sections: ['/settings'],
  },
  {
    label: 'Resources',
    to: RESOURCES_URL,
    external: true,
    icon: <MenuBookOutlinedIcon />,
    sections: [],
  },
  { label: 'Profile', to: '/profile', icon: <AccountCircleOutlinedIcon />, sections: ['/profile'] },
];

export function navItemsFor(abilities: AccountAbilities): NavItem[] {
  return NAV_ITEMS.filter((item) => item.ability === undefined || abilities[item.ability]);
}

export function isCurrentSection(item: NavItem, pathname: string): boolean {
  return item.sections.some((section) => pathname === section || pathname.startsWith(`${section}/`));
}
