import { describeError } from '#src/api/error-display.ts';
import { i18n } from '#src/i18n/i18n.ts';
import { toast } from '#src/lib/toast.ts';

/**
 * The error notification of a failed account step (docs/product.md §8: conversion, clearing the account): the
 * standard error display of the failure, as a toast that stays until clicked.
 */
export function notifyError(error: unknown): void {
  const { title, message } = describeError(error);
  toast.error(i18n._(title), typeof message === 'string' ? message : i18n._(message));
}
