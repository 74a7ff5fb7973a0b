/**
 * The public API, what `lib/set.ts` and `lib/notebook.ts` export: every function and class has a doc comment with an
 * example (the suite type-checks and runs the examples).
 */
import { deepEqual } from "node:assert/strict";

interface DocNode {
  name: string;
  declarations: { kind: string; location: { filename: string }; jsDoc?: { doc?: string; tags?: { kind: string }[] } }[];
}

Deno.test("every function and class lib/set.ts and lib/notebook.ts export has a doc comment with an example", async () => {
  const entries = ["set.ts", "notebook.ts"].map((name) => new URL(name, import.meta.url).pathname);
  const { code, stdout, stderr } = await new Deno.Command(Deno.execPath(), {
    args: ["doc", "--json", ...entries],
    env: { NO_COLOR: "1" },
  }).output();
  deepEqual(code, 0, new TextDecoder().decode(stderr));
  const { nodes } = JSON.parse(new TextDecoder().decode(stdout)) as { nodes: Record<string, { symbols?: DocNode[] }> };
  const lacking = new Set<string>();
  for (const { symbols = [] } of Object.values(nodes)) {
    for (const { name, declarations } of symbols) {
      const ours = declarations.filter(({ kind, location }) =>
        (kind === "function" || kind === "class") && !location.filename.includes("/node_modules/")
      );
      // An overloaded function is documented once, on its first signature.
      const documented = ours.some(({ jsDoc }) => jsDoc?.doc && jsDoc.tags?.some((tag) => tag.kind === "example"));
      if (ours.length && !documented) lacking.add(name);
    }
  }
  deepEqual([...lacking].sort(), []);
});
