import { attachmentMessages, attachmentProblem, TICKET_ATTACHMENTS_MAX } from '@nimbus/shared/ticket-attachments';
import { useCallback, useEffect, useRef, useState } from 'react';
import { RestError } from '../../lib/errors.ts';
import { uploadAttachment } from './upload-attachment.ts';
import { tm } from '../../i18n/messages.ts';

export type PickedFile = {
  key: string;
  name: string;
  size: number;
  image: boolean;
  /** A local preview of an image (object URL), revoked when the file leaves the list. */
  preview: string | null;
  /** The stored upload's id once the server took it. */
  id: number | null;
};

let counter = 0;

/**
 * The files of one message being written: each is checked (size, type by its first bytes) and
 * uploaded as soon as it is picked, so a refusal shows before sending; the message sends the ids.
 */
export function useAttachments() {
  const [files, setFiles] = useState<PickedFile[]>([]);
  const [error, setError] = useState<string | null>(null);
  const filesRef = useRef(files);
  filesRef.current = files;

  useEffect(
    () => () => {
      for (const file of filesRef.current) if (file.preview) URL.revokeObjectURL(file.preview);
    },
    [],
  );

  const add = useCallback(async (picked: File[]) => {
    setError(null);
    const room = TICKET_ATTACHMENTS_MAX - filesRef.current.length;
    if (picked.length > room) setError(tm(attachmentMessages.tooMany));
    for (const file of picked.slice(0, Math.max(0, room))) {
      const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
      const problem = attachmentProblem(file, head);
      if (problem) {
        setError(`${file.name}: ${tm(problem)}`);
        continue;
      }
      const image = file.type.startsWith('image/');
      const entry: PickedFile = {
        key: `file-${++counter}`,
        name: file.name,
        size: file.size,
        image,
        preview: image ? URL.createObjectURL(file) : null,
        id: null,
      };
      setFiles((list) => [...list, entry]);
      try {
        const stored = await uploadAttachment(file);
        setFiles((list) => list.map((item) => (item.key === entry.key ? { ...item, id: stored.id } : item)));
      } catch (failure) {
        if (entry.preview) URL.revokeObjectURL(entry.preview);
        setFiles((list) => list.filter((item) => item.key !== entry.key));
        setError(`${file.name}: ${tm(failure instanceof RestError ? failure.message : attachmentMessages.uploadFailed)}`);
      }
    }
  }, []);

  const remove = useCallback((key: string) => {
    setFiles((list) => {
      const gone = list.find((item) => item.key === key);
      if (gone?.preview) URL.revokeObjectURL(gone.preview);
      return list.filter((item) => item.key !== key);
    });
    setError(null);
  }, []);

  const reset = useCallback(() => {
    for (const file of filesRef.current) if (file.preview) URL.revokeObjectURL(file.preview);
    setFiles([]);
    setError(null);
  }, []);

  return {
    files,
    error,
    add,
    remove,
    reset,
    /** Ids of the files uploaded so far, in the order picked. */
    ids: files.flatMap((file) => (file.id === null ? [] : [file.id])),
    uploading: files.some((file) => file.id === null),
  };
}

export type Attachments = ReturnType<typeof useAttachments>;
