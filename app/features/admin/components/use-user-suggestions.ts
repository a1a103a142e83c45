import { useEffect, useState } from "react";
import type { UserSuggestion } from "../users.server";

/**
 * Accounts matching what the admin has typed (two characters or more),
 * fetched a moment after typing pauses; a newer query cancels the older one.
 */
export function useUserSuggestions(query: string): UserSuggestion[] {
  const [users, setUsers] = useState<UserSuggestion[]>([]);
  const q = query.trim();
  useEffect(() => {
    if (q.length < 2) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetch(`/admin/user-suggestions?${new URLSearchParams({ q })}`, { signal: controller.signal })
        .then((response) => (response.ok ? (response.json() as Promise<{ users: UserSuggestion[] }>) : { users: [] }))
        .then((body) => setUsers(body.users))
        .catch(() => {});
    }, 150);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [q]);
  return q.length < 2 ? [] : users;
}
