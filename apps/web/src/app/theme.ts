import { createTheme } from '@mui/material/styles';

const fontFamily = [
  'Inter',
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  'sans-serif',
].join(',');

export const theme = createTheme({
  palette: {
    mode: 'light',
    primary: { main: '#4f46e5', light: '#818cf8', dark: '#3730a3', contrastText: '#ffffff' },
    secondary: { main: '#7c3aed', contrastText: '#ffffff' },
    success: { main: '#15803d' },
    error: { main: '#c62828' },
    background: { default: '#f6f6fb', paper: '#ffffff' },
    text: { primary: '#1c1b29', secondary: '#55536a' },
    divider: '#e4e4ef',
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily,
    h4: { fontWeight: 700, letterSpacing: '-0.01em' },
    h5: { fontWeight: 700 },
    h6: { fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiPaper: { styleOverrides: { outlined: { borderColor: '#e4e4ef' } } },
    MuiDialog: { styleOverrides: { paper: { borderRadius: 14 } } },
    MuiTooltip: { defaultProps: { arrow: true } },
    MuiLink: { defaultProps: { underline: 'hover' } },
  },
});
