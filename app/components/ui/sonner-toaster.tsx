import * as React from "react";
import { Toaster as BaseToaster, type ToasterProps as SonnerToasterProps } from "sonner";

type Theme = "light" | "dark";

function subscribeToThemeClass(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, {
    attributes: true,
    attributeFilter: ["class"],
  });
  return () => observer.disconnect();
}

function getThemeSnapshot(): Theme {
  return document.documentElement.classList.contains("dark") ? "dark" : "light";
}

function getServerThemeSnapshot(): Theme {
  return "light";
}

/** Tracks the `dark` class on <html>; SSR-safe (renders "light" on the server). */
function useHtmlTheme(): Theme {
  return React.useSyncExternalStore(subscribeToThemeClass, getThemeSnapshot, getServerThemeSnapshot);
}

// Sonner's default light "rich colors" text fall just short of 4.5:1, so the
// palette is overridden with AA-compliant values that match the brand tokens.
const themeVars: Record<Theme, React.CSSProperties> = {
  light: {
    "--normal-bg": "var(--popover)",
    "--normal-text": "var(--popover-foreground)",
    "--normal-border": "var(--border)",
    "--success-bg": "#effaf3",
    "--success-border": "#bfe6cc",
    "--success-text": "#15703a",
    "--info-bg": "#eff5ff",
    "--info-border": "#c9dafb",
    "--info-text": "#1d4ed8",
    "--warning-bg": "#fffaeb",
    "--warning-border": "#f5dea0",
    "--warning-text": "#92400e",
    "--error-bg": "#fff1f0",
    "--error-border": "#f8cbc6",
    "--error-text": "#b42318",
  } as React.CSSProperties,
  dark: {
    "--normal-bg": "var(--popover)",
    "--normal-text": "var(--popover-foreground)",
    "--normal-border": "var(--border)",
  } as React.CSSProperties,
};

export type ToasterProps = SonnerToasterProps;

export default function SonnerToaster({ style, toastOptions, ...props }: ToasterProps) {
  const theme = useHtmlTheme();
  return (
    <BaseToaster
      theme={theme}
      position="top-center"
      richColors
      closeButton
      style={{ ...themeVars[theme], ...style }}
      toastOptions={{
        ...toastOptions,
        classNames: {
          toast: "font-sans rounded-xl! shadow-lg!",
          title: "font-semibold",
          ...toastOptions?.classNames,
        },
      }}
      {...props}
    />
  );
}
