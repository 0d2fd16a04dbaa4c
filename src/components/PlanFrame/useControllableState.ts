import { useCallback, useState } from 'react';

/** Props of a controlled / uncontrolled value, as Radix names them (`collapsed` / `defaultCollapsed` / `onCollapsedChange`). */
export interface ControllableStateOptions<T> {
  /** The value, controlled: the owner keeps it. `undefined` means uncontrolled. */
  value: T | undefined;
  /** The value at mount when uncontrolled. */
  defaultValue: T;
  /** Called with every new value the part asks for, controlled or not. */
  onChange?: ((value: T) => void) | undefined;
}

/**
 * The one controlled / uncontrolled helper of the plan parts: returns the value in force (the controlled one
 * when given, else the part's own state) and a setter that keeps its own state only when uncontrolled and always
 * tells `onChange`. No state is set during render.
 */
export function useControllableState<T>({ value, defaultValue, onChange }: ControllableStateOptions<T>): [T, (next: T) => void] {
  const [own, setOwn] = useState(defaultValue);
  const controlled = value !== undefined;
  const setValue = useCallback(
    (next: T) => {
      if (!controlled) setOwn(next);
      onChange?.(next);
    },
    [controlled, onChange],
  );
  return [controlled ? value : own, setValue];
}
