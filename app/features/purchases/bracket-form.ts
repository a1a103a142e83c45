/**
 * Form bodies in the PHP convention carts post (`customer[email]=…`,
 * `order[charges][0][amount]=…`, `purchase_map[]=product-2`), read into
 * the nested shape the same notification has as JSON, so one schema reads both.
 *
 * Objects are created without a prototype and keys such as `__proto__` are
 * dropped, so no field name can reach Object.prototype.
 */
type FormValue = string | FormObject | FormValue[];
export interface FormObject {
  [key: string]: FormValue;
}

const FORBIDDEN_KEYS = new Set(["__proto__", "prototype", "constructor"]);
/** Deeper than any notification a cart sends; bounds the work one field name can cause. */
const MAX_DEPTH = 6;

function pathOf(name: string): string[] | null {
  const open = name.indexOf("[");
  if (open === -1) return [name];
  const head = name.slice(0, open);
  const rest = name.slice(open);
  const parts = [head];
  const pattern = /\[([^[\]]*)\]/gy;
  let match: RegExpExecArray | null;
  let consumed = 0;
  while ((match = pattern.exec(rest))) {
    parts.push(match[1]!);
    consumed = pattern.lastIndex;
  }
  // Trailing text after the brackets ("a[b]c") is not this convention: keep the name whole.
  return consumed === rest.length && head !== "" ? parts : [name];
}

function emptyObject(): FormObject {
  return Object.create(null) as FormObject;
}

function assign(target: FormObject, path: string[], value: string): void {
  let node = target;
  for (let i = 0; i < path.length; i++) {
    const key = path[i] === "" ? String(Object.keys(node).length) : path[i]!;
    if (FORBIDDEN_KEYS.has(key)) return;
    if (i === path.length - 1) {
      node[key] = value;
      return;
    }
    const next = node[key];
    if (next === undefined || typeof next === "string" || Array.isArray(next)) node[key] = emptyObject();
    node = node[key] as FormObject;
  }
}

/** Objects whose keys are 0..n-1 become arrays, as PHP's lists do in JSON. */
function listify(value: FormValue): FormValue {
  if (typeof value === "string" || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  for (const key of keys) value[key] = listify(value[key]!);
  const isList = keys.length > 0 && keys.every((key, index) => key === String(index));
  return isList ? keys.map((key) => value[key]!) : value;
}

/** Form fields (already decoded, in order) as one nested object. */
export function nestBracketFields(entries: Iterable<[string, string]>): FormObject {
  const root = emptyObject();
  for (const [name, value] of entries) {
    const path = pathOf(name);
    if (!path || path.length > MAX_DEPTH) continue;
    assign(root, path, value);
  }
  for (const key of Object.keys(root)) root[key] = listify(root[key]!);
  return root;
}
