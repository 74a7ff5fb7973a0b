/**
 * The tests the quick loop leaves to `deno task test --thorough` (and CI): checks whose result a cheaper test covers
 * in the quick loop (exhaustive ones, the same result on 1 and 2 workers, a command's second and third runs).
 * `deno test` alone runs them all.
 */
import { equal } from "node:assert/strict";

/** True in `deno task test` without `--thorough` (lib/cli/test.sh sets `SUITE_QUICK=1`). */
export function inQuickLoop(env: { get(name: string): string | undefined } = Deno.env): boolean {
  return env.get("SUITE_QUICK") === "1";
}

/** `ignore` for a `Deno.test({ … })` the quick loop leaves to `--thorough`. */
export const QUICK_LOOP: boolean = inQuickLoop();

/** `Deno.test(name, fn)`, ignored in the quick loop. */
export function thoroughTest(name: string, fn: () => void | Promise<void>): void {
  Deno.test({ name, ignore: QUICK_LOOP, fn });
}

Deno.test("inQuickLoop() holds only under SUITE_QUICK=1", () => {
  equal(inQuickLoop(new Map([["SUITE_QUICK", "1"]])), true);
  equal(inQuickLoop(new Map()), false);
  equal(inQuickLoop(new Map([["SUITE_QUICK", "0"]])), false);
});
