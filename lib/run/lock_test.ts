import { equal, ok } from "node:assert/strict";
import { tryLock } from "./lock.ts";

Deno.test("tryLock() gives a held lock to nobody else until it is released", async () => {
  const dir = await Deno.makeTempDir();
  try {
    const path = `${dir}/x.lock`;
    const first = await tryLock(path);
    ok(first);
    equal(await tryLock(path), undefined);
    await first.release();
    const second = await tryLock(path);
    ok(second);
    await second.release();
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});
