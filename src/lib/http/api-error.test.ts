import { afterEach, describe, expect, it, vi } from 'vitest';
import { publicConfig } from '#contract/config.ts';
import { pointsSummary } from '#contract/points.ts';
import { ApiError } from './api-error.ts';
import { callApi } from './call-api.ts';
import { errorMessages, GENERIC_ERROR, OFFLINE_ERROR } from './error-messages.ts';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function answer(respond: (request: Request) => Response | Promise<Response>) {
  const fetch = vi.fn(async (request: Request) => respond(request));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('calling the API', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('calls below /api with the path parameters filled in', async () => {
    const fetch = answer(() =>
      json(200, {
        company_points: 1200,
        projects: { in_prog: 2, completed: 1, lost: 0 },
        points: { completed: 1, in_prog: 2, lost: 0, to_expire: 0 },
        scans: { current_year: 3, completed: 1 },
      }),
    );
    const summary = await callApi(pointsSummary, { params: { companyUuid: '6f1c1f9e-4e0b-4f7e-9a59-0f7d3c6a1b2c' } });
    expect(summary.company_points).toBe(1200);
    const request = fetch.mock.calls[0]![0];
    expect(new URL(request.url).pathname).toBe('/api/v1/company/points/6f1c1f9e-4e0b-4f7e-9a59-0f7d3c6a1b2c');
  });

  it('keeps the status and the server message of an error answer', async () => {
    answer(() => json(404, { message: 'Installer not found.' }));
    const error = await failure(callApi(publicConfig));
    expect(error.status).toBe(404);
    expect(error.messages).toEqual(['Installer not found.']);
    expect(errorMessages(error)).toEqual([expect.objectContaining({ id: expect.any(String) })]);
  });

  it('lists every field error of a 400, once each', async () => {
    answer(() =>
      json(400, {
        message: 'The given data was invalid.',
        errors: {
          email: ['The email has already been taken.'],
          phone: ['Invalid phone number.', 'Letters are not allowed.'],
        },
      }),
    );
    const error = await failure(callApi(publicConfig));
    expect(error.status).toBe(400);
    expect(error.fieldErrors.phone).toEqual(['Invalid phone number.', 'Letters are not allowed.']);
    expect(error.messages).toEqual([
      'The email has already been taken.',
      'Invalid phone number.',
      'Letters are not allowed.',
    ]);
    expect(errorMessages(error)).toHaveLength(3);
  });

  it('shows unknown server texts as the generic message', async () => {
    answer(() => json(500, { message: 'SQLSTATE[42P01]' }));
    const error = await failure(callApi(publicConfig));
    expect(error.status).toBe(500);
    expect(errorMessages(error)).toEqual([GENERIC_ERROR]);
  });

  it('counts a cancelled request as 499', async () => {
    answer(() => {
      throw new DOMException('The operation was aborted.', 'AbortError');
    });
    const error = await failure(callApi(publicConfig));
    expect(error.status).toBe(499);
  });

  it('counts a network failure as offline (0)', async () => {
    answer(() => {
      throw new TypeError('Failed to fetch');
    });
    const error = await failure(callApi(publicConfig));
    expect(error.status).toBe(0);
    expect(errorMessages(error)).toEqual([OFFLINE_ERROR]);
  });

  it('treats an answer that breaks the contract as an error', async () => {
    answer(() => json(200, { countries: 'none' }));
    const error = await failure(callApi(publicConfig));
    expect(error.status).toBe(200);
    expect(errorMessages(error)).toEqual([GENERIC_ERROR]);
  });
});
