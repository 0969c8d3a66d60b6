import { toast } from 'sonner';

/** The one notification path of the app (sonner toasts). */
export interface Notifier {
  success: (message: string) => void;
  error: (message: string) => void;
  info: (message: string) => void;
}

/**
 * Toasts through sonner. Each message has a stable id, so that the same notice raised twice at once (e.g. by two
 * guards) shows once.
 */
export const notify: Notifier = {
  success: (message) => void toast.success(message, { id: `success:${message}` }),
  error: (message) => void toast.error(message, { id: `error:${message}` }),
  info: (message) => void toast(message, { id: `info:${message}` }),
};
