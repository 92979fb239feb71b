import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CheckIcon from '@mui/icons-material/Check';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { PASSWORD_RULES } from '@huddle/domain/password';
import { visuallyHidden } from './visually-hidden';

interface PasswordRuleChipsProps {
  password: string;
  id?: string;
}

/** Live password rules (spec §5): each chip turns green once the typed password meets it. */
export function PasswordRuleChips({ password, id }: PasswordRuleChipsProps) {
  return (
    <Box
      component="ul"
      id={id}
      aria-label="Password requirements"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, listStyle: 'none', p: 0, m: 0 }}
    >
      {PASSWORD_RULES.map((rule) => {
        const met = rule.test(password);
        return (
          <Box component="li" key={rule.id} data-rule={rule.id} data-met={met} sx={{ maxWidth: '100%' }}>
            <Chip
              size="small"
              variant="outlined"
              color={met ? 'success' : 'default'}
              icon={met ? <CheckIcon aria-hidden /> : <RadioButtonUncheckedIcon aria-hidden />}
              label={
                <>
                  {rule.label}
                  <Box component="span" sx={visuallyHidden}>
                    {met ? ' (met)' : ' (not met)'}
                  </Box>
                </>
              }
              sx={{
                fontWeight: met ? 600 : 400,
                maxWidth: '100%',
                height: 'auto',
                minHeight: 24,
                '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 },
              }}
            />
          </Box>
        );
      })}
    </Box>
  );
}
