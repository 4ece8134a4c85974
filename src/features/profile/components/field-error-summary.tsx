import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Alert, List, Text } from '@mantine/core';

export interface FieldProblem {
  key: string;
  /** The field's label as shown above it (already translated). */
  label: string;
  message: MessageDescriptor;
}

/** Under a form: what to fix, each line naming its field, so two fields with the same rule are told apart. */
export function FieldErrorSummary({ problems }: { problems: FieldProblem[] }) {
  const { _ } = useLingui();
  if (problems.length === 0) return null;
  return (
    <Alert color="red" variant="light" role="alert">
      <Text fw={700} inherit>
        <Trans>Check the marked fields.</Trans>
      </Text>
      <List>
        {problems.map((problem) => (
          <List.Item key={problem.key}>
            <Text span fw={700} inherit>
              {problem.label}
            </Text>
            {': '}
            {_(problem.message)}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
