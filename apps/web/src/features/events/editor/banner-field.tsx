import { FilePickerButton } from '../../../components/file-picker-button';
import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import { EVENT_COVER_MAX_BYTES, EVENT_MESSAGES } from '@huddle/domain/event-schemas';
import { BannerCropDialog } from './banner-crop-dialog';
import { useObjectUrl } from '../../../lib/use-object-url';

interface BannerFieldProps {
  /** The saved banner, shown until replaced or removed. */
  savedUrl: string | null;
  file: File | null;
  removed: boolean;
  onPick: (file: File) => void;
  onRemove: () => void;
  onInvalid: (message: string) => void;
  error?: string;
  disabled?: boolean;
}

/** The check made before cropping; the server checks the content again. */
export function bannerProblem(file: File): string | null {
  if (!file.type.startsWith('image/')) return EVENT_MESSAGES.imageInvalid;
  if (file.size > EVENT_COVER_MAX_BYTES) return EVENT_MESSAGES.coverTooLarge;
  return null;
}

/** Banner image: pick (images up to 20 MB), crop at 16:9, preview, remove. */
export function BannerField({
  savedUrl,
  file,
  removed,
  onPick,
  onRemove,
  onInvalid,
  error,
  disabled,
}: BannerFieldProps) {
  const helpId = useId();
  const [cropping, setCropping] = useState<File | null>(null);
  const fileUrl = useObjectUrl(file);
  const shown = file ? fileUrl : removed ? null : savedUrl;

  const pick = (picked: File | undefined) => {
    if (!picked) return;
    const problem = bannerProblem(picked);
    if (problem) onInvalid(problem);
    else setCropping(picked);
  };

  return (
    <Stack spacing={1.5}>
      <Typography variant="subtitle2" component="h3">
        Banner image
      </Typography>
      <Box
        sx={{
          width: '100%',
          maxWidth: 560,
          aspectRatio: '16 / 9',
          borderRadius: 2,
          overflow: 'hidden',
          border: 1,
          borderColor: 'divider',
          bgcolor: 'action.hover',
          display: 'grid',
          placeItems: 'center',
        }}
      >
        {shown ? (
          <Box
            component="img"
            src={shown}
            alt="Banner preview"
            sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
          />
        ) : (
          <Stack sx={{ alignItems: 'center', color: 'text.secondary' }} spacing={0.5}>
            <ImageOutlinedIcon fontSize="large" />
            <Typography variant="body2">No banner yet</Typography>
          </Stack>
        )}
      </Box>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <FilePickerButton
          inputLabel="Banner image"
          icon=<ImageOutlinedIcon />
          describedBy={helpId}
          disabled={disabled}
          onFile={pick}
        >
          {shown ? 'Change banner' : 'Upload banner'}
        </FilePickerButton>
        {shown && (
          <Button size="small" color="error" startIcon={<DeleteOutlineIcon />} onClick={onRemove} disabled={disabled}>
            Remove banner
          </Button>
        )}
      </Stack>
      <FormHelperText id={helpId} error={Boolean(error)} sx={{ m: 0 }}>
        {error ?? 'An image up to 20 MB, cropped to 16:9 (1600 × 900 works well).'}
      </FormHelperText>
      {cropping && (
        <BannerCropDialog
          file={cropping}
          onCancel={() => setCropping(null)}
          onCropped={(cropped) => {
            setCropping(null);
            onPick(cropped);
          }}
        />
      )}
    </Stack>
  );
}
