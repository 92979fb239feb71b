import { useId, useState, type DragEvent } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormHelperText from '@mui/material/FormHelperText';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import {
  COLLECTION_IMAGE_ASPECT,
  COLLECTION_IMAGE_MIN_CROP_HEIGHT,
  COLLECTION_MESSAGES,
} from '@huddle/domain/collection-schemas';
import { FilePickerButton } from '../../../components/file-picker-button';
import { useObjectUrl } from '../../../lib/use-object-url';
import { cropToDataUrl, imageProblem, type CroppedImage } from './collection-image';

interface CollectionImageFieldProps {
  /** What shows now: the saved image, the cropped one, or null. */
  shownUrl: string | null;
  onCropped: (image: CroppedImage) => void;
  onRemove: () => void;
  disabled?: boolean;
}

/** The cover image: drop or pick (15 MB), crop at 16:9, preview, edit or delete (spec §4 "Image handling"). */
export function CollectionImageField({ shownUrl, onCropped, onRemove, disabled }: CollectionImageFieldProps) {
  const helpId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const [cropping, setCropping] = useState<File | null>(null);
  const [over, setOver] = useState(false);

  const pick = (file: File | undefined) => {
    if (!file) return;
    const found = imageProblem(file);
    setProblem(found);
    if (!found) setCropping(file);
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (!disabled) pick(event.dataTransfer.files[0]);
  };

  return (
    <Stack spacing={1.5}>
      <Typography variant="subtitle2" component="h2">
        Cover image
      </Typography>
      <Box
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
        data-testid="collection-image-drop"
        sx={{
          width: '100%',
          maxWidth: 560,
          aspectRatio: '16 / 9',
          borderRadius: 2,
          overflow: 'hidden',
          border: 2,
          borderStyle: shownUrl ? 'solid' : 'dashed',
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
            alt="Cover image preview"
            sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
          />
        ) : (
          <Stack sx={{ alignItems: 'center', color: 'text.secondary', p: 2, textAlign: 'center' }} spacing={0.5}>
            <ImageOutlinedIcon fontSize="large" aria-hidden />
            <Typography variant="body2">Drop an image here, or upload one</Typography>
          </Stack>
        )}
      </Box>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <FilePickerButton
          inputLabel="Cover image"
          icon={<ImageOutlinedIcon />}
          describedBy={helpId}
          disabled={disabled}
          onFile={pick}
        >
          {shownUrl ? 'Change image' : 'Upload image'}
        </FilePickerButton>
        {shownUrl && (
          <Button size="small" color="error" startIcon={<DeleteOutlineIcon />} onClick={onRemove} disabled={disabled}>
            Delete image
          </Button>
        )}
      </Stack>
      <FormHelperText id={helpId} error={Boolean(problem)} sx={{ m: 0 }}>
        {problem ?? 'An image up to 15 MB, cropped to 16:9 (700 × 394 or larger works well).'}
      </FormHelperText>
      {cropping && (
        <CropDialog
          file={cropping}
          onCancel={() => setCropping(null)}
          onDone={(image) => {
            setCropping(null);
            onCropped(image);
          }}
          onFailed={() => {
            setCropping(null);
            setProblem(COLLECTION_MESSAGES.imageFailed);
          }}
        />
      )}
    </Stack>
  );
}

function CropDialog({
  file,
  onCancel,
  onDone,
  onFailed,
}: {
  file: File;
  onCancel: () => void;
  onDone: (image: CroppedImage) => void;
  onFailed: () => void;
}) {
  const titleId = useId();
  const zoomId = useId();
  const src = useObjectUrl(file);
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  const [working, setWorking] = useState(false);
  const apply = async () => {
    if (!src || !area) return;
    setWorking(true);
    try {
      onDone(await cropToDataUrl(src, area));
    } catch {
      onFailed();
    }
  };
  return (
    <Dialog open onClose={working ? undefined : onCancel} maxWidth="md" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Crop image</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Box sx={{ position: 'relative', width: '100%', height: { xs: 240, sm: 380 }, bgcolor: 'grey.900' }}>
            {src && (
              <Cropper
                image={src}
                crop={crop}
                zoom={zoom}
                aspect={COLLECTION_IMAGE_ASPECT}
                onCropChange={setCrop}
                onZoomChange={setZoom}
                onCropComplete={(_, pixels) => setArea(pixels)}
                mediaProps={{ alt: 'Image to crop' }}
              />
            )}
          </Box>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <Typography id={zoomId} variant="body2">
              Zoom
            </Typography>
            <Slider
              value={zoom}
              min={1}
              max={3}
              step={0.05}
              onChange={(_, v) => setZoom(v as number)}
              aria-labelledby={zoomId}
            />
          </Stack>
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onCancel} disabled={working}>
          Cancel
        </Button>
        <Button
          variant="contained"
          onClick={() => void apply()}
          disabled={working || !area || area.height < COLLECTION_IMAGE_MIN_CROP_HEIGHT}
        >
          {working ? 'Cropping…' : 'Save image'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
