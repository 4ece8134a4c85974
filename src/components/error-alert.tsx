import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { Alert, List } from '@mantine/core';

/** Announces errors to screen readers (role alert); several messages are shown as a list. */
export function ErrorAlert({ messages }: { messages: MessageDescriptor[] }) {
  const { _ } = useLingui();
  if (messages.length === 0) return null;
  return (
    <Alert color="red" variant="light" role="alert">
      {messages.length === 1 ? (
        _(messages[0]!)
      ) : (
        <List>
          {messages.map((message) => (
            <List.Item key={message.id}>{_(message)}</List.Item>
          ))}
        </List>
      )}
    </Alert>
  );
}
