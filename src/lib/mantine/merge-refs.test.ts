import { renderHook } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useMergeRefs } from './merge-refs.ts';

describe('useMergeRefs', () => {
  it('is null while every ref is empty', () => {
    const { result } = renderHook(() => useMergeRefs<HTMLElement>([undefined, null]));
    expect(result.current).toBeNull();
  });

  it('sets object and callback refs, and clears them when the node goes', () => {
    const object = createRef<HTMLElement>();
    const callback = vi.fn();
    const { result } = renderHook(() => useMergeRefs<HTMLElement | null>([object, callback]));
    const node = document.createElement('div');
    result.current?.(node);
    expect(object.current).toBe(node);
    expect(callback).toHaveBeenLastCalledWith(node);
    result.current?.(null);
    expect(object.current).toBeNull();
    expect(callback).toHaveBeenLastCalledWith(null);
  });

  it("keeps a callback ref's cleanup and calls it instead of the ref with null", () => {
    const cleanup = vi.fn();
    const callback = vi.fn(() => cleanup);
    const { result } = renderHook(() => useMergeRefs<HTMLElement | null>([callback]));
    result.current?.(document.createElement('div'));
    result.current?.(null);
    expect(cleanup).toHaveBeenCalledOnce();
    expect(callback).toHaveBeenCalledOnce();
  });
});
