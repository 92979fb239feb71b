import { useEffect, useId, useRef, useState } from 'react';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import LinkIcon from '@mui/icons-material/Link';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import { withScheme } from '@huddle/domain/event-rules';

interface RichTextFieldProps {
  label: string;
  /** HTML; '' when empty. */
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  disabled?: boolean;
  error?: string;
  helperText?: string;
}

/** Bold, italic, lists and links: what an event description or a message needs (spec events §2, rich text). */
export const richTextExtensions = [
  StarterKit.configure({
    heading: false,
    code: false,
    codeBlock: false,
    blockquote: false,
    horizontalRule: false,
    strike: false,
    underline: false,
    link: { openOnClick: false, autolink: true, defaultProtocol: 'https' },
  }),
];

function htmlOf(editor: Editor): string {
  return editor.isEmpty ? '' : editor.getHTML();
}

export function RichTextField({ label, value, onChange, onBlur, disabled, error, helperText }: RichTextFieldProps) {
  const labelId = useId();
  const helpId = useId();
  const emitted = useRef(value);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const editor = useEditor({
    extensions: richTextExtensions,
    content: value,
    editable: !disabled,
    immediatelyRender: true,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        'aria-describedby': helpId,
        class: 'event-description-editor',
      },
    },
    onUpdate: ({ editor: current }) => {
      const html = htmlOf(current);
      emitted.current = html;
      onChangeRef.current(html);
    },
    onBlur: () => onBlur?.(),
  });

  // A reset of the form (after a save, or another event) replaces the text without counting as an edit.
  useEffect(() => {
    if (!editor || value === emitted.current) return;
    emitted.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    editor?.setEditable(!disabled);
  }, [editor, disabled]);

  return (
    <Stack spacing={0.75}>
      <Typography id={labelId} variant="subtitle2" component="span">
        {label}
      </Typography>
      <Box
        sx={{
          border: 1,
          borderColor: error ? 'error.main' : 'divider',
          borderRadius: 1,
          bgcolor: disabled ? 'action.hover' : 'background.paper',
          '&:focus-within': {
            borderColor: 'primary.main',
            boxShadow: (theme) => `0 0 0 1px ${theme.palette.primary.main}`,
          },
        }}
      >
        {editor && <Toolbar editor={editor} disabled={disabled} label={label} />}
        <Divider />
        <Box
          sx={{
            px: 1.5,
            '& .event-description-editor': { minHeight: 140, py: 1, outline: 'none', overflowWrap: 'anywhere' },
            '& .event-description-editor p': { my: 0.75 },
            '& .event-description-editor a': { color: 'primary.main' },
          }}
        >
          <EditorContent editor={editor} />
        </Box>
      </Box>
      <FormHelperText id={helpId} error={Boolean(error)} sx={{ mx: 1.75 }}>
        {error ?? helperText}
      </FormHelperText>
    </Stack>
  );
}

function Toolbar({ editor, disabled, label }: { editor: Editor; disabled?: boolean; label: string }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      link: current.isActive('link'),
    }),
  });
  const [linkOpen, setLinkOpen] = useState(false);
  const tools = [
    { key: 'bold', label: 'Bold', icon: <FormatBoldIcon />, run: () => editor.chain().focus().toggleBold().run() },
    {
      key: 'italic',
      label: 'Italic',
      icon: <FormatItalicIcon />,
      run: () => editor.chain().focus().toggleItalic().run(),
    },
    {
      key: 'bulletList',
      label: 'Bulleted list',
      icon: <FormatListBulletedIcon />,
      run: () => editor.chain().focus().toggleBulletList().run(),
    },
    {
      key: 'orderedList',
      label: 'Numbered list',
      icon: <FormatListNumberedIcon />,
      run: () => editor.chain().focus().toggleOrderedList().run(),
    },
  ] as const;

  return (
    <Stack direction="row" role="toolbar" aria-label={`${label} formatting`} sx={{ p: 0.5, flexWrap: 'wrap' }}>
      {tools.map((tool) => (
        <Tooltip key={tool.key} title={tool.label}>
          <span>
            <IconButton
              size="small"
              aria-label={tool.label}
              aria-pressed={state[tool.key]}
              color={state[tool.key] ? 'primary' : 'default'}
              disabled={disabled}
              onClick={tool.run}
            >
              {tool.icon}
            </IconButton>
          </span>
        </Tooltip>
      ))}
      <Tooltip title="Add link">
        <span>
          <IconButton size="small" aria-label="Add link" disabled={disabled} onClick={() => setLinkOpen(true)}>
            <LinkIcon />
          </IconButton>
        </span>
      </Tooltip>
      <Tooltip title="Remove link">
        <span>
          <IconButton
            size="small"
            aria-label="Remove link"
            disabled={disabled || !state.link}
            onClick={() => editor.chain().focus().extendMarkRange('link').unsetLink().run()}
          >
            <LinkOffIcon />
          </IconButton>
        </span>
      </Tooltip>
      {linkOpen && (
        <LinkDialog
          initial={(editor.getAttributes('link').href as string | undefined) ?? ''}
          onClose={() => setLinkOpen(false)}
          onSave={(href) => {
            setLinkOpen(false);
            const chain = editor.chain().focus().extendMarkRange('link');
            if (!href) chain.unsetLink().run();
            else if (editor.state.selection.empty && !state.link) {
              // Nothing selected: the address itself becomes the linked text.
              chain.insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] }).run();
            } else chain.setLink({ href }).run();
          }}
        />
      )}
    </Stack>
  );
}

function LinkDialog({
  initial,
  onClose,
  onSave,
}: {
  initial: string;
  onClose: () => void;
  onSave: (href: string) => void;
}) {
  const [href, setHref] = useState(initial);
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth aria-labelledby={titleId}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          event.stopPropagation();
          onSave(withScheme(href));
        }}
      >
        <DialogTitle id={titleId}>Link</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            label="Link address"
            placeholder="https://"
            value={href}
            onChange={(event) => setHref(event.target.value)}
            helperText="Select text first to link it; leave empty to remove the link."
            slotProps={{ htmlInput: { inputMode: 'url' } }}
            sx={{ mt: 1 }}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained">
            Save link
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
