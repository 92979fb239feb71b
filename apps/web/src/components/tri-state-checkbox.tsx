import { useLayoutEffect, useRef } from 'react';
import Checkbox, { type CheckboxProps } from '@mui/material/Checkbox';
import { useForkRef } from '@mui/material/utils';

/**
 * A "select all" checkbox that may be partly checked. MUI marks that state with aria-checked="mixed" only, which axe
 * reports as a serious violation on a native checkbox; setting the input's own `indeterminate` says it properly.
 */
export function TriStateCheckbox(props: CheckboxProps) {
  const input = useRef<HTMLInputElement | null>(null);
  const inputRef = useForkRef(props.inputRef, input);
  const indeterminate = Boolean(props.indeterminate);
  useLayoutEffect(() => {
    if (input.current) input.current.indeterminate = indeterminate;
  });
  return <Checkbox {...props} inputRef={inputRef} />;
}
