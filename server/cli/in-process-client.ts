import { TEST_OPERATOR_KEY, type TestApp } from '#server/test/test-app.ts';
import { type OperatorClient, OperatorError } from './operator-client.ts';

/** The CLI's client for tests: the in-process app instead of a running server, with the test operator key. */
export function inProcessClient(t: TestApp): OperatorClient {
  return {
    async request(method, path, body) {
      const res = await t.call(method, `/api${path}`, body, { 'X-Operator-Key': TEST_OPERATOR_KEY });
      if (res.status >= 400) throw new OperatorError(`${res.status}: ${(res.body as { message: string }).message}`);
      return res.body;
    },
  };
}
