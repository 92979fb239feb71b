import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';

/** Spec §2.8: "Back to Groups" goes to /groups. */
export function BackToGroups() {
  return (
    <Button component={RouterLink} to="/groups" startIcon={<ArrowBackIcon />} sx={{ alignSelf: 'flex-start' }}>
      Back to Groups
    </Button>
  );
}
