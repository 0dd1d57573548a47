import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { button, type ButtonVariants } from './Button.css';

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & ButtonVariants;

/** The one button; links that look like buttons use `buttonClass` on <Link>. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { tone, size, block, className, type = 'button', ...rest },
  ref,
) {
  const cls = button({ tone, size, block });
  return <button ref={ref} type={type} className={className ? `${cls} ${className}` : cls} {...rest} />;
});

export { button as buttonClass };
