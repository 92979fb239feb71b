import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import { visuallyHidden } from './visually-hidden';

interface FilePickerButtonProps {
  /** The button's text, e.g. "Upload banner". */
  children: ReactNode;
  /** The accessible name of the file input, e.g. "Banner image". */
  inputLabel: string;
  icon: ReactNode;
  accept?: string;
  describedBy?: string;
  disabled?: boolean;
  onFile: (file: File | undefined) => void;
}

/**
 * An outlined button that opens the file chooser (a hidden file input inside a label), keyboard-focusable through
 * the input. The input is cleared after each pick so choosing the same file again still reports it.
 */
export function FilePickerButton({
  children,
  inputLabel,
  icon,
  accept = 'image/*',
  describedBy,
  disabled,
  onFile,
}: FilePickerButtonProps) {
  return (
    <Button
      component="label"
      role={undefined}
      tabIndex={-1}
      variant="outlined"
      size="small"
      startIcon={icon}
      disabled={disabled}
      sx={{ '&:focus-within': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 } }}
    >
      {children}
      <input
        type="file"
        accept={accept}
        aria-label={inputLabel}
        aria-describedby={describedBy}
        disabled={disabled}
        style={visuallyHidden}
        onChange={(event) => {
          onFile(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
    </Button>
  );
}
