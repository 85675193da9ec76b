import { clsx } from 'clsx';
import { DialogCloseButton, DialogFrame, DialogHeading, type DialogProps } from './dialog-frame';

const POSITIONS = { top: 'top-3 sm:top-[10vh]', center: 'top-1/2 -translate-y-1/2' };
const SIZES = { sm: 'max-w-sm', md: 'max-w-lg', lg: 'max-w-2xl' };

export interface ModalProps extends DialogProps {
  /** keep the title for screen readers only (e.g. a search box that speaks for itself) */
  hideTitle?: boolean;
  /** sm 24rem, md 32rem, lg 42rem */
  size?: keyof typeof SIZES;
  /** `top` suits search-style dialogs that grow downwards; `center` suits confirmations and guides */
  position?: keyof typeof POSITIONS;
  /** hide the corner close button when the content brings its own */
  hideClose?: boolean;
}

/** A centred dialog over Radix Dialog: focus trapped, Escape and the backdrop close it. */
export function Modal({
  title,
  hideTitle = false,
  size = 'md',
  position = 'center',
  hideClose = false,
  children,
  ...frame
}: ModalProps) {
  return (
    <DialogFrame
      {...frame}
      panel={clsx(
        'wc-modal fixed inset-x-3 z-50 mx-auto flex max-h-[calc(100dvh-2rem)] flex-col overflow-hidden rounded-2xl bg-ivory shadow-2xl outline-none sm:inset-x-6',
        POSITIONS[position],
        SIZES[size],
      )}
    >
      <div className={clsx(hideTitle ? 'sr-only' : 'px-6 pt-6 pr-14')}>
        <DialogHeading title={title} description={frame.description} />
      </div>
      {!hideClose && <DialogCloseButton className="absolute top-3 right-3" />}
      <div className="min-h-0 flex-1 overflow-y-auto">{children}</div>
    </DialogFrame>
  );
}
