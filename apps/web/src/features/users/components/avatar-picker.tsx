import { FilePickerButton } from '../../../components/file-picker-button';
import { useState } from 'react';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import PhotoCameraOutlinedIcon from '@mui/icons-material/PhotoCameraOutlined';
import { AVATAR_SIZE_MESSAGE, AVATAR_TYPE_MESSAGE } from '@huddle/domain/auth-forms';
import { AVATAR_MAX_BYTES } from '@huddle/domain/constants';
import { useObjectUrl } from '../../../lib/use-object-url';

interface AvatarPickerProps {
  currentUrl: string | null;
  initials: string;
  file: File | undefined;
  onChange: (file: File | undefined) => void;
  disabled?: boolean;
}

export function AvatarPicker({ currentUrl, initials, file, onChange, disabled }: AvatarPickerProps) {
  const [error, setError] = useState<string | null>(null);
  const preview = useObjectUrl(file);

  const pick = (picked: File | undefined) => {
    if (!picked) return;
    if (!picked.type.startsWith('image/')) return setError(AVATAR_TYPE_MESSAGE);
    if (picked.size > AVATAR_MAX_BYTES) return setError(AVATAR_SIZE_MESSAGE);
    setError(null);
    onChange(picked);
  };

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Avatar
        src={preview ?? currentUrl ?? undefined}
        alt=""
        sx={{ width: 72, height: 72, fontSize: 26, bgcolor: 'primary.main', color: 'primary.contrastText' }}
      >
        {initials}
      </Avatar>
      <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
        <FilePickerButton inputLabel="Profile photo" icon=<PhotoCameraOutlinedIcon /> disabled={disabled} onFile={pick}>
          {file || currentUrl ? 'Change photo' : 'Upload photo'}
        </FilePickerButton>
        {file && (
          <Button size="small" onClick={() => onChange(undefined)} disabled={disabled}>
            Keep current photo
          </Button>
        )}
        {error && <FormHelperText error>{error}</FormHelperText>}
      </Stack>
    </Stack>
  );
}
