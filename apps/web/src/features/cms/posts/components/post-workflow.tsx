import '@/i18n/areas/cms.ts';
import type { TPost, TPostAction } from '@colophon/contract';
import { Alert, Badge, Button, Group, Modal, Paper, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { StaleVersionAlert } from '@/components/errors/stale-version-alert.tsx';
import { usePostTransition } from '@/features/cms/posts/api/posts.ts';
import { statusColor } from '@/features/cms/posts/post-list-page.tsx';
import { useTranslation } from '@/i18n/use-translation.ts';
import { isStaleVersion } from '@/lib/api-error.ts';
import { notifyFailure, notifySuccess } from '@/lib/notify.ts';
import { PostPreview } from './post-preview.tsx';

interface PostWorkflowProps {
  post: TPost;
  /** The form holds changes not saved: the steps wait for them to be saved. */
  dirty: boolean;
  readOnly: boolean;
  /** Fetches the post as it is saved now, into the form. */
  onReload: () => unknown;
}

/**
 * The post's status and the workflow steps the API allows its reader (`allowedActions`). A step
 * someone else beat (`stale-version`) proposes to reload; one the post's state refuses says why.
 */
export const PostWorkflow = ({ post, dirty, readOnly, onReload }: PostWorkflowProps) => {
  const { t } = useTranslation();
  const transition = usePostTransition();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [previewing, setPreviewing] = useState(false);
  const [stale, setStale] = useState(false);

  const take = async (action: TPostAction, why: string | null = null) => {
    try {
      await transition.mutateAsync({ id: post.id, version: post.version, action, reason: why });
      setStale(false);
      notifySuccess();
    } catch (error) {
      if (isStaleVersion(error)) {
        setStale(true);
        return;
      }
      notifyFailure(error);
    }
    await onReload();
  };
  const reload = async () => {
    setStale(false);
    await onReload();
  };

  return (
    <Paper withBorder p="md" data-testid="post-workflow">
      {stale && (
        <StaleVersionAlert
          title={t('cms.post.staleTitle')}
          text={t('cms.post.staleText')}
          reloadLabel={t('cms.post.staleReload')}
          onReload={() => void reload()}
        />
      )}
      <Group justify="space-between" mt={stale ? 'sm' : 0}>
        <Group gap="xs">
          <Text fw={500}>{t('cms.post.postStatus')}</Text>
          <Badge color={statusColor[post.postStatus]} data-testid="post-status">
            {t(`cms.post.statuses.${post.postStatus}`)}
          </Badge>
          <Button
            size="xs"
            variant="default"
            onClick={() => setPreviewing(true)}
            data-testid="post-preview-open"
          >
            {t('cms.post.preview')}
          </Button>
        </Group>
        <Group gap="xs">
          {post.allowedActions.map((action) => (
            <Button
              key={action}
              size="xs"
              variant={action === 'Reject' || action === 'BackToDraft' ? 'default' : 'filled'}
              disabled={dirty}
              loading={transition.isPending}
              onClick={() => (action === 'Reject' ? setRejecting(true) : void take(action))}
              data-testid={`post-action-${action}`}
            >
              {t(`cms.post.actions.${action}`)}
            </Button>
          ))}
        </Group>
      </Group>
      {dirty && post.allowedActions.length > 0 && (
        <Text size="xs" c="dimmed" mt="xs">
          {t('cms.post.saveFirst')}
        </Text>
      )}
      {post.postStatus === 'ValidationRejected' && post.rejectionReason && (
        <Alert color="red" mt="sm" data-testid="rejection-reason">
          {t('cms.post.rejectedBecause', { reason: post.rejectionReason })}
        </Alert>
      )}
      {readOnly && (
        <Alert color="gray" mt="sm">
          {t('cms.post.locked')}
        </Alert>
      )}
      {previewing && <PostPreview post={post} onClose={() => setPreviewing(false)} />}
      <Modal opened={rejecting} onClose={() => setRejecting(false)} title={t('cms.post.actions.Reject')}>
        <Stack>
          <Textarea
            label={t('cms.post.rejectReason')}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            autosize
            minRows={3}
            data-autofocus
            name="reason"
          />
          <Button
            color="red"
            disabled={!reason.trim()}
            onClick={() => {
              setRejecting(false);
              void take('Reject', reason.trim());
            }}
            data-testid="confirm-reject"
          >
            {t('cms.post.actions.Reject')}
          </Button>
        </Stack>
      </Modal>
    </Paper>
  );
};
