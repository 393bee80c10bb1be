/**
 * The result dialogs of spec section 8: "Create Fail", "Submit Fail", "Delete Fail" with the server's
 * messages, and "Submit Success". One dialog at a time, shown by <FeedbackDialog /> in the layout.
 */
export interface Feedback {
  /** i18n key of the title. */
  title: string;
  messages: string[];
  severity: 'error' | 'success';
}

let shown: Feedback | null = null;
const listeners = new Set<() => void>();

export const feedbackStore = {
  get: () => shown,
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  show: (feedback: Feedback) => {
    shown = feedback;
    listeners.forEach((l) => l());
  },
  close: () => {
    shown = null;
    listeners.forEach((l) => l());
  },
};
