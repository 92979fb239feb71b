/** Hidden on screen, still read by screen readers and reachable by keyboard (for inputs). Pixel units on purpose: MUI's sx reads 1 as 100%. */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
