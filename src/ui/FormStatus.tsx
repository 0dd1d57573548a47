import { error, success } from './field.css';

/** The form-wide message area: server messages (alert) and the success notice (status). */
export function FormStatus({ message, tone }: { message: string | undefined; tone: 'error' | 'success' }) {
  if (!message) return null;
  return tone === 'error' ? (
    <p role="alert" className={error}>
      {message}
    </p>
  ) : (
    <p role="status" className={success}>
      {message}
    </p>
  );
}
