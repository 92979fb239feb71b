import { useId, useState, type DragEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import { FilePickerButton } from './file-picker-button';

interface ImageFieldProps {
  /** The heading and the file input's accessible name ("Banner image"). */
  label: string;
  headingComponent: 'h2' | 'h3';
  /** What shows now, or null for the empty state. */
  shownUrl: string | null;
  previewAlt: string;
  emptyText: string;
  uploadLabel: string;
  changeLabel: string;
  removeLabel: string;
  /** The help line; replaced by `error` when there is one. */
  help: string;
  error?: string | null;
  disabled?: boolean;
  /** Also take a file dropped on the preview. */
  droppable?: boolean;
  onFile: (file: File | undefined) => void;
  onRemove: () => void;
}

/** A 16:9 image with its preview, a picker, a remove button and a help line (banners, collection covers). */
export function ImageField(props: ImageFieldProps) {
  const { label, shownUrl, disabled, droppable, onFile } = props;
  const helpId = useId();
  const [over, setOver] = useState(false);
  const dropHandlers = droppable && {
    onDragOver: (event: DragEvent) => {
      event.preventDefault();
      setOver(true);
    },
    onDragLeave: () => setOver(false),
    onDrop: (event: DragEvent) => {
      event.preventDefault();
      setOver(false);
      if (!disabled) onFile(event.dataTransfer.files[0]);
    },
  };

  return (
    <Stack spacing={1.5}>
      <Typography variant="subtitle2" component={props.headingComponent}>
        {label}
      </Typography>
      <Box
        {...dropHandlers}
        data-testid={droppable ? 'image-drop' : undefined}
        sx={{
          width: '100%',
          maxWidth: 560,
          aspectRatio: '16 / 9',
          borderRadius: 2,
          overflow: 'hidden',
          border: droppable ? 2 : 1,
          borderStyle: droppable && !shownUrl ? 'dashed' : 'solid',
          borderColor: over ? 'primary.main' : 'divider',
          bgcolor: 'action.hover',
          display: 'grid',
          placeItems: 'center',
        }}
      >
        {shownUrl ? (
          <Box
            component="img"
            src={shownUrl}
            alt={props.previewAlt}
            sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
          />
        ) : (
          <Stack sx={{ alignItems: 'center', color: 'text.secondary', p: 2, textAlign: 'center' }} spacing={0.5}>
            <ImageOutlinedIcon fontSize="large" aria-hidden />
            <Typography variant="body2">{props.emptyText}</Typography>
          </Stack>
        )}
      </Box>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <FilePickerButton
          inputLabel={label}
          icon={<ImageOutlinedIcon />}
          describedBy={helpId}
          disabled={disabled}
          onFile={onFile}
        >
          {shownUrl ? props.changeLabel : props.uploadLabel}
        </FilePickerButton>
        {shownUrl && (
          <Button
            size="small"
            color="error"
            startIcon={<DeleteOutlineIcon />}
            onClick={props.onRemove}
            disabled={disabled}
          >
            {props.removeLabel}
          </Button>
        )}
      </Stack>
      <FormHelperText id={helpId} error={Boolean(props.error)} sx={{ m: 0 }}>
        {props.error ?? props.help}
      </FormHelperText>
    </Stack>
  );
}
