import { FilePickerButton } from '../../../components/file-picker-button';
import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import UploadOutlinedIcon from '@mui/icons-material/UploadOutlined';
import { IMAGE_MAX_BYTES, SETTINGS_MESSAGES } from '@huddle/domain/organization-schemas';
import type { ImageValue } from './organization-form-values';
import { useObjectUrl } from '../../../lib/use-object-url';

/** What the server accepts (it checks the content too). */
const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'];

interface ImageUploadFieldProps {
  label: string;
  savedUrl: string | null;
  recommended: { width: number; height: number };
  value: ImageValue;
  onChange: (value: ImageValue) => void;
  /** A message from the server or from picking a file that is not an image. */
  error?: string;
  onError: (message: string | null) => void;
  disabled?: boolean;
}

export function ImageUploadField({
  label,
  savedUrl,
  recommended,
  value,
  onChange,
  error,
  onError,
  disabled,
}: ImageUploadFieldProps) {
  const id = useId();
  const preview = useObjectUrl(value.file);

  const shown = value.file ? preview : value.removed ? null : savedUrl;
  const pick = (file: File | undefined) => {
    if (!file) return;
    if (!IMAGE_TYPES.includes(file.type) || file.size > IMAGE_MAX_BYTES) {
      onError(SETTINGS_MESSAGES.imageInvalid);
      return;
    }
    onError(null);
    onChange({ file, removed: false });
  };
  const sizeText = `Recommended size: ${recommended.width} × ${recommended.height} px`;

  return (
    <Stack spacing={1} role="group" aria-labelledby={`${id}-label`}>
      <Typography id={`${id}-label`} variant="subtitle2" component="h3">
        {label}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Box
          sx={{
            width: 120,
            height: 92,
            flexShrink: 0,
            border: 1,
            borderColor: error ? 'error.main' : 'divider',
            borderRadius: 1,
            bgcolor: 'grey.50',
            display: 'grid',
            placeItems: 'center',
            overflow: 'hidden',
          }}
        >
          {shown ? (
            <Box
              component="img"
              src={shown}
              alt={`${label} preview`}
              sx={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }}
            />
          ) : (
            <ImageOutlinedIcon
              sx={{ color: 'text.disabled', fontSize: 36 }}
              titleAccess={`No ${label.toLowerCase()}`}
            />
          )}
        </Box>
        <Stack spacing={1} sx={{ alignItems: 'flex-start', minWidth: 0 }}>
          <FilePickerButton
            inputLabel={`Upload ${label.toLowerCase()}`}
            icon=<UploadOutlinedIcon />
            accept={IMAGE_TYPES.join(',')}
            describedBy={`${id}-help`}
            disabled={disabled}
            onFile={pick}
          >
            {shown ? `Replace ${label.toLowerCase()}` : `Upload ${label.toLowerCase()}`}
          </FilePickerButton>
          {shown && (
            <Button
              size="small"
              color="error"
              onClick={() => {
                onError(null);
                onChange({ file: null, removed: Boolean(savedUrl) });
              }}
              disabled={disabled}
            >
              Remove {label.toLowerCase()}
            </Button>
          )}
        </Stack>
      </Stack>
      <FormHelperText id={`${id}-help`} error={Boolean(error)} sx={{ mt: 0 }}>
        {error ?? sizeText}
      </FormHelperText>
      {error && <FormHelperText sx={{ mt: 0 }}>{sizeText}</FormHelperText>}
    </Stack>
  );
}
