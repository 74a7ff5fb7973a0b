import { equal, rejects } from "node:assert/strict";
import { checkOutFile, exists, writeFileAtomic } from "./files.ts";
import { UsageError } from "./params.ts";

Deno.test("checkOutFile() refuses a folder that is a file or a broken symlink, and accepts a symlink to a folder", async () => {
  const dir = await Deno.makeTempDir();
  try {
    await Deno.writeTextFile(`${dir}/file`, "");
    await Deno.mkdir(`${dir}/real`);
    await Deno.symlink(`${dir}/real`, `${dir}/linked`);
    await Deno.symlink(`${dir}/gone`, `${dir}/broken`);
    await rejects(checkOutFile(`${dir}/file/a.json`), /folder .*file does not exist/);
    await rejects(checkOutFile(`${dir}/broken/a.json`), /folder .*broken does not exist/);
    await checkOutFile(`${dir}/linked/a.json`);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("writeFileAtomic() replaces a regular file, leaves no temporary file, and never replaces a symlink", async () => {
  const dir = await Deno.makeTempDir();
  try {
    await writeFileAtomic(`${dir}/figure.svg`, "<svg/>");
    await writeFileAtomic(`${dir}/figure.svg`, new TextEncoder().encode("<svg></svg>"));
    equal(await Deno.readTextFile(`${dir}/figure.svg`), "<svg></svg>");
    equal((await Array.fromAsync(Deno.readDir(dir))).length, 1);
    await Deno.symlink(`${dir}/figure.svg`, `${dir}/link.svg`);
    await rejects(writeFileAtomic(`${dir}/link.svg`, "<svg/>"), UsageError);
    equal(await Deno.readTextFile(`${dir}/figure.svg`), "<svg></svg>");
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("exists() tells whether anything is at a path", async () => {
  const dir = await Deno.makeTempDir();
  equal(await exists(dir), true);
  equal(await exists(`${dir}/none`), false);
  await Deno.remove(dir);
});

Deno.test("checkOutFile() refuses an existing file unless forced, and a missing folder", async () => {
  const dir = await Deno.makeTempDir();
  try {
    await Deno.writeTextFile(`${dir}/a.json`, "{}");
    await checkOutFile(`${dir}/b.json`);
    await rejects(checkOutFile(`${dir}/a.json`), /--out .*a\.json exists; pass --force to replace it/);
    await checkOutFile(`${dir}/a.json`, { force: true });
    await rejects(checkOutFile(`${dir}/missing/b.json`), /folder .*missing does not exist/);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("writeFileAtomic() with replace: false fails when the path exists; by default it replaces", async () => {
  const dir = await Deno.makeTempDir();
  try {
    await writeFileAtomic(`${dir}/result.json`, "{}", { replace: false });
    await rejects(writeFileAtomic(`${dir}/result.json`, "[]", { replace: false }), Deno.errors.AlreadyExists);
    await writeFileAtomic(`${dir}/result.json`, "[]");
    equal(await Deno.readTextFile(`${dir}/result.json`), "[]");
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});
