import { useEffect } from 'react';
import { EditorContent, useEditor } from '@tiptap/react';
import Box from '@mui/material/Box';
import { richTextExtensions } from '../../../components/rich-text-field';

interface RichTextViewProps {
  html: string;
  label: string;
}

/**
 * A custom message as guests will read it. Like the event editor's preview of the description, the HTML goes through
 * the editor's own schema read-only: anything the editor cannot make (scripts, styles, unknown tags and attributes)
 * is dropped, so no raw HTML reaches the page. The server sanitizes it again before a mail goes out.
 */
export function RichTextView({ html, label }: RichTextViewProps) {
  const editor = useEditor({
    extensions: richTextExtensions,
    content: html,
    editable: false,
    immediatelyRender: true,
    editorProps: { attributes: { role: 'article', 'aria-label': label } },
  });
  // The live preview follows the text being written without building a new editor per key.
  useEffect(() => {
    if (editor && !editor.isDestroyed) editor.commands.setContent(html, { emitUpdate: false });
  }, [editor, html]);
  return (
    <Box
      sx={{
        overflowWrap: 'anywhere',
        '& .tiptap': { outline: 'none' },
        '& p': { my: 0.75 },
        '& a': { color: 'primary.main' },
      }}
    >
      <EditorContent editor={editor} />
    </Box>
  );
}
