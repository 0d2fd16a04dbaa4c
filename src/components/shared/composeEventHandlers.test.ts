import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { composeEventHandlers, mergeRefs } from './composeEventHandlers';

function fakeEvent() {
  return {
    defaultPrevented: false,
    preventDefault() {
      this.defaultPrevented = true;
    },
  };
}

describe('composeEventHandlers', () => {
  it("runs the caller's handler first, then ours", () => {
    const calls: string[] = [];
    const handler = composeEventHandlers(
      () => calls.push('theirs'),
      () => calls.push('ours'),
    );
    handler(fakeEvent());
    expect(calls).toEqual(['theirs', 'ours']);
  });

  it('skips ours when the caller prevented the default', () => {
    const ours = vi.fn();
    const handler = composeEventHandlers((event: ReturnType<typeof fakeEvent>) => event.preventDefault(), ours);
    handler(fakeEvent());
    expect(ours).not.toHaveBeenCalled();
  });

  it('works with either handler missing', () => {
    const ours = vi.fn();
    composeEventHandlers(undefined, ours)(fakeEvent());
    expect(ours).toHaveBeenCalledTimes(1);
    expect(() => composeEventHandlers(undefined, undefined)(fakeEvent())).not.toThrow();
  });
});

describe('mergeRefs', () => {
  it('fills object refs and calls callback refs, then clears them on detach', () => {
    const objectRef = createRef<string>();
    const callback = vi.fn();
    const merged = mergeRefs<string>(objectRef, callback, undefined);
    const cleanup = merged('node');
    expect(objectRef.current).toBe('node');
    expect(callback).toHaveBeenLastCalledWith('node');
    (cleanup as () => void)();
    expect(objectRef.current).toBeNull();
    expect(callback).toHaveBeenLastCalledWith(null);
  });

  it("calls a callback ref's own cleanup instead of calling it with null (React 19)", () => {
    const inner = vi.fn();
    const callback = vi.fn(() => inner);
    const cleanup = mergeRefs<string>(callback)('node');
    (cleanup as () => void)();
    expect(inner).toHaveBeenCalledTimes(1);
    expect(callback).toHaveBeenCalledTimes(1);
  });
});
