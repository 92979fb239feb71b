import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { BOOK_A_DEMO_URL } from '@huddle/domain/constants';
import { CenteredLayout } from '../../../components/centered-layout';
import { OrganizationBrand } from '../../../components/organization-brand';
import { useDocumentTitle } from '../../../lib/document-title';
import { useOrganization } from '../../../lib/organization';

export function InactiveOrganizationPage() {
  const organization = useOrganization();
  useDocumentTitle(organization.display_name);
  return (
    <CenteredLayout
      brand={
        <Box sx={{ display: 'flex', justifyContent: 'center' }}>
          <OrganizationBrand organization={organization} />
        </Box>
      }
      title={organization.display_name}
      subtitle="This Huddle workspace isn't active yet. Book a demo to see how Huddle brings your events, groups and feedback together."
    >
      <Button variant="contained" size="large" href={BOOK_A_DEMO_URL} target="_blank" rel="noopener noreferrer">
        Book a demo
      </Button>
    </CenteredLayout>
  );
}
