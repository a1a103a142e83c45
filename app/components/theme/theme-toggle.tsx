import { Monitor, Moon, Sun } from "~/components/ui/icons";
import { useEffect, useSyncExternalStore } from "react";
import { cn } from "~/components/ui/cn";
import { applyTheme, parseTheme, THEME_KEY, type Theme } from "./theme";

const OPTIONS: { value: Theme; label: string; Icon: typeof Sun }[] = [
  { value: "light", label: "Light theme", Icon: Sun },
  { value: "dark", label: "Dark theme", Icon: Moon },
  { value: "system", label: "System theme", Icon: Monitor },
];

/**
 * The stored choice as an external store: the server and hydration render
 * "system", then every toggle on the page (header and menu) shows the
 * stored one, and a choice made in another tab arrives through "storage".
 */
const choiceListeners = new Set<() => void>();
function subscribeToChoice(listener: () => void) {
  choiceListeners.add(listener);
  window.addEventListener("storage", listener);
  return () => {
    choiceListeners.delete(listener);
    window.removeEventListener("storage", listener);
  };
}
function storedChoice(): Theme {
  try {
    return parseTheme(localStorage.getItem(THEME_KEY));
  } catch {
    return "system";
  }
}
function choose(theme: Theme) {
  applyTheme(theme);
  for (const listener of choiceListeners) listener();
}

/** Three-way theme switch; the boot script has already applied the stored choice. */
export function ThemeToggle({ className }: { className?: string }) {
  const theme = useSyncExternalStore(subscribeToChoice, storedChoice, () => "system" as const);

  useEffect(() => {
    if (theme !== "system") return;
    // Follow the operating system while "system" is chosen.
    const media = matchMedia("(prefers-color-scheme: dark)");
    const onChange = () => applyTheme("system");
    media.addEventListener("change", onChange);
    return () => media.removeEventListener("change", onChange);
  }, [theme]);

  return (
    <div
      role="radiogroup"
      aria-label="Theme"
      className={cn("inline-flex items-center gap-0.5 rounded-full border border-border p-0.5", className)}
    >
      {OPTIONS.map(({ value, label, Icon }) => (
        <button
          key={value}
          type="button"
          role="radio"
          aria-checked={theme === value}
          aria-label={label}
          title={label}
          onClick={() => choose(value)}
          className={cn(
            "inline-flex size-8 items-center justify-center rounded-full text-muted-foreground transition-colors hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring",
            theme === value && "bg-secondary text-foreground",
          )}
        >
          <Icon className="size-4" aria-hidden />
        </button>
      ))}
    </div>
  );
}
