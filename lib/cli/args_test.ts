import { deepEqual, equal, rejects, throws } from "node:assert/strict";
import { checkOutPath, oneOf, outFlag, parseFlags, positiveInteger, UsageError } from "./args.ts";

const spec = { seed: "value", trials: "value", json: "boolean" } as const;

Deno.test("parseFlags() reads --flag value, --flag=value and switches", () => {
  deepEqual(parseFlags(["--seed=7", "--trials", "10", "--json"], spec), { seed: "7", trials: "10", json: true });
  deepEqual(parseFlags([], spec), {});
});

Deno.test("parseFlags() rejects unknown flags, missing values, repeats and positional arguments, naming them", () => {
  throws(() => parseFlags(["--seeds", "7"], spec), /unknown flag --seeds/);
  throws(() => parseFlags(["--seed"], spec), /flag --seed needs a value/);
  throws(() => parseFlags(["--seed", "--json"], spec), /flag --seed needs a value/);
  throws(() => parseFlags(["--json", "--json"], spec), /flag --json given twice/);
  throws(() => parseFlags(["--json=yes"], spec), /flag --json takes no value, got "yes"/);
  throws(() => parseFlags(["12"], spec), /unexpected argument "12"/);
  throws(() => parseFlags(["-x"], spec), UsageError);
});

Deno.test("positiveInteger() accepts digits with separators and rejects everything else, naming the value", () => {
  equal(positiveInteger("trials", "1_000_000"), 1_000_000);
  equal(positiveInteger("trials", "1,000"), 1000);
  for (const bad of ["0", "-3", "1.5", "1e6", "", "ten", "99999999999999999999"]) {
    throws(
      () => positiveInteger("trials", bad),
      new RegExp(`--trials must be a positive integer, got ${JSON.stringify(bad)}`),
    );
  }
  throws(() => positiveInteger("workers", "65", 64), /--workers must be a positive integer up to 64, got "65"/);
});

Deno.test("oneOf() names the value and the choices", () => {
  equal(oneOf("method", "sis", ["plain", "sis", "both"]), "sis");
  throws(() => oneOf("method", "fast", ["plain", "sis"]), /--method must be one of plain, sis, got "fast"/);
});

Deno.test("checkOutPath() refuses a missing folder, an existing file without force, and a folder", async () => {
  const dir = await Deno.makeTempDir();
  try {
    await checkOutPath(`${dir}/new.json`);
    await rejects(checkOutPath(`${dir}/no/such/x.json`), /folder .* does not exist/);
    await Deno.writeTextFile(`${dir}/old.json`, "{}");
    await rejects(checkOutPath(`${dir}/old.json`), /exists; pass --force/);
    await checkOutPath(`${dir}/old.json`, { force: true });
    await rejects(checkOutPath(dir), /is a folder/);
    deepEqual([...Deno.readDirSync(dir)].map((e) => e.name), ["old.json"]);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("outFlag() returns the checked --out path, and rejects --force without --out", async () => {
  equal(await outFlag({}), undefined);
  await rejects(outFlag({ force: true }), /flag --force needs --out FILE/);
  const dir = await Deno.makeTempDir();
  try {
    equal(await outFlag({ out: `${dir}/x.json` }), `${dir}/x.json`);
    await Deno.writeTextFile(`${dir}/x.json`, "{}");
    await rejects(outFlag({ out: `${dir}/x.json` }), /exists; pass --force/);
    equal(await outFlag({ out: `${dir}/x.json`, force: true }), `${dir}/x.json`);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});
