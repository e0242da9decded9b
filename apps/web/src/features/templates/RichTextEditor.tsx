import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ToggleButton, Button as AriaButton } from 'react-aria-components';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Button } from '../../ui/components/Button/Button';
import { Modal } from '../../ui/components/Modal/Modal';
import { TextField } from '../../ui/components/TextField/TextField';
import { VariableMenu } from './VariableMenu';
import styles from './Templates.module.css';

export interface RichTextEditorProps {
  /** The HTML the editor starts from (read once, when it is created). */
  initialHtml: string;
  /** The id of the visible label of the body. */
  labelledBy: string;
  /** The id of the error under the body, when one shows. */
  describedBy?: string;
  isInvalid?: boolean;
  /** The editor's first rendering of `initialHtml` (normalised HTML and plain text): not a change. */
  onReady: (html: string, plain: string) => void;
  /** Each change of the user's. */
  onChange: (html: string, plain: string) => void;
  onBlur: () => void;
}

/** The link addresses the editor accepts. */
const LINK_PATTERN = /^(https?:\/\/|mailto:)\S+$/i;

/**
 * The template body's rich-text editor (TipTap: paragraphs, bold, italic, lists, links, undo), with its toolbar and its
 * "Insérer une variable" menu, which inserts the placeholder at the caret. Loaded lazily by the editor page (this
 * module and TipTap are a chunk of their own: docs/adr/018-template-editor.md).
 */
export function RichTextEditor({ initialHtml, labelledBy, describedBy, isInvalid, onReady, onChange, onBlur }: RichTextEditorProps) {
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: false,
        code: false,
        codeBlock: false,
        blockquote: false,
        horizontalRule: false,
        link: { openOnClick: false, autolink: true, defaultProtocol: 'https', protocols: ['mailto'] },
      }),
    ],
    content: initialHtml,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: { attributes: textboxAttributes(labelledBy, describedBy, isInvalid) },
    onCreate: ({ editor: created }) => onReady(created.getHTML(), created.getText()),
    onUpdate: ({ editor: updated }) => onChange(updated.getHTML(), updated.getText()),
    onBlur: () => onBlur(),
  });
  // The error under the body comes and goes: the textbox's description and invalid state follow it.
  useEffect(() => {
    editor.setOptions({ editorProps: { attributes: textboxAttributes(labelledBy, describedBy, isInvalid) } });
  }, [editor, labelledBy, describedBy, isInvalid]);
  return (
    <div>
      <Toolbar editor={editor} />
      <div className={styles.richText}>
        <EditorContent editor={editor} />
      </div>
    </div>
  );
}

/** The ARIA attributes of the editable body: a labelled multi-line textbox, described by its error when one shows. */
function textboxAttributes(labelledBy: string, describedBy: string | undefined, isInvalid: boolean | undefined): Record<string, string> {
  return {
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-labelledby': labelledBy,
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
    ...(isInvalid ? { 'aria-invalid': 'true' } : {}),
  };
}

function Toolbar({ editor }: { editor: Editor }) {
  const { t } = useTranslation();
  const [linkOpen, setLinkOpen] = useState(false);
  const [url, setUrl] = useState('');
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      link: current.isActive('link'),
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  });
  const urlValid = LINK_PATTERN.test(url.trim());
  const applyLink = () => {
    if (!urlValid) return;
    editor.chain().focus().extendMarkRange('link').setLink({ href: url.trim() }).run();
    setLinkOpen(false);
  };
  return (
    <div role="toolbar" aria-label={t('templates.editor.toolbar.label')} className={styles.toolbarRow}>
      <ToggleButton className={styles.toolbarButton} isSelected={state.bold} onChange={() => editor.chain().focus().toggleBold().run()}>
        <strong>{t('templates.editor.toolbar.bold')}</strong>
      </ToggleButton>
      <ToggleButton className={styles.toolbarButton} isSelected={state.italic} onChange={() => editor.chain().focus().toggleItalic().run()}>
        <em>{t('templates.editor.toolbar.italic')}</em>
      </ToggleButton>
      <ToggleButton className={styles.toolbarButton} isSelected={state.bulletList} onChange={() => editor.chain().focus().toggleBulletList().run()}>
        {t('templates.editor.toolbar.bulletList')}
      </ToggleButton>
      <ToggleButton className={styles.toolbarButton} isSelected={state.orderedList} onChange={() => editor.chain().focus().toggleOrderedList().run()}>
        {t('templates.editor.toolbar.orderedList')}
      </ToggleButton>
      {state.link ? (
        <AriaButton className={styles.toolbarButton} onPress={() => editor.chain().focus().extendMarkRange('link').unsetLink().run()}>
          {t('templates.editor.toolbar.unlink')}
        </AriaButton>
      ) : (
        <AriaButton
          className={styles.toolbarButton}
          onPress={() => {
            setUrl('https://');
            setLinkOpen(true);
          }}
        >
          {t('templates.editor.toolbar.link')}
        </AriaButton>
      )}
      <AriaButton className={styles.toolbarButton} isDisabled={!state.canUndo} onPress={() => editor.chain().focus().undo().run()}>
        {t('templates.editor.toolbar.undo')}
      </AriaButton>
      <AriaButton className={styles.toolbarButton} isDisabled={!state.canRedo} onPress={() => editor.chain().focus().redo().run()}>
        {t('templates.editor.toolbar.redo')}
      </AriaButton>
      <VariableMenu target="body" label={t('templates.editor.variables.inBody')} onInsert={(placeholder) => editor.chain().focus().insertContent(placeholder).run()} />
      <Modal
        isOpen={linkOpen}
        onOpenChange={setLinkOpen}
        size="sm"
        title={t('templates.editor.link.title')}
        footer={
          <>
            <Button onPress={() => setLinkOpen(false)}>{t('common.cancel')}</Button>
            <Button variant="primary" isDisabled={!urlValid} onPress={applyLink}>
              {t('templates.editor.link.apply')}
            </Button>
          </>
        }
      >
        <form
          onSubmit={(event) => {
            event.preventDefault();
            applyLink();
          }}
        >
          <TextField
            label={t('templates.editor.link.url')}
            type="url"
            value={url}
            onChange={setUrl}
            autoFocus
            errorMessage={url.trim() !== '' && url.trim() !== 'https://' && !urlValid ? t('templates.editor.link.invalid') : undefined}
          />
        </form>
      </Modal>
    </div>
  );
}
