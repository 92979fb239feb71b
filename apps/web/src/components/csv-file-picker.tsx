import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import { FilePickerButton } from './file-picker-button';

interface CsvFilePickerProps {
  /** The chosen file's name, once there is one. */
  fileName: string | null;
  describedBy: string;
  disabled: boolean;
  onFile: (file: File | undefined) => void;
}

/** "Choose CSV file" and the chosen file's name: the contacts upload and the composer's upload. */
export function CsvFilePicker({ fileName, describedBy, disabled, onFile }: CsvFilePickerProps) {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <FilePickerButton
        inputLabel="CSV file"
        icon={<UploadFileOutlinedIcon />}
        accept=".csv,text/csv"
        describedBy={describedBy}
        disabled={disabled}
        onFile={onFile}
      >
        {fileName ? 'Choose another file' : 'Choose CSV file'}
      </FilePickerButton>
      {fileName && (
        <Typography variant="body2" sx={{ wordBreak: 'break-all' }}>
          {fileName}
        </Typography>
      )}
    </Stack>
  );
}
