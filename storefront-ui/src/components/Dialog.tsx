import { useEffect, useId, useLayoutEffect, useRef, type ReactNode } from 'react';

/**
 * A modal dialog on the browser's own <dialog> (showModal): the rest of the page is inert while it is
 * open, so focus stays inside; Escape closes it (onClose); it is named by its title (aria-labelledby)
 * and focus goes back to where it was when it closes. Render it only while it is open (it opens when it
 * mounts), so the server never renders one. A control marked data-autofocus takes the focus first.
 */
export function Dialog({
  title,
  onClose,
  children,
  className,
  titleClassName,
  describedBy,
  testId,
  role,
}: {
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  className?: string;
  titleClassName?: string;
  /** The id of the element that describes the dialog (its message). */
  describedBy?: string;
  testId?: string;
  /** alertdialog for a message that needs an answer (a failure, a confirmation). */
  role?: 'dialog' | 'alertdialog';
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    // The control marked data-autofocus takes focus (else the browser focuses the first one).
    dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    return () => {
      if (dialog.open) dialog.close();
      // Back to the control that opened it, unless that control is gone or focus has moved on meanwhile.
      if (before?.isConnected && (document.activeElement === document.body || document.activeElement === null || dialog.contains(document.activeElement)))
        before.focus();
    };
  }, []);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // Escape: the dialog stays under React's control (it closes when its owner stops rendering it).
    const onCancel = (event: Event) => {
      event.preventDefault();
      closeRef.current();
    };
    // A click on the backdrop (outside the dialog's box) closes it too; Escape is the keyboard's way.
    const onBackdrop = (event: MouseEvent) => {
      if (event.target !== dialog) return;
      const box = dialog.getBoundingClientRect();
      const inside = event.clientX >= box.left && event.clientX <= box.right && event.clientY >= box.top && event.clientY <= box.bottom;
      if (!inside) closeRef.current();
    };
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('click', onBackdrop);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('click', onBackdrop);
    };
  }, []);

  return (
    <dialog
      ref={ref}
      className={`dialog ${className ?? ''}`.trim()}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      data-testid={testId}
    >
      <h2 id={titleId} className={`dialog-title ${titleClassName ?? ''}`.trim()}>
        {title}
      </h2>
      {children}
    </dialog>
  );
}
