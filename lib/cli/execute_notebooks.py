"""Executes notebooks headless with the Deno kernel (nbclient), failing on any cell error.

Usage: python3 lib/cli/execute_notebooks.py [--out DIR] [NOTEBOOK ...]
Writes DIR/notebooks/NAME.ipynb (executed copy) and DIR/html/NAME.html; default DIR is out/.
Called by `deno task notebooks` (lib/cli/notebooks.sh), which finds a Python that has nbclient.
"""
import os
import sys
import time

import nbclient
import nbformat
from nbconvert import HTMLExporter

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def write_atomic(path, text):
    temporary = f"{path}.{os.getpid()}.tmp"
    with open(temporary, "w", encoding="utf-8") as f:
        f.write(text)
    os.replace(temporary, path)


def missing_displays(nb):
    """Cells that call show()/publish() but hold no displayed output: the kernel dropped a message."""
    return [index for index, cell in enumerate(nb.cells)
            if cell.cell_type == "code" and ("show(" in cell.source or "publish(" in cell.source)
            and not any(o.output_type in ("display_data", "execute_result") for o in cell.outputs)]


def execute(path, out, attempts=3):
    name = os.path.splitext(os.path.basename(path))[0]
    started = time.time()
    for attempt in range(1, attempts + 1):
        nb = nbformat.read(path, as_version=4)
        client = nbclient.NotebookClient(
            nb, kernel_name="deno", timeout=900, startup_timeout=120,
            resources={"metadata": {"path": os.path.dirname(os.path.abspath(path))}})
        try:
            client.execute()
        except nbclient.exceptions.CellExecutionError as error:
            lines = str(error).strip().splitlines()
            print(f"{path}: a cell failed\n" + "\n".join(lines[-25:]), file=sys.stderr)
            return False
        missing = missing_displays(nb)
        if not missing:
            break
        print(f"{path}: the kernel dropped the output of cell(s) {missing} (attempt {attempt} of {attempts})",
              file=sys.stderr)
    else:
        return False
    os.makedirs(f"{out}/notebooks", exist_ok=True)
    os.makedirs(f"{out}/html", exist_ok=True)
    write_atomic(f"{out}/notebooks/{name}.ipynb", nbformat.writes(nb))
    html, _ = HTMLExporter().from_notebook_node(nb)
    write_atomic(f"{out}/html/{name}.html", html)
    print(f"{path}: ok in {time.time() - started:.1f} s -> {out}/notebooks/{name}.ipynb, {out}/html/{name}.html",
          file=sys.stderr)
    return True


def main(argv):
    out = os.path.join(ROOT, "out")
    paths = []
    args = iter(argv)
    for arg in args:
        if arg == "--out":
            out = os.path.abspath(next(args, "") or sys.exit("--out needs a folder"))
        elif arg.startswith("-"):
            print(f"execute_notebooks: unknown flag {arg}", file=sys.stderr)
            return 2
        else:
            paths.append(arg)
    if not paths:
        folder = os.path.join(ROOT, "notebooks")
        paths = sorted(os.path.join(folder, f) for f in os.listdir(folder) if f.endswith(".ipynb"))
    for path in paths:
        if not os.path.isfile(path):
            print(f"execute_notebooks: no notebook {path}", file=sys.stderr)
            return 2
    os.environ.setdefault("NO_COLOR", "1")
    os.environ.setdefault("SET_FIGURES_DIR", os.path.join(out, "figures"))
    failed = [path for path in paths if not execute(path, out)]
    print(f"notebooks: {len(paths) - len(failed)} passed, {len(failed)} failed", file=sys.stderr)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
