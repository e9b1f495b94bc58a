import { useRef, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { formatMessage, type LocalizedText } from '../../../engine/messages';
import { uploadProblem, uploadRules, type UploadKind } from '../../../engine/uploads';

/** The bytes' type, by their magic numbers; file-type loads only when a file is chosen. */
export async function detectType(file: File): Promise<string | undefined> {
  const { fileTypeFromBlob } = await import('file-type');
  return (await fileTypeFromBlob(file))?.mime;
}

/** What is wrong with a chosen file for this kind of upload, judged by its content and size. */
export async function chosenFileProblem(kind: UploadKind, file: File): Promise<{ problem?: LocalizedText; mime?: string }> {
  const mime = await detectType(file);
  const found = uploadProblem(kind, file.size, mime);
  if (!found) return { mime };
  return { problem: { ja: formatMessage(found.code, 'ja', found.params), en: formatMessage(found.code, 'en', found.params) } };
}

/** A button that opens the file picker for one file of this kind; the widget's id names it. */
export function FileButton({
  id,
  kind,
  label,
  disabled,
  icon,
  children,
  onChoose,
}: {
  id: string;
  kind: UploadKind;
  label: string;
  disabled?: boolean;
  icon?: ReactNode;
  children: ReactNode;
  onChoose: (file: File) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  // A real button (not a label dressed as one) opens the hidden file input.
  return (
    <>
      <Button id={id} variant="outlined" startIcon={icon ?? <UploadFileIcon />} disabled={disabled} onClick={() => input.current?.click()}>
        {children}
      </Button>
      <input
        ref={input}
        data-testid={id}
        type="file"
        hidden
        accept={uploadRules[kind].accept}
        aria-label={label}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) onChoose(file);
          event.target.value = '';
        }}
      />
    </>
  );
}
