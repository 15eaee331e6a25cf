import type { TFullDocument } from '@colophon/contract';
import type { ActionInput } from './api/documents.ts';

/**
 * Runs an action of the state machine: "Are you sure ?" first when it cannot be undone (`confirmBody`
 * says what it does; null for an edit), then the call; a stale version stays on the page with its
 * reload, any other failure is the API's message.
 */
export type RunAction = (input: ActionInput, confirmBody: string | null) => Promise<boolean>;

export interface DocumentProps {
  document: TFullDocument;
}
