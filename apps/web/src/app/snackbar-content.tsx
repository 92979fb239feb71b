import { styled } from '@mui/material/styles';
import { MaterialDesignContent } from 'notistack';

/** notistack's default greens, blues and oranges fail WCAG contrast with white text; these pass AA. */
export const SnackbarContent = styled(MaterialDesignContent)(({ theme }) => ({
  fontFamily: theme.typography.fontFamily,
  borderRadius: theme.shape.borderRadius,
  '&.notistack-MuiContent-success': { backgroundColor: '#15803d', color: '#ffffff' },
  '&.notistack-MuiContent-error': { backgroundColor: '#b91c1c', color: '#ffffff' },
  '&.notistack-MuiContent-info': { backgroundColor: theme.palette.primary.main, color: '#ffffff' },
  '&.notistack-MuiContent-warning': { backgroundColor: '#b45309', color: '#ffffff' },
  '&.notistack-MuiContent-default': { backgroundColor: '#1c1b29', color: '#ffffff' },
}));

export const SNACKBAR_COMPONENTS = {
  default: SnackbarContent,
  success: SnackbarContent,
  error: SnackbarContent,
  info: SnackbarContent,
  warning: SnackbarContent,
};
