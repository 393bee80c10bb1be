import { useRef } from 'react';

/**
 * `value`, or the object this hook returned on the render before when each of its properties is the same
 * (Object.is): a context value that changes only when one of its parts does, like useMemo over every part
 * without listing the parts a second time as dependencies.
 */
export function useStableValue<T extends object>(value: T): T {
  const kept = useRef(value);
  const previous = kept.current;
  const keys = Object.keys(value) as (keyof T)[];
  const changed = keys.length !== Object.keys(previous).length || keys.some((key) => !Object.is(previous[key], value[key]));
  if (changed) kept.current = value;
  return kept.current;
}
