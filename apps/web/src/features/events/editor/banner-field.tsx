import { useState } from 'react';
import { EVENT_COVER_MAX_BYTES, EVENT_MESSAGES } from '@huddle/domain/event-schemas';
import { ImageCropDialog } from '../../../components/image-crop-dialog';
import { ImageField } from '../../../components/image-field';
import { useObjectUrl } from '../../../lib/use-object-url';
import { BANNER_ASPECT, cropImage } from './crop-image';

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

/** Banner image: pick (images up to 20 MB), crop at 16:9 (spec events §5), preview, remove. */
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
  const [cropping, setCropping] = useState<File | null>(null);
  const fileUrl = useObjectUrl(file);
  const shown = file ? fileUrl : removed ? null : savedUrl;

  const pick = (picked: File | undefined) => {
    if (!picked) return;
    const problem = bannerProblem(picked);
    if (problem) onInvalid(problem);
    else setCropping(picked);
  };
  const done = (cropped: File) => {
    setCropping(null);
    onPick(cropped);
  };

  return (
    <>
      <ImageField
        label="Banner image"
        headingComponent="h3"
        shownUrl={shown}
        previewAlt="Banner preview"
        emptyText="No banner yet"
        uploadLabel="Upload banner"
        changeLabel="Change banner"
        removeLabel="Remove banner"
        help="An image up to 20 MB, cropped to 16:9 (1600 × 900 works well)."
        error={error}
        disabled={disabled}
        onFile={pick}
        onRemove={onRemove}
      />
      {cropping && (
        <ImageCropDialog
          file={cropping}
          title="Crop banner image"
          imageAlt="Banner to crop"
          aspect={BANNER_ASPECT}
          confirmLabel="Use image"
          hint="The banner is shown at 16:9. Drag the image to choose the part that shows."
          onCancel={() => setCropping(null)}
          // Where the browser cannot crop, the original goes up: the server fits it to 16:9 itself.
          onApply={(src, area) => cropImage(cropping, src, area).then(done, () => done(cropping))}
        />
      )}
    </>
  );
}
