"use client";
import { useState, type FormEvent } from "react";

export function SignInForm({ next }: { next: string }) {
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setPending(true);
    setError(null);
    try {
      const response = await fetch("/api/workspace/sign-in", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ username: form.get("username"), password: form.get("password") }),
      });
      if (response.ok) {
        // A page link (#page-12) survives the trip through sign-in.
        window.location.assign(`${next}${next.includes("#") ? "" : window.location.hash}`);
        return;
      }
      const body = await response.json().catch(() => null);
      setError(typeof body?.detail === "string" ? body.detail : "Sign-in failed.");
    } catch {
      setError("The server could not be reached.");
    }
    setPending(false);
  };
  return (
    <form onSubmit={submit} className="space-y-4 rounded-lg border border-slate-200 bg-white p-6 shadow-sm" aria-labelledby="sign-in-title">
      <h1 id="sign-in-title" className="text-base font-semibold">
        Sign in
      </h1>
      <div>
        <label htmlFor="username" className="label">
          User name
        </label>
        <input id="username" name="username" autoComplete="username" required autoFocus className="field py-1.5" />
      </div>
      <div>
        <label htmlFor="password" className="label">
          Password
        </label>
        <input id="password" name="password" type="password" autoComplete="current-password" required className="field py-1.5" />
      </div>
      {error && (
        <p role="alert" className="rounded border border-red-200 bg-red-50 px-3 py-2 text-xs text-red-800">
          {error}
        </p>
      )}
      <button type="submit" className="btn btn-primary w-full justify-center py-1.5" disabled={pending}>
        {pending ? "Signing in…" : "Sign in"}
      </button>
    </form>
  );
}
