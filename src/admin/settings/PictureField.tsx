import { useId, useState } from 'react';
import { adminTexts } from '#rules/admin-texts';
import { PHOTO_UPLOAD_TYPES } from '#rules/media';
import * as fieldCss from '#src/ui/field.css';
import * as page from '../admin-page.css';
import * as parts from '../parts.css';
import { photoProblem, uploadPhoto } from '../photo-upload';
import { shopUrl } from '../shop-url';
import * as css from './settings.css';

const words = adminTexts.settings;

/**
 * A picture of the settings (logo, favicon, a banner's): the one it has, and a new one chosen, checked as the import
 * checks a photo before it is sent, then sent with its progress shown; the server checks it again. The shop keeps
 * every picture it was given, so a picture is replaced, never emptied, as in the settings file.
 */
export function PictureField({
  name,
  url,
  error,
  onChange,
  adding,
}: {
  name: string;
  url: string | undefined;
  error: string | undefined;
  onChange: (url: string) => void;
  /** Chooses the picture of something new (a banner): its words alone, no picture yet shown. */
  adding?: string;
}) {
  const inputId = useId();
  const [share, setShare] = useState<number | null>(null);
  const [refused, setRefused] = useState<string>();

  const send = async (file: File | undefined) => {
    if (!file) return;
    setRefused(undefined);
    const problem = await photoProblem(file);
    if (problem) return setRefused(problem);
    setShare(0);
    try {
      onChange(await uploadPhoto(file, setShare));
    } catch (failed) {
      setRefused((failed as Error).message);
    } finally {
      setShare(null);
    }
  };

  const problem = refused ?? error;
  return (
    <div className={css.picture}>
      {!adding && (
        <>
          <p className={css.pictureName}>{name}</p>
          {url ? (
            <img className={css.thumb} src={shopUrl(url)} alt={name} />
          ) : (
            <p className={page.muted}>{words.noPicture}</p>
          )}
        </>
      )}
      <label htmlFor={inputId} className={parts.choose}>
        {adding ?? words.choosePicture(name)}
      </label>
      <input
        id={inputId}
        className={parts.fileInput}
        type="file"
        accept={PHOTO_UPLOAD_TYPES.join(',')}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${inputId}-problem` : undefined}
        onChange={(event) => {
          void send(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      {share !== null && (
        <label className={page.muted}>
          {words.uploading}
          <progress max={1} value={share} />
        </label>
      )}
      {problem && (
        <p id={`${inputId}-problem`} role={refused ? 'alert' : undefined} className={fieldCss.error}>
          {problem}
        </p>
      )}
    </div>
  );
}
