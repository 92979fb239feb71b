import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Organization } from '../lib/api-types';

interface OrganizationBrandProps {
  organization: Pick<Organization, 'display_name' | 'logo_url' | 'favicon_url'>;
  /** Icon only: the collapsed side navigation. */
  compact?: boolean;
}

/** Logo when there is one, otherwise the icon (favicon) or the first letter of the name. */
export function OrganizationBrand({ organization, compact = false }: OrganizationBrandProps) {
  const name = organization.display_name;
  if (!compact && organization.logo_url) {
    return (
      <Box
        component="img"
        src={organization.logo_url}
        alt={name}
        sx={{ display: 'block', maxWidth: 170, maxHeight: 56, objectFit: 'contain' }}
      />
    );
  }
  const mark = organization.favicon_url ? (
    <Avatar src={organization.favicon_url} alt={compact ? name : ''} variant="rounded" sx={{ width: 32, height: 32 }} />
  ) : (
    <Avatar
      variant="rounded"
      aria-hidden={!compact}
      aria-label={compact ? name : undefined}
      sx={{ width: 32, height: 32, bgcolor: 'primary.main', color: 'primary.contrastText', fontWeight: 700 }}
    >
      {name.trim().charAt(0).toUpperCase() || 'H'}
    </Avatar>
  );
  if (compact) return mark;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
      {mark}
      <Typography variant="subtitle1" component="span" noWrap sx={{ fontWeight: 700 }}>
        {name}
      </Typography>
    </Box>
  );
}
