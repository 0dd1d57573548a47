import * as fieldCss from '../ui/field.css';

export type Saying = { tone: 'error' | 'success'; text: string };

/** What the server said of an action, beside its control: an alert when it was refused, a status when done. */
export function Said({ said }: { said: Saying | undefined }) {
  if (!said) return null;
  const refused = said.tone === 'error';
  return (
    <p role={refused ? 'alert' : 'status'} className={refused ? fieldCss.error : fieldCss.success}>
      {said.text}
    </p>
  );
}
