import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { AUTH_MESSAGES } from '@huddle/domain/messages';
import { setCurrentUser } from '../../../lib/current-user';
import { useDocumentTitle } from '../../../lib/document-title';
import { useOrganization } from '../../../lib/organization';
import { useAdminSignUp } from '../api/sign-up';
import { AuthLayout } from '../components/auth-layout';
import { SignUpForm } from '../components/sign-up-form';

/** Admin onboarding (spec §2.1): the onboard code makes the first admin, who lands on /settings. */
export function AdminSignUpPage() {
  useDocumentTitle('Admin sign up');
  const organization = useOrganization();
  const [params] = useSearchParams();
  const onboardCode = params.get('onboard_code')?.trim() ?? '';
  const adminSignUp = useAdminSignUp();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  if (!onboardCode) {
    return (
      <AuthLayout
        title="Admin sign up"
        footer={
          <Link component={RouterLink} to="/login">
            Go to sign in
          </Link>
        }
      >
        <Alert severity="error">{AUTH_MESSAGES.onboardCodeInvalid}</Alert>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title={`Set up ${organization.display_name}`}
      subtitle="Create the administrator account for your organization's Huddle workspace."
      maxWidth={520}
    >
      <SignUpForm
        submitLabel="Create admin account"
        onSubmit={async ({ terms: _terms, ...values }) => {
          const response = await adminSignUp.mutateAsync({ ...values, organizationId: organization.id, onboardCode });
          setCurrentUser(queryClient, response.user);
          navigate('/settings', { replace: true });
        }}
      />
    </AuthLayout>
  );
}
