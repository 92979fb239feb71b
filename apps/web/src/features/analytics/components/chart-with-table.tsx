import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '../../../components/visually-hidden';
import { PDF_SKIP } from '../pdf/export-pdf';

interface ChartWithTableProps {
  title: string;
  /** Column headings of the accessible table; the first names the row. */
  columns: string[];
  rows: (string | number)[][];
  children: ReactNode;
}

/**
 * A chart for the eye and the same figures as a table for screen readers (issue 17: "tables as an accessible
 * alternative to each chart"): the drawing is hidden from assistive technology, the table from the screen.
 */
export function ChartWithTable({ title, columns, rows, children }: ChartWithTableProps) {
  return (
    <Box component="figure" sx={{ m: 0, minWidth: 0 }}>
      <Typography component="figcaption" variant="subtitle2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Box aria-hidden="true">{children}</Box>
      <Table size="small" sx={visuallyHidden} {...{ [PDF_SKIP]: '' }}>
        <caption>{title}</caption>
        <TableHead>
          <TableRow>
            {columns.map((c) => (
              <TableCell key={c} component="th" scope="col">
                {c}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={String(row[0])}>
              {row.map((cell, i) =>
                i === 0 ? (
                  <TableCell key={i} component="th" scope="row">
                    {cell}
                  </TableCell>
                ) : (
                  <TableCell key={i}>{cell}</TableCell>
                ),
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

/** Colours with at least 4.5:1 against white, so labels and legends in them stay readable. */
export const SOURCE_COLOURS: Record<string, string> = {
  event_page: '#1565c0',
  email: '#6a1b9a',
  calendar: '#2e7d32',
  slack: '#4a154b',
  public: '#b34700',
};
export const NPS_COLOURS = { promoter: '#2e7d32', passive: '#8a6d00', detractor: '#c62828' } as const;
export const STATUS_COLOUR = '#1565c0';
