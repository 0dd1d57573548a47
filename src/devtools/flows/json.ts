/**
 * A context or an event payload as readable JSON. Machines keep things JSON.stringify cannot
 * show as they are: functions (an injected key maker), errors (a failed call's), actor
 * references, the same object twice. Each is named instead of dropped or thrown on.
 */
export function toJson(value: unknown): string {
  const seen = new WeakSet<object>();
  const shown = JSON.stringify(
    value,
    (_key, item: unknown) => {
      if (typeof item === 'function') return `ƒ ${item.name || 'anonymous'}`;
      if (typeof item === 'bigint') return `${item}n`;
      if (typeof item !== 'object' || item === null) return item;
      if (seen.has(item)) return '[shown above]';
      seen.add(item);
      if (item instanceof Error) return { ...item, error: item.name, message: item.message };
      if ('sessionId' in item && 'send' in item) return `actor ${String((item as { id?: unknown }).id)}`;
      return item;
    },
    2,
  );
  return shown ?? 'undefined';
}
