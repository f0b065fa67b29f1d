import { useCallback, useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { ImageUp } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ImageUse } from '#contract/images';
import { IMAGE_ACCEPT, uploadImage, uploadProblem } from '#client/upload.ts';
import { FieldLabel } from './form-field';

/**
 * One upload at a time, with its progress (0-1, null when idle); cancelled if the component goes away.
 * `use` sets the largest size the server keeps (a profile photo is kept smaller than a class picture).
 */
export function useImageUpload(use: ImageUse = 'class') {
  const [progress, setProgress] = useState<number | null>(null);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);
  const mutation = useMutation({
    mutationFn: (file: File) => {
      controller.current = new AbortController();
      setProgress(0);
      return uploadImage(file, { use, onProgress: setProgress, signal: controller.current.signal });
    },
    onSettled: () => setProgress(null),
  });
  return { upload: mutation.mutateAsync, progress, uploading: mutation.isPending };
}

function UploadProgress({ progress, label: given }: { progress: number; label?: string }) {
  const { t } = useLingui();
  const label = given ?? t`Uploading image`;
  const percent = Math.round(progress * 100);
  return (
    <div className="mt-2 flex items-center gap-3" role="status">
      <progress className="progress progress-primary w-full" value={percent} max={100} aria-label={label} />
      <span className="shrink-0 text-sm tabular-nums">
        <Trans>
          {label}… {percent}%
        </Trans>
      </span>
    </div>
  );
}

/** A picture chosen in the browser, shown before it is sent; its object URL is freed when it changes. */
function FilePreview({ file, alt }: { file: File; alt: string }) {
  const attach = useCallback(
    (img: HTMLImageElement | null) => {
      if (!img) return;
      const url = URL.createObjectURL(file);
      img.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [file],
  );
  return <img ref={attach} alt={alt} className="h-full w-full object-cover" />;
}

/**
 * A required-or-optional image field: file input, preview of the chosen file (or of the current picture),
 * the upload's progress and its error. The upload itself is done by the form on submit.
 */
export function ImageFileInput({
  id,
  label,
  file,
  onChange,
  error,
  progress,
  currentUrl,
  disabled,
  hint: givenHint,
  inputRef,
  required,
}: {
  id: string;
  label: string;
  file: File | null;
  onChange: (file: File | null) => void;
  error?: string;
  progress?: number | null;
  currentUrl?: string;
  disabled?: boolean;
  hint?: string;
  /** Lets a form focus the field when it is the first one in error. */
  inputRef?: (element: HTMLInputElement | null) => void;
  /** Marked with an asterisk and aria-required. */
  required?: boolean;
}) {
  const { t } = useLingui();
  const hint = givenHint ?? t`JPEG, PNG, WebP or GIF, at most 5 MB.`;
  const input = useRef<HTMLInputElement | null>(null);
  const setInput = useCallback(
    (element: HTMLInputElement | null) => {
      input.current = element;
      inputRef?.(element);
    },
    [inputRef],
  );
  useEffect(() => {
    // A reset form sets the file to null: the input must forget its file too.
    if (!file && input.current) input.current.value = '';
  }, [file]);
  return (
    <div className="fieldset">
      <FieldLabel id={id} label={label} required={required} />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <div
          className="flex aspect-[8/5] w-full shrink-0 items-center justify-center overflow-hidden rounded-box bg-base-200 sm:w-48"
          aria-live="polite"
        >
          {file ? (
            <FilePreview file={file} alt={t`Preview of the chosen image`} />
          ) : currentUrl ? (
            <img src={currentUrl} alt={t`The current image`} className="h-full w-full object-cover" />
          ) : (
            <span className="flex flex-col items-center gap-1 text-sm text-base-content/70">
              <ImageUp size={28} aria-hidden />
              <Trans>No image chosen</Trans>
            </span>
          )}
        </div>
        <div className="w-full min-w-0">
          <input
            ref={setInput}
            id={id}
            type="file"
            accept={IMAGE_ACCEPT}
            disabled={disabled}
            className={`file-input w-full ${error ? 'file-input-error' : ''}`}
            aria-invalid={!!error}
            aria-required={required || undefined}
            aria-describedby={error ? `${id}-error` : `${id}-hint`}
            onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.files?.[0] ?? null)}
          />
          {!error && (
            <p id={`${id}-hint`} className="label mt-1 text-xs whitespace-normal">
              {hint}
            </p>
          )}
          {error && (
            <p id={`${id}-error`} role="alert" className="mt-1 text-sm font-semibold text-error">
              {error}
            </p>
          )}
          {progress != null && <UploadProgress progress={progress} />}
        </div>
      </div>
    </div>
  );
}

/** Uploads a picture as soon as it is chosen and hands back its URL (the profile's photo). */
export function PhotoUpload({ onUploaded }: { onUploaded: (url: string) => void }) {
  const { t } = useLingui();
  const { upload, progress, uploading } = useImageUpload('photo');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setError(null);
    setDone(false);
    try {
      onUploaded(await upload(file));
      setDone(true);
    } catch (problem) {
      setError(uploadProblem(problem));
    }
  };
  return (
    <div className="fieldset">
      <label htmlFor="photo-upload" className="fieldset-legend pb-1 text-sm">
        <Trans>Or upload a photo</Trans>
      </label>
      <input
        id="photo-upload"
        type="file"
        accept={IMAGE_ACCEPT}
        className={`file-input w-full ${error ? 'file-input-error' : ''}`}
        disabled={uploading}
        aria-invalid={!!error}
        aria-describedby={error ? 'photo-upload-error' : 'photo-upload-hint'}
        onChange={(event) => void choose(event)}
      />
      {progress != null && <UploadProgress progress={progress} label={t`Uploading photo`} />}
      {error ? (
        <p id="photo-upload-error" role="alert" className="mt-1 text-sm font-semibold text-error">
          {error}
        </p>
      ) : (
        <p id="photo-upload-hint" className="label mt-1 text-xs whitespace-normal" role="status">
          {done
            ? t`Photo uploaded: save your profile to keep it.`
            : t`JPEG, PNG, WebP or GIF, at most 5 MB. It fills in the photo URL.`}
        </p>
      )}
    </div>
  );
}
