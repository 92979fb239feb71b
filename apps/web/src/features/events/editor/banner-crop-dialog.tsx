import { useId, useState } from 'react';
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
import { BANNER_ASPECT, cropImage } from './crop-image';
import { useObjectUrl } from '../../../lib/use-object-url';

interface BannerCropDialogProps {
  file: File;
  onCancel: () => void;
  onCropped: (file: File) => void;
}

/** Crops a picked banner at 16:9 (spec events §5); drag to move, the slider or the keyboard arrows to zoom. */
export function BannerCropDialog({ file, onCancel, onCropped }: BannerCropDialogProps) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const titleId = useId();
  const zoomId = useId();
  const src = useObjectUrl(file);
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  const [working, setWorking] = useState(false);

  const apply = async () => {
    if (!src) return;
    setWorking(true);
    try {
      onCropped(await cropImage(file, src, area));
    } catch {
      onCropped(file);
    }
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
      <DialogTitle id={titleId}>Crop banner image</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Box sx={{ position: 'relative', width: '100%', height: { xs: 240, sm: 380 }, bgcolor: 'grey.900' }}>
            {src && (
              <Cropper
                image={src}
                crop={crop}
                zoom={zoom}
                aspect={BANNER_ASPECT}
                onCropChange={setCrop}
                onZoomChange={setZoom}
                onCropComplete={(_, pixels) => setArea(pixels)}
                mediaProps={{ alt: 'Banner to crop' }}
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
          <Typography variant="caption" color="text.secondary">
            The banner is shown at 16:9. Drag the image to choose the part that shows.
          </Typography>
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onCancel} disabled={working}>
          Cancel
        </Button>
        <Button variant="contained" onClick={() => void apply()} disabled={working || !src}>
          {working ? 'Cropping…' : 'Use image'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
