import {
  Children,
  createContext,
  isValidElement,
  use,
  useState,
  type ComponentProps,
  type KeyboardEvent,
  type ReactNode,
} from "react";
import type * as Radix from "./select-radix";
import { ChevronDown } from "~/components/ui/icons";
import { selectTriggerClass } from "./select-style";

// A select renders as a look-alike of its closed button until its first use
// (a pointer press, focus or key), then swaps in Radix Select (./select-radix),
// opened when that use would have opened it. Pages with selects that nobody
// touches (the library's filter, the player's settings, the admin's forms)
// then never download Radix Select.

type RadixSelect = typeof Radix;
let loading: Promise<RadixSelect> | undefined;
const loadRadix = () => (loading ??= import("./select-radix"));

// Enter, Space and the arrows open a Radix Select from its button.
const OPEN_KEYS = new Set([" ", "Enter", "ArrowUp", "ArrowDown"]);

interface Swap {
  radix: RadixSelect | null;
  /** The look-alike's state: the chosen item's text, or nothing for the placeholder. */
  label: ReactNode;
  disabled?: boolean;
  /** Called on the look-alike's first use: `open` when that use opens a select. */
  use(open: boolean): void;
}

const SelectSwap = createContext<Swap | null>(null);

function useSwap(): Swap {
  const swap = use(SelectSwap);
  if (!swap) throw new Error("a select part rendered outside <Select>");
  return swap;
}

/** The children of the SelectItem whose value is `value`, among the select's parts. */
function itemLabel(children: ReactNode, value: string): ReactNode {
  for (const child of Children.toArray(children)) {
    if (!isValidElement<{ value?: string; children?: ReactNode }>(child)) continue;
    if (child.type === SelectItem && child.props.value === value) return child.props.children;
    const found = itemLabel(child.props.children, value);
    if (found !== undefined) return found;
  }
  return undefined;
}

export function Select(props: ComponentProps<RadixSelect["Select"]>) {
  const [radix, setRadix] = useState<RadixSelect | null>(null);
  const [open, setOpen] = useState(false);
  const value = props.value ?? props.defaultValue;
  const swap: Swap = {
    radix,
    label: value ? itemLabel(props.children, value) : undefined,
    disabled: props.disabled,
    use(opens) {
      // A press both focuses and opens: the focus does not undo the opening.
      if (opens) setOpen(true);
      void loadRadix().then(setRadix);
    },
  };
  if (radix) {
    return (
      <SelectSwap value={swap}>
        <radix.Select defaultOpen={open} {...props} />
      </SelectSwap>
    );
  }
  return (
    <SelectSwap value={swap}>
      {/* Radix posts the value through a hidden native select inside a form; a form sent before the swap needs it too. */}
      {props.name ? <input type="hidden" name={props.name} value={value ?? ""} disabled={props.disabled} /> : null}
      {props.children}
    </SelectSwap>
  );
}

export function SelectTrigger({ className, children, ...props }: ComponentProps<RadixSelect["SelectTrigger"]>) {
  const swap = useSwap();
  if (swap.radix) {
    // The look-alike was just used, so it had the focus: Radix's button, replacing it, takes it over.
    return (
      <swap.radix.SelectTrigger autoFocus className={className} {...props}>
        {children}
      </swap.radix.SelectTrigger>
    );
  }
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!OPEN_KEYS.has(event.key)) return;
    event.preventDefault();
    swap.use(true);
  };
  return (
    <button
      type="button"
      role="combobox"
      aria-expanded={false}
      aria-autocomplete="none"
      data-state="closed"
      data-placeholder={swap.label === undefined ? "" : undefined}
      disabled={swap.disabled}
      className={selectTriggerClass(className)}
      {...props}
      onPointerDown={(event) => {
        props.onPointerDown?.(event);
        // A mouse opens a select on press; touch and pen on their click (below), as in Radix.
        if (event.button === 0 && event.pointerType === "mouse") swap.use(true);
      }}
      onClick={(event) => {
        props.onClick?.(event);
        swap.use(true);
      }}
      onFocus={(event) => {
        props.onFocus?.(event);
        swap.use(false);
      }}
      onKeyDown={(event) => {
        props.onKeyDown?.(event);
        onKeyDown(event);
      }}
    >
      {children}
      <ChevronDown aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
    </button>
  );
}

export function SelectValue(props: ComponentProps<RadixSelect["SelectValue"]>) {
  const swap = useSwap();
  if (swap.radix) return <swap.radix.SelectValue {...props} />;
  return <span style={{ pointerEvents: "none" }}>{swap.label ?? props.placeholder}</span>;
}

/** The options: nothing until Radix takes over (the look-alike reads the chosen one's text itself). */
export function SelectContent(props: ComponentProps<RadixSelect["SelectContent"]>) {
  const swap = useSwap();
  return swap.radix ? <swap.radix.SelectContent {...props} /> : null;
}

export function SelectItem(props: ComponentProps<RadixSelect["SelectItem"]>) {
  const swap = useSwap();
  return swap.radix ? <swap.radix.SelectItem {...props} /> : null;
}
