import { FilePickerButton } from '../../../components/file-picker-button';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import PhotoCameraOutlinedIcon from '@mui/icons-material/PhotoCameraOutlined';
import { GROUP_COVER_MAX_BYTES, GROUP_MESSAGES } from '@huddle/domain/group-schemas';
import { GroupCover } from './group-cover';
import { useObjectUrl } from '../../../lib/use-object-url';

interface CoverImageFieldProps {
  /** The saved cover (edit), shown until replaced or removed. */
  savedUrl: string | null;
  /** Drives the placeholder's tint and initial. */
  preview: { id: number; name: string };
  file: File | null;
  removed: boolean;
  onPick: (file: File) => void;
  onRemove: () => void;
  /** A refused file (type or size), or the server's error for the field. */
  error?: string;
  onInvalid: (message: string) => void;
  disabled?: boolean;
}

/** The check made before upload; the server checks the content again. */
export function coverImageProblem(file: File): string | null {
  if (!file.type.startsWith('image/')) return GROUP_MESSAGES.imageInvalid;
  if (file.size > GROUP_COVER_MAX_BYTES) return GROUP_MESSAGES.imageTooLarge;
  return null;
}

export function CoverImageField({
  savedUrl,
  preview,
  file,
  removed,
  onPick,
  onRemove,
  error,
  onInvalid,
  disabled,
}: CoverImageFieldProps) {
  const fileUrl = useObjectUrl(file);

  const shown = file ? fileUrl : removed ? null : savedUrl;
  const pick = (picked: File | undefined) => {
    if (!picked) return;
    const problem = coverImageProblem(picked);
    if (problem) onInvalid(problem);
    else onPick(picked);
  };

  return (
    <Stack spacing={1.5}>
      <Typography variant="subtitle2" component="h3">
        Cover image
      </Typography>
      <Box sx={{ maxWidth: 480, borderRadius: 2, overflow: 'hidden', border: 1, borderColor: 'divider' }}>
        <GroupCover group={{ ...preview, cover_image: null }} src={shown} height={{ xs: 160, sm: 220 }} />
      </Box>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <FilePickerButton
          inputLabel="Cover image"
          icon=<PhotoCameraOutlinedIcon />
          describedBy="group-cover-help"
          disabled={disabled}
          onFile={pick}
        >
          {shown ? 'Change cover' : 'Upload cover'}
        </FilePickerButton>
        {shown && (
          <Button size="small" color="error" startIcon={<DeleteOutlineIcon />} onClick={onRemove} disabled={disabled}>
            Remove cover
          </Button>
        )}
      </Stack>
      <FormHelperText id="group-cover-help" error={Boolean(error)} sx={{ m: 0 }}>
        {error ?? 'An image up to 10 MB, shown at 16:9 (1200 × 675 works well).'}
      </FormHelperText>
    </Stack>
  );
}
