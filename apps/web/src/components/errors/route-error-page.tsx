import type { ErrorComponentProps } from '@tanstack/react-router';
import { ApiError, StatusError, statusOf } from '@/lib/api-error.ts';
import { isChunkLoadError, reloadForChunkError } from '@/lib/chunk-reload.ts';
import { ErrorPage } from './error-page.tsx';

const messageOf = (error: unknown) => {
  if (error instanceof ApiError) return error.result?.errors[0];
  if (error instanceof StatusError) return error.message;
  return undefined;
};

/** A route that failed to load or render: the error page with the error's status, or 500. */
export const RouteErrorPage = ({ error }: ErrorComponentProps) => {
  if (isChunkLoadError(error)) reloadForChunkError();
  return <ErrorPage message={messageOf(error)} status={statusOf(error)} />;
};
