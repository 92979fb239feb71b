import { useId, useState, type ReactNode } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useObjectUrl } from '../lib/use-object-url';

export type { Area } from 'react-easy-crop';

interface ImageCropDialogProps {
  file: File;
  title: string;
  /** The alternative text of the image being cropped. */
  imageAlt: string;
  aspect: number;
  confirmLabel: string;
  hint?: ReactNode;
  /** Whether the chosen area may be applied (e.g. a minimum size); any area by default. */
  canApply?: (area: Area | null) => boolean;
  onCancel: () => void;
  /** Crops the object URL of `file` to `area`; the caller closes the dialog when it settles. */
  onApply: (src: string, area: Area | null) => Promise<void>;
}

/** Crops a picked image at a fixed aspect: drag to move, the slider or the keyboard arrows to zoom. */
export function ImageCropDialog({
  file,
  title,
  imageAlt,
  aspect,
  confirmLabel,
  hint,
  canApply = () => true,
  onCancel,
  onApply,
}: ImageCropDialogProps) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const titleId = useId();
  const zoomId = useId();
  const src = useObjectUrl(file);
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  const [working, setWorking] = useState(false);

  const apply = () => {
    if (!src) return;
    setWorking(true);
    void onApply(src, area);
  };

  return (
    <Dialog
      open
      onClose={working ? undefined : onCancel}
      fullScreen={fullScreen}
      maxWidth="md"
      fullWidth
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Box sx={{ position: 'relative', width: '100%', height: { xs: 240, sm: 380 }, bgcolor: 'grey.900' }}>
            {src && (
              <Cropper
                image={src}
                crop={crop}
                zoom={zoom}
                aspect={aspect}
                onCropChange={setCrop}
                onZoomChange={setZoom}
                onCropComplete={(_, pixels) => setArea(pixels)}
                mediaProps={{ alt: imageAlt }}
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
              onChange={(_, value) => setZoom(value as number)}
              aria-labelledby={zoomId}
            />
          </Stack>
          {hint && (
            <Typography variant="caption" color="text.secondary">
              {hint}
            </Typography>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onCancel} disabled={working}>
          Cancel
        </Button>
        <Button variant="contained" onClick={apply} disabled={working || !src || !canApply(area)}>
          {working ? 'Cropping…' : confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
