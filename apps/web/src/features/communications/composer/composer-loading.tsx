import Box from '@mui/material/Box';
import { ErrorState } from '../../../components/error-state';
import { PageLoader } from '../../../components/page-loader';
import { errorMessage } from '../../../lib/api-client';
import { ComposerFrame } from './composer-frame';

interface ComposerLoadingProps {
  title: string;
  /** The failed load, or null while it is still under way. */
  error: unknown;
  onRetry: () => void;
  onClose: () => void;
}

/** The composer while its saved values or defaults load, or when they could not be loaded. */
export function ComposerLoading({ title, error, onRetry, onClose }: ComposerLoadingProps) {
  return (
    <ComposerFrame
      title={title}
      onCancel={onClose}
      left={
        error ? (
          <Box sx={{ maxWidth: 640 }}>
            <ErrorState message={errorMessage(error, 'This communication could not be loaded.')} onRetry={onRetry} />
          </Box>
        ) : (
          <PageLoader label={`Loading ${title.toLowerCase()}`} />
        )
      }
    />
  );
}
