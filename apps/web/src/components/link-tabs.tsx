import { useEffect, useRef, type KeyboardEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';

export interface TabLink {
  value: string;
  label: string;
  to: string;
  id: string;
}

interface LinkTabsProps {
  label: string;
  tabs: TabLink[];
  value: string;
  /** The tab panel every tab controls. */
  panelId: string;
}

const NEXT: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

/**
 * Link tabs as MUI's Tabs draws them (a tab list, the chosen tab underlined), without its module: Tabs, Tab and the
 * scroll buttons are ~5.5 KiB gzipped of the events page's first load (issue 14). Keyboard as in MUI and the ARIA
 * practices: one tab stop, arrows, Home and End move between tabs, Enter follows the link. When the tabs are wider
 * than the page (a phone) the row scrolls, and the chosen tab is brought into view.
 */
export function LinkTabs({ label, tabs, value, panelId }: LinkTabsProps) {
  const list = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const scroller = list.current;
    const selected = scroller?.querySelector<HTMLElement>('[aria-selected="true"]');
    if (!scroller || !selected) return;
    const start = selected.offsetLeft;
    const end = start + selected.offsetWidth;
    if (start < scroller.scrollLeft) scroller.scrollLeft = start;
    else if (end > scroller.scrollLeft + scroller.clientWidth) scroller.scrollLeft = end - scroller.clientWidth;
  }, [value]);

  const moveFocus = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = NEXT[event.key];
    if (!next || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const items = [...(list.current?.querySelectorAll<HTMLElement>('[role="tab"]') ?? [])];
    const index = items.indexOf(document.activeElement as HTMLElement);
    if (index < 0) return;
    event.preventDefault();
    items[next(index, items.length)]?.focus();
  };

  return (
    <Box
      ref={list}
      role="tablist"
      aria-label={label}
      onKeyDown={moveFocus}
      sx={{
        position: 'relative',
        display: 'flex',
        overflowX: 'auto',
        borderBottom: 1,
        borderColor: 'divider',
        // Swiped on touch screens; a thin bar elsewhere when the tabs do not fit.
        scrollbarWidth: { xs: 'none', sm: 'thin' },
      }}
    >
      {tabs.map((tab) => {
        const selected = tab.value === value;
        return (
          <ButtonBase
            key={tab.value}
            component={RouterLink}
            to={tab.to}
            id={tab.id}
            role="tab"
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            focusRipple
            sx={(theme) => ({
              ...theme.typography.button,
              position: 'relative',
              flexShrink: 0,
              minWidth: 90,
              maxWidth: 360,
              minHeight: 48,
              px: 2,
              py: 1.5,
              lineHeight: 1.25,
              textAlign: 'center',
              color: selected ? 'primary.main' : 'text.secondary',
              '&::after': selected
                ? {
                    content: '""',
                    position: 'absolute',
                    left: 0,
                    right: 0,
                    bottom: 0,
                    height: 2,
                    bgcolor: 'primary.main',
                  }
                : undefined,
            })}
          >
            {tab.label}
          </ButtonBase>
        );
      })}
    </Box>
  );
}
