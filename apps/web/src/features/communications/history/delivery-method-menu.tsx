import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { DELIVERY_METHOD_LABELS, type DeliveryMethod } from '@huddle/domain/communication-schemas';
import { SELECT_METHOD_LABEL } from './history-labels';

export interface MethodChoice {
  method: DeliveryMethod;
  /** Why this method cannot be chosen, shown under its name; null when it can. */
  refusal: string | null;
}

interface DeliveryMethodMenuProps {
  choices: MethodChoice[];
  disabled?: boolean;
  onSelect: (method: DeliveryMethod) => void;
}

/** The 'Select delivery method' button of a card and its menu of methods (spec §2 Communications page). */
export function DeliveryMethodMenu({ choices, disabled = false, onSelect }: DeliveryMethodMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const buttonId = useId();
  const close = () => setAnchor(null);
  return (
    <>
      <Button
        id={buttonId}
        variant="contained"
        endIcon={<ArrowDropDownIcon />}
        disabled={disabled}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(clickEvent) => setAnchor(clickEvent.currentTarget)}
        sx={{ alignSelf: 'flex-start' }}
      >
        {SELECT_METHOD_LABEL}
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        slotProps={{ list: { 'aria-labelledby': buttonId } }}
      >
        {choices.map(({ method, refusal }) => (
          <MenuItem
            key={method}
            disabled={refusal !== null}
            onClick={() => {
              close();
              onSelect(method);
            }}
          >
            <ListItemText
              primary={DELIVERY_METHOD_LABELS[method]}
              secondary={refusal}
              slotProps={{ secondary: { sx: { whiteSpace: 'normal', maxWidth: 280 } } }}
            />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
