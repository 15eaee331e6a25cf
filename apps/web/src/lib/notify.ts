import { notifications } from '@mantine/notifications';
import { coreMessage, i18n } from '@/i18n/i18n.ts';
import { ApiError } from './api-error.ts';

/** A toast's close button, named in the console's language (a button without a name is not read out). */
export const toastClose = () => ({ 'aria-label': i18n.t('common.close') });

/**
 * The toasts an action result gives (SPEC §8): the first error (else the generic failure), then
 * each property error; no result at all gives the generic failure.
 */
export const failureMessages = (error: unknown, genericError: string): string[] => {
  const result = error instanceof ApiError ? error.result : null;
  if (!result) return [genericError];
  const first = result.errors[0] ?? genericError;
  const properties = result.propertiesErrorMessages.map((property) => property.errorMessage);
  return [first, ...properties.filter((text) => text !== first)];
};

export const notifyFailure = (error: unknown) => {
  for (const text of failureMessages(error, coreMessage('genericError'))) {
    notifications.show({ color: 'red', message: text, withBorder: true, closeButtonProps: toastClose() });
  }
};

export const notifySuccess = (text = coreMessage('success')) => {
  notifications.show({ color: 'green', message: text, withBorder: true, closeButtonProps: toastClose() });
};
