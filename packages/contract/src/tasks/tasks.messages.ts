import { defineMessages } from '../messages-types.ts';

/** Messages of the tasks feature; merged into the catalogue in messages.ts. */
export const tasksMessages = defineMessages({
  taskStateCreated: { en: 'Waiting', fr: 'En attente' },
  taskStateRetry: { en: 'Waiting to retry', fr: 'En attente de nouvel essai' },
  taskStateActive: { en: 'Running', fr: 'En cours' },
  taskStateCompleted: { en: 'Completed', fr: 'Terminée' },
  taskStateCancelled: { en: 'Cancelled', fr: 'Annulée' },
  taskStateFailed: { en: 'Failed', fr: 'En échec' },
  taskRelaunched: { en: 'The task has been relaunched.', fr: 'La tâche a été relancée.' },
});
