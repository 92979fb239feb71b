import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import AccountCircleOutlinedIcon from '@mui/icons-material/AccountCircleOutlined';
import EventOutlinedIcon from '@mui/icons-material/EventOutlined';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import { AUTH_MESSAGES } from '@huddle/domain/messages';
import { welcomeProfileForm, type WelcomeProfileForm } from '@huddle/domain/profile-forms';
import type { z } from 'zod';
import { TimezoneAutocomplete } from '../../../components/timezone-autocomplete';
import { errorMessage } from '../../../lib/api-client';
import type { User } from '../../../lib/api-types';
import { browserTimezone } from '../../../lib/dates';
import { useCompleteWelcome } from '../api/update-profile';
import { OfficeAutocomplete } from './office-autocomplete';

const TIPS = [
  {
    icon: <EventOutlinedIcon color="primary" />,
    title: 'Find events',
    text: 'Browse upcoming events, RSVP in one click and add them to your calendar.',
  },
  {
    icon: <GroupsOutlinedIcon color="primary" />,
    title: 'Join groups',
    text: 'Groups bring people with shared interests together and keep you posted on their events.',
  },
  {
    icon: <AccountCircleOutlinedIcon color="primary" />,
    title: 'Keep your profile current',
    text: 'Your office and timezone decide which events you see and when they start for you.',
  },
];

type WelcomeValues = z.input<typeof welcomeProfileForm>;

/** Spec §2.7: tips first, then timezone and office (both required) before the app is used. */
export function WelcomeDialog({ user }: { user: User }) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const [step, setStep] = useState<'tips' | 'profile'>('tips');
  const [failure, setFailure] = useState<string | null>(null);
  const completeWelcome = useCompleteWelcome();
  const form = useForm<WelcomeValues, unknown, WelcomeProfileForm>({
    resolver: zodResolver(welcomeProfileForm),
    defaultValues: { timezone: user.timezone || browserTimezone(), office: user.office ?? undefined },
  });

  const save = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await completeWelcome.mutateAsync(values);
    } catch (error) {
      setFailure(errorMessage(error, AUTH_MESSAGES.profileNotSaved));
    }
  });

  return (
    <Dialog open fullScreen={fullScreen} maxWidth="sm" fullWidth aria-labelledby="welcome-dialog-title">
      <DialogTitle id="welcome-dialog-title" sx={{ fontWeight: 700 }}>
        {step === 'tips' ? `Welcome to Huddle, ${user.first_name}!` : 'Set up your profile'}
      </DialogTitle>
      {step === 'tips' ? (
        <>
          <DialogContent>
            <Typography color="text.secondary">A few tips to get you started:</Typography>
            <List>
              {TIPS.map((tip) => (
                <ListItem key={tip.title} disableGutters alignItems="flex-start">
                  <ListItemIcon sx={{ minWidth: 44, mt: 0.5 }}>{tip.icon}</ListItemIcon>
                  <ListItemText
                    primary={tip.title}
                    secondary={tip.text}
                    slotProps={{ primary: { sx: { fontWeight: 600 } } }}
                  />
                </ListItem>
              ))}
            </List>
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2.5 }}>
            <Button variant="contained" onClick={() => setStep('profile')} autoFocus>
              Continue
            </Button>
          </DialogActions>
        </>
      ) : (
        <form onSubmit={save} noValidate aria-label="Set up your profile">
          <DialogContent sx={{ pt: 0 }}>
            <Stack spacing={2.5}>
              <Typography color="text.secondary">
                Tell us where you work from so event times and offices fit you.
              </Typography>
              {failure && <Alert severity="error">{failure}</Alert>}
              <Controller
                control={form.control}
                name="timezone"
                render={({ field, fieldState }) => (
                  <TimezoneAutocomplete
                    value={field.value ?? null}
                    onChange={(tz) => field.onChange(tz ?? '')}
                    onBlur={field.onBlur}
                    error={fieldState.error?.message}
                    required
                  />
                )}
              />
              <Controller
                control={form.control}
                name="office"
                render={({ field, fieldState }) => (
                  <OfficeAutocomplete
                    value={field.value}
                    onChange={(office) => field.onChange(office ?? undefined)}
                    onBlur={field.onBlur}
                    error={fieldState.error?.message}
                    required
                  />
                )}
              />
            </Stack>
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2.5 }}>
            <Button onClick={() => setStep('tips')} disabled={form.formState.isSubmitting}>
              Back
            </Button>
            <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
              {form.formState.isSubmitting ? 'Saving…' : 'Save'}
            </Button>
          </DialogActions>
        </form>
      )}
    </Dialog>
  );
}
