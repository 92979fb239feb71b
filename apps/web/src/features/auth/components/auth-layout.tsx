import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { CenteredLayout } from '../../../components/centered-layout';
import { OrganizationBrand } from '../../../components/organization-brand';
import { useOrganization } from '../../../lib/organization';

interface AuthLayoutProps {
  title: string;
  subtitle?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  maxWidth?: number;
}

export function AuthLayout(props: AuthLayoutProps) {
  const organization = useOrganization();
  return (
    <CenteredLayout
      {...props}
      brand={
        <Box sx={{ display: 'flex', justifyContent: 'center' }}>
          <OrganizationBrand organization={organization} />
        </Box>
      }
    />
  );
}
