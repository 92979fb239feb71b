import { useState } from 'react';
import {
  COLLECTION_IMAGE_ASPECT,
  COLLECTION_IMAGE_MIN_CROP_HEIGHT,
  COLLECTION_MESSAGES,
} from '@huddle/domain/collection-schemas';
import { ImageCropDialog } from '../../../components/image-crop-dialog';
import { ImageField } from '../../../components/image-field';
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
  const [problem, setProblem] = useState<string | null>(null);
  const [cropping, setCropping] = useState<File | null>(null);

  const pick = (file: File | undefined) => {
    if (!file) return;
    const found = imageProblem(file);
    setProblem(found);
    if (!found) setCropping(file);
  };

  return (
    <>
      <ImageField
        label="Cover image"
        headingComponent="h2"
        shownUrl={shownUrl}
        previewAlt="Cover image preview"
        emptyText="Drop an image here, or upload one"
        uploadLabel="Upload image"
        changeLabel="Change image"
        removeLabel="Delete image"
        help="An image up to 15 MB, cropped to 16:9 (700 × 394 or larger works well)."
        error={problem}
        disabled={disabled}
        droppable
        onFile={pick}
        onRemove={onRemove}
      />
      {cropping && (
        <ImageCropDialog
          file={cropping}
          title="Crop image"
          imageAlt="Image to crop"
          aspect={COLLECTION_IMAGE_ASPECT}
          confirmLabel="Save image"
          canApply={(area) => area !== null && area.height >= COLLECTION_IMAGE_MIN_CROP_HEIGHT}
          onCancel={() => setCropping(null)}
          onApply={(src, area) =>
            cropToDataUrl(src, area!).then(
              (image) => {
                setCropping(null);
                onCropped(image);
              },
              () => {
                setCropping(null);
                setProblem(COLLECTION_MESSAGES.imageFailed);
              },
            )
          }
        />
      )}
    </>
  );
}
