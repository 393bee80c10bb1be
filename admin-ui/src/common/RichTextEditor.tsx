import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import ImageIcon from '@mui/icons-material/Image';
import LinkIcon from '@mui/icons-material/Link';
import RedoIcon from '@mui/icons-material/Redo';
import UndoIcon from '@mui/icons-material/Undo';
import {
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  FormHelperText,
  FormLabel,
  IconButton,
  TextField,
  Tooltip,
} from '@mui/material';
import Image from '@tiptap/extension-image';
import Link from '@tiptap/extension-link';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useInput, useNotify, useResourceContext, useTranslate, type InputProps } from 'react-admin';
import { API_URL } from '../providers/dataProvider';
import { httpClient, messagesOf } from '../providers/httpClient';
import { IMAGE_ACCEPT, IMAGE_MAX_BYTES } from './ImageUpload';

/** What the editor holds when it is empty: stored as '' rather than an empty paragraph. */
const EMPTY = '<p></p>';

/** Stores an image for rich text (POST /api/admin/editor/image); its public path. */
async function uploadEditorImage(file: File): Promise<string> {
  const form = new FormData();
  form.append('image', file);
  const { json } = await httpClient(`${API_URL}/editor/image`, { method: 'POST', body: form });
  return (json as { path: string }).path;
}

const ToolButton = ({
  label,
  active,
  disabled,
  onClick,
  children,
}: {
  label: string;
  active?: boolean;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}) => (
  <Tooltip title={label}>
    <span>
      <IconButton
        size="small"
        aria-label={label}
        aria-pressed={active === undefined ? undefined : active}
        color={active ? 'primary' : 'default'}
        disabled={disabled}
        onClick={onClick}
        // Keep the editor's selection: the button must not take the focus on mouse down.
        onMouseDown={(event) => event.preventDefault()}
      >
        {children}
      </IconButton>
    </span>
  </Tooltip>
);

/** The dialog asking for a link's address (http, https, mailto or a path of the shop). */
const LinkDialog = ({ editor, open, onClose }: { editor: Editor; open: boolean; onClose: () => void }) => {
  const translate = useTranslate();
  const [href, setHref] = useState('');
  const [invalid, setInvalid] = useState(false);
  useEffect(() => {
    if (open) {
      setHref((editor.getAttributes('link').href as string | undefined) ?? '');
      setInvalid(false);
    }
  }, [open, editor]);
  const apply = () => {
    const value = href.trim();
    if (value === '') {
      editor.chain().focus().extendMarkRange('link').unsetLink().run();
      return onClose();
    }
    if (!/^(https?:\/\/|mailto:|\/(?!\/)|#)/i.test(value)) return setInvalid(true);
    const chain = editor.chain().focus().extendMarkRange('link');
    if (editor.state.selection.empty && !editor.isActive('link'))
      chain.insertContent({ type: 'text', text: value, marks: [{ type: 'link', attrs: { href: value } }] }).run();
    else chain.setLink({ href: value }).run();
    onClose();
  };
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{translate('app.editor.link_title')}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          margin="dense"
          label={translate('app.editor.link_url')}
          value={href}
          error={invalid}
          helperText={translate(invalid ? 'app.editor.link_invalid' : 'app.editor.link_help')}
          onChange={(event) => setHref(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              apply();
            }
          }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" onClick={apply}>
          {translate('app.editor.link_apply')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};

const Toolbar = ({ editor }: { editor: Editor }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const fileInput = useRef<HTMLInputElement>(null);
  const [linkOpen, setLinkOpen] = useState(false);
  const [uploading, setUploading] = useState(false);
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      link: e.isActive('link'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  const pickImage = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > IMAGE_MAX_BYTES || !Object.keys(IMAGE_ACCEPT).includes(file.type)) return notify('app.image.rejected', { type: 'error' });
    setUploading(true);
    try {
      const src = await uploadEditorImage(file);
      chain()
        .setImage({ src, alt: file.name.replace(/\.[^.]+$/, '') })
        .run();
    } catch (error) {
      notify(messagesOf(error).join('\n') || 'app.editor.image_failed', { type: 'error' });
    } finally {
      setUploading(false);
    }
  };
  return (
    <Box
      role="toolbar"
      aria-label={translate('app.editor.toolbar')}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.25, p: 0.5, borderBottom: 1, borderColor: 'divider' }}
    >
      <ToolButton label={translate('app.editor.bold')} active={state.bold} onClick={() => chain().toggleBold().run()}>
        <FormatBoldIcon fontSize="small" />
      </ToolButton>
      <ToolButton label={translate('app.editor.italic')} active={state.italic} onClick={() => chain().toggleItalic().run()}>
        <FormatItalicIcon fontSize="small" />
      </ToolButton>
      <Divider orientation="vertical" flexItem />
      <ToolButton label={translate('app.editor.heading', { level: 2 })} active={state.h2} onClick={() => chain().toggleHeading({ level: 2 }).run()}>
        <Box component="span" sx={{ fontSize: 14, fontWeight: 700, width: 20 }}>
          H2
        </Box>
      </ToolButton>
      <ToolButton label={translate('app.editor.heading', { level: 3 })} active={state.h3} onClick={() => chain().toggleHeading({ level: 3 }).run()}>
        <Box component="span" sx={{ fontSize: 13, fontWeight: 700, width: 20 }}>
          H3
        </Box>
      </ToolButton>
      <Divider orientation="vertical" flexItem />
      <ToolButton label={translate('app.editor.bullet_list')} active={state.bullet} onClick={() => chain().toggleBulletList().run()}>
        <FormatListBulletedIcon fontSize="small" />
      </ToolButton>
      <ToolButton label={translate('app.editor.ordered_list')} active={state.ordered} onClick={() => chain().toggleOrderedList().run()}>
        <FormatListNumberedIcon fontSize="small" />
      </ToolButton>
      <Divider orientation="vertical" flexItem />
      <ToolButton label={translate('app.editor.link')} active={state.link} onClick={() => setLinkOpen(true)}>
        <LinkIcon fontSize="small" />
      </ToolButton>
      <ToolButton label={translate('app.editor.image')} disabled={uploading} onClick={() => fileInput.current?.click()}>
        {uploading ? <CircularProgress size={18} /> : <ImageIcon fontSize="small" />}
      </ToolButton>
      <input
        ref={fileInput}
        type="file"
        hidden
        aria-label={translate('app.editor.image')}
        accept={Object.keys(IMAGE_ACCEPT).join(',')}
        onChange={(event) => {
          void pickImage(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      <Divider orientation="vertical" flexItem />
      <ToolButton label={translate('app.editor.undo')} disabled={!state.canUndo} onClick={() => chain().undo().run()}>
        <UndoIcon fontSize="small" />
      </ToolButton>
      <ToolButton label={translate('app.editor.redo')} disabled={!state.canRedo} onClick={() => chain().redo().run()}>
        <RedoIcon fontSize="small" />
      </ToolButton>
      <LinkDialog editor={editor} open={linkOpen} onClose={() => setLinkOpen(false)} />
    </Box>
  );
};

/**
 * A react-admin input holding HTML, written with a TipTap editor: headings, bold, italic, lists, links,
 * images (uploaded to /api/admin/editor/image) and undo/redo. Works in SimpleForm and TabbedForm with
 * `source`; the server sanitises what is saved, so the editor is a convenience, not the safety. Loaded
 * on demand through RichTextInput (its own chunk: the editor is most of a megabyte the other screens never need).
 */
const RichTextEditor = (props: InputProps & { minHeight?: number }) => {
  const { label, source, helperText, minHeight = 220 } = props;
  const translate = useTranslate();
  const resource = useResourceContext(props);
  const labelId = useId();
  const { id, field, fieldState, isRequired } = useInput({ ...props, defaultValue: props.defaultValue ?? '' });
  const value = typeof field.value === 'string' ? field.value : '';
  const shownLabel = typeof label === 'string' ? translate(label, { _: label }) : translate(`resources.${resource}.fields.${source}`, { _: source });

  const editor = useEditor({
    extensions: [
      StarterKit.configure({ link: false, heading: { levels: [1, 2, 3, 4] } }),
      Link.configure({ openOnClick: false, autolink: true, protocols: ['mailto'], HTMLAttributes: { rel: 'noopener noreferrer', target: null } }),
      Image.configure({ HTMLAttributes: { loading: 'lazy' } }),
    ],
    content: value,
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        'aria-invalid': fieldState.invalid ? 'true' : 'false',
        class: 'rich-text-content',
      },
    },
    onUpdate: ({ editor: e }) => {
      const html = e.getHTML();
      field.onChange(html === EMPTY ? '' : html);
    },
    onBlur: () => field.onBlur(),
  });

  // A value set from outside (the record loaded, a reset) replaces the document; typing does not loop back.
  // On a form opened by its address TipTap may have destroyed and replaced the editor by the time this runs,
  // and reading a destroyed one throws: only a live one is compared.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    const current = editor.getHTML();
    if (value !== current && !(value === '' && current === EMPTY)) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  const error = fieldState.invalid && (fieldState.isTouched || fieldState.error) ? fieldState.error?.message : undefined;
  return (
    <Box sx={{ width: '100%', my: 1 }}>
      <FormLabel id={labelId} htmlFor={id} required={isRequired} error={Boolean(error)} sx={{ display: 'block', mb: 0.5, fontSize: 13 }}>
        {label === false ? null : shownLabel}
      </FormLabel>
      <Box
        sx={{
          border: 1,
          borderColor: error ? 'error.main' : 'divider',
          borderRadius: 1,
          '&:focus-within': { borderColor: 'primary.main' },
          '& .rich-text-content': { minHeight, px: 1.5, py: 1, outline: 'none', '& img': { maxWidth: '100%', height: 'auto' }, '& p': { my: 1 } },
        }}
      >
        {editor && <Toolbar editor={editor} />}
        <EditorContent editor={editor} />
      </Box>
      {(error || helperText) && (
        <FormHelperText error={Boolean(error)}>
          {error ? translate(error, { _: error }) : typeof helperText === 'string' ? translate(helperText, { _: helperText }) : helperText}
        </FormHelperText>
      )}
    </Box>
  );
};

export default RichTextEditor;
