/** Changes at one place inside a generated JSON body; `at` picks the place modulo the number of places. */

type Slot = { container: Record<string, unknown> | unknown[]; key: string | number };

/** Every value inside `root` (not `root` itself), as a place that can be replaced. */
function slotsOf(root: unknown): Slot[] {
  const slots: Slot[] = [];
  const visit = (node: unknown) => {
    if (typeof node !== "object" || node === null) return;
    const entries: Array<[string | number, unknown]> = Array.isArray(node)
      ? node.map((item, index) => [index, item])
      : Object.entries(node);
    for (const [key, value] of entries) {
      slots.push({ container: node as Record<string, unknown> | unknown[], key });
      visit(value);
    }
  };
  visit(root);
  return slots;
}

function objectsOf(root: unknown): Array<Record<string, unknown>> {
  const objects: Array<Record<string, unknown>> = [];
  const visit = (node: unknown) => {
    if (Array.isArray(node)) node.forEach(visit);
    else if (typeof node === "object" && node !== null) {
      objects.push(node as Record<string, unknown>);
      Object.values(node).forEach(visit);
    }
  };
  visit(root);
  return objects;
}

export function replaceNode(root: unknown, at: number, value: unknown): unknown {
  const slots = slotsOf(root);
  const slot = slots[at % Math.max(slots.length, 1)];
  if (!slot) return structuredClone(value);
  (slot.container as Record<string | number, unknown>)[slot.key] = structuredClone(value);
  return root;
}

export function dropKey(root: unknown, at: number): void {
  const slots = slotsOf(root).filter((slot) => !Array.isArray(slot.container));
  const slot = slots[at % Math.max(slots.length, 1)];
  if (slot) delete (slot.container as Record<string, unknown>)[slot.key as string];
}

export function addKey(root: unknown, at: number, key: string, value: unknown): unknown {
  const objects = objectsOf(root);
  const target = objects[at % Math.max(objects.length, 1)] ?? {};
  // defineProperty: assigning `__proto__` would set the prototype instead of adding a field.
  Object.defineProperty(target, key, { value: structuredClone(value), enumerable: true, writable: true, configurable: true });
  return objects.length > 0 ? root : target;
}
