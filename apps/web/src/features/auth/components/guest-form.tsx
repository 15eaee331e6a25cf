import { Anchor, Button, Stack, Title } from '@mantine/core';
import { Link, type LinkProps } from '@tanstack/react-router';
import type { FormEvent, ReactNode } from 'react';

/** Where a guest screen leads on (sign in, ask for a link again). */
interface GuestLink {
  to: LinkProps['to'];
  label: string;
}

/** A guest screen that only tells something: its heading, the text, maybe a link onwards. */
export const GuestMessage = ({
  title,
  link,
  centered,
  children,
}: {
  title: ReactNode;
  link?: GuestLink;
  centered?: boolean;
  children: ReactNode;
}) => (
  <Stack align={centered ? 'center' : undefined}>
    <Title order={1} size="h3">
      {title}
    </Title>
    {children}
    {link && (
      <Anchor component={Link} to={link.to}>
        {link.label}
      </Anchor>
    )}
  </Stack>
);

/**
 * The form of a guest screen: its heading, its fields, the full-width submit button and a small link
 * under it. The page validates the fields itself, so the browser's validation is off.
 */
export const GuestForm = ({
  title,
  onSubmit,
  submit,
  link,
  children,
}: {
  title: ReactNode;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  submit: { label: string; pending: boolean };
  link?: GuestLink;
  children: ReactNode;
}) => (
  <form onSubmit={onSubmit} noValidate>
    <Stack>
      <Title order={1} size="h3">
        {title}
      </Title>
      {children}
      <Button type="submit" loading={submit.pending} fullWidth>
        {submit.label}
      </Button>
      {link && (
        <Anchor component={Link} to={link.to} size="sm" ta="center">
          {link.label}
        </Anchor>
      )}
    </Stack>
  </form>
);
