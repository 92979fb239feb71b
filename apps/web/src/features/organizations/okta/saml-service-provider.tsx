import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { OKTA_SAML_PATHS } from '@huddle/domain/okta-schemas';
import { notify } from '../../../lib/snackbars';

/** One value to enter in Okta: read-only, with a button that copies it. */
function CopyField({ label, value, helperText }: { label: string; value: string; helperText?: string }) {
  const copy = () =>
    void navigator.clipboard
      ?.writeText(value)
      .then(() => notify.success(`${label} copied!`))
      .catch(() => notify.info(value));
  return (
    <TextField
      label={label}
      value={value}
      helperText={helperText}
      fullWidth
      slotProps={{
        input: {
          readOnly: true,
          endAdornment: (
            <InputAdornment position="end">
              <IconButton aria-label={`Copy ${label}`} onClick={copy} edge="end">
                <ContentCopyIcon fontSize="small" />
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

/**
 * What the admin enters in Okta's SAML app (ADR 35): our assertion consumer service ("Single sign-on URL") and our
 * entity id ("Audience URI"), which is also the URL of our metadata. Both are on this organization's host.
 */
export function SamlServiceProvider() {
  const origin = window.location.origin;
  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">
        In Okta, create a SAML 2.0 app with these values, send the email address as the Name ID, then paste the app’s
        metadata URL below.
      </Typography>
      <CopyField label="Single sign-on URL (ACS)" value={`${origin}${OKTA_SAML_PATHS.acs}`} />
      <CopyField
        label="Audience URI (SP entity ID)"
        value={`${origin}${OKTA_SAML_PATHS.metadata}`}
        helperText="Also the address of Huddle’s service provider metadata."
      />
    </Stack>
  );
}
