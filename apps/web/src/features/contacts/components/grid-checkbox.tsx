import { useLayoutEffect, useRef } from 'react';
import type { GridSlotProps } from '@mui/x-data-grid';
import materialSlots from '@mui/x-data-grid/material';
import { useForkRef } from '@mui/material/utils';

const MaterialCheckbox = materialSlots.baseCheckbox;

/**
 * The data grid's checkbox, with the input's `indeterminate` property set. MUI marks a partly selected "Select all"
 * with aria-checked="mixed" only, which axe reports as a serious violation on a native checkbox (the member picker
 * of a list being edited starts that way).
 */
export function GridCheckbox(props: GridSlotProps['baseCheckbox']) {
  const input = useRef<HTMLInputElement | null>(null);
  const inputRef = useForkRef(props.inputRef, input);
  const indeterminate = Boolean(props.indeterminate);
  useLayoutEffect(() => {
    if (input.current) input.current.indeterminate = indeterminate;
  });
  return <MaterialCheckbox {...props} inputRef={inputRef} />;
}
