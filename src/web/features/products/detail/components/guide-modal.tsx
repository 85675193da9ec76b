import type { ReactNode } from 'react';
import { Modal, type ModalProps } from '../../../../components/ui/modal';
import type { GuideDialogState } from './guide-button';

export interface GuideModalProps extends GuideDialogState {
  title: string;
  description: ReactNode;
  size?: ModalProps['size'];
  children: ReactNode;
}

/** The help dialog a GuideButton opens: a titled Modal with the guides' padding. */
export function GuideModal({ children, ...modal }: GuideModalProps) {
  return (
    <Modal {...modal}>
      <div className="px-6 pt-4 pb-6">{children}</div>
    </Modal>
  );
}
