import { useState } from 'react';
import VpnKeyOutlinedIcon from '@mui/icons-material/VpnKeyOutlined';
import { useOrganization } from '../../../lib/organization';
import { useOrganizationSettings } from '../api/get-organization-settings';
import { ComingSoonCard } from '../components/coming-soon-card';
import { OktaDialog } from './okta-dialog';

/** Spec §2.9: the Okta card, "Connected" once set up; its button opens the Okta dialog. */
export function OktaCard() {
  const organization = useOrganization();
  const settings = useOrganizationSettings(organization.id).data;
  const [open, setOpen] = useState(false);
  const connected = settings?.okta_enabled ?? organization.okta_enabled;
  const style = settings?.okta_type === 'saml' ? 'SAML' : 'OIDC';
  return (
    <>
      <ComingSoonCard
        icon={<VpnKeyOutlinedIcon />}
        title="Okta"
        description="Let employees sign in with Okta single sign-on (OIDC or SAML)."
        connected={connected}
        actionLabel={connected ? 'Manage Okta' : 'Set up Okta'}
        {...(settings && { onAction: () => setOpen(true) })}
        note={
          connected
            ? `Signs in with ${style}${settings?.force_okta_sign_in ? '; Okta sign-in is forced' : ''}.`
            : undefined
        }
      />
      {open && settings && <OktaDialog settings={settings} onClose={() => setOpen(false)} />}
    </>
  );
}
