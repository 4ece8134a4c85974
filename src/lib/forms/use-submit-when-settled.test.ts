import { act, renderHook } from '@testing-library/react';
import type { FormEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useSubmitWhenSettled } from './use-submit-when-settled.ts';

const event = () => ({ preventDefault: vi.fn() }) as unknown as FormEvent;

describe('useSubmitWhenSettled', () => {
  it('goes on at once when no check is running', () => {
    const proceed = vi.fn();
    const { result } = renderHook(() => useSubmitWhenSettled(false, proceed));
    act(() => result.current.onSubmit(event()));
    expect(proceed).toHaveBeenCalledOnce();
  });

  it('keeps a press made during a check and goes on once when the check answers', () => {
    const proceed = vi.fn();
    const { result, rerender } = renderHook(({ checking }) => useSubmitWhenSettled(checking, proceed), {
      initialProps: { checking: true },
    });
    act(() => result.current.onSubmit(event()));
    expect(proceed).not.toHaveBeenCalled();
    expect(result.current.waiting).toBe(true);
    rerender({ checking: false });
    expect(proceed).toHaveBeenCalledOnce();
    expect(result.current.waiting).toBe(false);
    rerender({ checking: false });
    expect(proceed).toHaveBeenCalledOnce();
  });
});
