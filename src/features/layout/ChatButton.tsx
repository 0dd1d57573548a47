import { shellTexts } from '#src/ui/copy';
import { IconWhatsApp } from '#src/ui/icons';
import * as css from './floating.css';

const { businessNumber, welcome } = shellTexts.chat;
export const chatHref = `https://wa.me/${businessNumber}?text=${encodeURIComponent(welcome)}`;

/** Floating chat: a plain link to the messaging app, prefilled with the welcome text. */
export function ChatButton() {
  return (
    <a className={css.chat} href={chatHref} target="_blank" rel="noopener noreferrer" aria-label={shellTexts.aria.chat}>
      <IconWhatsApp size={28} />
    </a>
  );
}
