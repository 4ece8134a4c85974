import { Plural } from '@lingui/react/macro';
import { Alert } from '@mantine/core';
import { useEffect, useState } from 'react';
import { sessionOwner } from '#src/lib/outbox/outbox-owner.ts';
import { queuedByOthers } from '#src/lib/outbox/outbox-store.ts';

/**
 * Tells the person signed in that this device keeps changes another account queued offline: they are not
 * theirs, are not sent under their session, and leave with that account's next sign-in here.
 */
export function OtherAccountsNotice() {
  const [count, setCount] = useState(0);
  useEffect(() => {
    const owner = sessionOwner();
    if (!owner) return;
    let live = true;
    queuedByOthers(owner)
      .then((n) => live && setCount(n))
      .catch(() => {});
    return () => {
      live = false;
    };
  }, []);
  if (count === 0) return null;
  return (
    <Alert color="gray" variant="light" role="status">
      <Plural
        value={count}
        one="This device also keeps # change made offline by another account. It will be sent when that account signs in here again."
        other="This device also keeps # changes made offline by another account. They will be sent when that account signs in here again."
      />
    </Alert>
  );
}
