/**
 * Positions as words for screen readers (the seek slider's aria-valuetext):
 * "4 minutes, 3 seconds" rather than "4:03", which is read out as a ratio.
 */
export function spokenDuration(seconds: number): string {
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const parts: [number, string][] = [
    [Math.floor(whole / 3600), "hour"],
    [Math.floor((whole % 3600) / 60), "minute"],
    [whole % 60, "second"],
  ];
  const said = parts.filter(([value]) => value > 0).map(([value, unit]) => `${value} ${unit}${value === 1 ? "" : "s"}`);
  return said.length > 0 ? said.join(", ") : "0 seconds";
}
