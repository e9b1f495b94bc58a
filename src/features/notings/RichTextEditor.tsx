import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import BoldIcon from '@mui/icons-material/FormatBold';
import BulletIcon from '@mui/icons-material/FormatListBulleted';
import ItalicIcon from '@mui/icons-material/FormatItalic';
import LinkIcon from '@mui/icons-material/Link';
import NumberedIcon from '@mui/icons-material/FormatListNumbered';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useTranslation } from 'react-i18next';

interface Props {
  id: string;
  label: string;
  initialHtml: string;
  /** The HTML, or '' when the editor is empty. */
  onChange: (html: string) => void;
  maxLength: number;
  length: number;
}

/** One rich-text field (tiptap): bold, italic, lists and links, with its length against the limit. */
export function RichTextEditor({ id, label, initialHtml, onChange, maxLength, length }: Props) {
  const { t } = useTranslation();
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: false,
        code: false,
        codeBlock: false,
        link: { openOnClick: false, protocols: ['http', 'https', 'mailto'], defaultProtocol: 'https' },
      }),
    ],
    content: initialHtml,
    editorProps: { attributes: { id, role: 'textbox', 'aria-multiline': 'true', 'aria-labelledby': `${id}-label`, class: 'noting-editor' } },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      link: current.isActive('link'),
    }),
  });
  const tools = [
    { name: 'bold', icon: <BoldIcon />, pressed: active.bold, run: () => editor.chain().focus().toggleBold().run() },
    { name: 'italic', icon: <ItalicIcon />, pressed: active.italic, run: () => editor.chain().focus().toggleItalic().run() },
    { name: 'bulletList', icon: <BulletIcon />, pressed: active.bulletList, run: () => editor.chain().focus().toggleBulletList().run() },
    { name: 'orderedList', icon: <NumberedIcon />, pressed: active.orderedList, run: () => editor.chain().focus().toggleOrderedList().run() },
    {
      name: 'link',
      icon: <LinkIcon />,
      pressed: active.link,
      run: () => {
        if (active.link) return editor.chain().focus().unsetLink().run();
        const href = window.prompt(t('notings.linkPrompt'))?.trim();
        if (href) editor.chain().focus().setLink({ href }).run();
      },
    },
  ];
  const over = length > maxLength;
  return (
    <Box sx={{ mb: 2 }}>
      <Typography id={`${id}-label`} variant="subtitle2" component="p" sx={{ mb: 0.5 }}>
        {label}
      </Typography>
      <Box sx={{ border: 1, borderColor: over ? 'error.main' : 'divider', borderRadius: 1 }}>
        <Stack direction="row" role="toolbar" aria-label={t('notings.formatting', { label })} sx={{ borderBottom: 1, borderColor: 'divider', px: 0.5 }}>
          {tools.map((tool) => (
            <Tooltip key={tool.name} title={t(`notings.tool.${tool.name}`)}>
              <IconButton
                size="small"
                aria-label={t(`notings.tool.${tool.name}`)}
                aria-pressed={tool.pressed}
                color={tool.pressed ? 'primary' : 'default'}
                onClick={tool.run}
              >
                {tool.icon}
              </IconButton>
            </Tooltip>
          ))}
        </Stack>
        <Box
          sx={{ px: 1.5, '& .noting-editor': { minHeight: 96, outline: 'none', py: 1 }, '& .noting-editor p': { my: 0.5 }, '& a': { color: 'primary.main' } }}
        >
          <EditorContent editor={editor} />
        </Box>
      </Box>
      <Typography variant="caption" color={over ? 'error' : 'text.secondary'} role={over ? 'alert' : undefined}>
        {over ? t('notings.tooLong', { length, max: maxLength }) : t('notings.length', { length, max: maxLength })}
      </Typography>
    </Box>
  );
}
