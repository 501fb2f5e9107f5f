import type { ReactNode } from 'react';
import { snackbarDefaultMs, snackbarNeverCloses } from '#src/lib/constants.ts';

export type ToastKind = 'success' | 'info' | 'warning' | 'error';

interface ToastOptions {
  /** Remove the toast by itself after a while; without it the toast stays until it is clicked. */
  timeout?: boolean;
}

interface ToastRequest {
  kind: ToastKind;
  title: string;
  message?: ReactNode;
  options: ToastOptions;
}

interface SnackbarRequest {
  message: ReactNode;
  /** Milliseconds on screen; snackbarNeverCloses (-1) keeps it until it is clicked. */
  timeoutMs: number;
}

/** What the mounted app lends this module, so toasts can be raised from anywhere (machines, callbacks). */
export interface NoticePresenter {
  toast(request: ToastRequest): void;
  snackbar(request: SnackbarRequest): void;
}

let presenter: NoticePresenter | null = null;

/** The notice host calls this on mount; the returned function unbinds it on unmount. */
export function bindNoticePresenter(next: NoticePresenter): () => void {
  presenter = next;
  return () => {
    if (presenter === next) presenter = null;
  };
}

function whenMounted(what: string, show: (mounted: NoticePresenter) => void): void {
  if (!presenter) {
    // Nothing is queued: a notice about start-up work shown after start-up would only confuse.
    console.warn(`${what} was raised before the app was mounted; it is not shown.`);
    return;
  }
  show(presenter);
}

function raise(kind: ToastKind, title: string, message?: ReactNode, options: ToastOptions = {}): void {
  whenMounted(`Toast "${title}"`, (mounted) => mounted.toast({ kind, title, message, options }));
}

type RaiseToast = (title: string, message?: ReactNode, options?: ToastOptions) => void;

export const toast: Record<ToastKind, RaiseToast> = {
  success: (title, message, options) => raise('success', title, message, options),
  info: (title, message, options) => raise('info', title, message, options),
  warning: (title, message, options) => raise('warning', title, message, options),
  error: (title, message, options) => raise('error', title, message, options),
};

/** A short line at the bottom of the screen; stays snackbarDefaultMs unless told otherwise. */
export function snackbar(message: ReactNode, timeoutMs: number = snackbarDefaultMs): void {
  whenMounted('A snackbar', (mounted) => mounted.snackbar({ message, timeoutMs }));
}

export { snackbarNeverCloses };
