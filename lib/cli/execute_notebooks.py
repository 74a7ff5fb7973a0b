"""Executes one notebook headless with the Deno kernel (nbclient) and writes it, signed.

Usage: python3 lib/cli/execute_notebooks.py NOTEBOOK OUTPUT

Called by lib/cli/notebooks.ts (`deno task notebooks`) once per notebook and attempt; it is not meant
to be run by hand. The kernel runs in the notebook's folder. On success the executed notebook is
written to OUTPUT (atomically) and signed, as `jupyter trust` does, so Jupyter opens it trusted.

Late outputs. The Deno kernel can send a cell's last stream or display messages just after it reports
the cell idle, and nbclient stops listening to a cell at idle and drops whatever comes for it later.
Here every message is kept: a message that arrives while a later cell runs is routed to the cell it
belongs to (by its parent message id), and after the last cell the channel is drained until it has
been quiet for DRAIN_QUIET seconds. The runner then checks every cell against what its source
certainly prints (lib/html/expected_outputs.ts) and retries the notebook when something is missing.

Reports on stdout, one JSON object a line:
  {"event": "kernel", "pid": N}                  the kernel runs (its process group is N)
  {"event": "cell", "index": i}                  cell i (0-based) starts
  {"event": "done", "status": S, "cell": i, "message": "..."}
      S: "ok", "error" (a cell raised), "dead" (the kernel died), "timeout" (a cell ran over CELL_TIMEOUT),
         "interrupted", "failed"
Exit code: 0 ok, 1 failed, 2 usage, 128 + signal number when interrupted (SIGINT 130, SIGTERM 143):
on SIGINT or SIGTERM the kernel's process group is killed at once and nothing is written.
"""
import asyncio
import json
import os
import signal
import sys
import time

import nbclient
import nbformat
from nbclient.exceptions import CellExecutionComplete, CellExecutionError, CellTimeoutError, DeadKernelError
from nbformat.sign import NotebookNotary

DRAIN_QUIET = 0.5  # seconds of silence on the iopub channel that end the final drain
DRAIN_MAX = 5.0  # at most this long
CELL_TIMEOUT = 900  # seconds one cell may run before the notebook fails as "timeout"


def report(event, **fields):
    sys.stdout.write(json.dumps({"event": event, **fields}) + "\n")
    sys.stdout.flush()


class KeepingClient(nbclient.NotebookClient):
    """A NotebookClient that keeps messages arriving after a cell went idle (see the module doc)."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.cells_by_msg_id = {}
        self.late_messages = 0
        self.current_index = None

    def _route_late(self, msg):
        """Adds a message for an earlier cell to that cell's outputs; True if it was one."""
        parent = msg["parent_header"].get("msg_id")
        if parent not in self.cells_by_msg_id:
            return False
        cell, index = self.cells_by_msg_id[parent]
        if msg["msg_type"] in ("stream", "display_data", "execute_result", "error", "update_display_data"):
            self.late_messages += 1
        try:
            self.process_message(msg, cell, index)
        except CellExecutionComplete:
            pass  # a late idle status of an earlier cell
        return True

    async def _async_poll_output_msg(self, parent_msg_id, cell, cell_index):
        self.cells_by_msg_id[parent_msg_id] = (cell, cell_index)
        while True:
            msg = await nbclient.util.ensure_async(self.kc.iopub_channel.get_msg(timeout=None))
            if msg["parent_header"].get("msg_id") == parent_msg_id:
                try:
                    self.process_message(msg, cell, cell_index)
                except CellExecutionComplete:
                    return
            else:
                self._route_late(msg)

    async def drain(self):
        """Reads the iopub channel until it has been quiet DRAIN_QUIET seconds, keeping late messages."""
        deadline = time.monotonic() + DRAIN_MAX
        while time.monotonic() < deadline:
            try:
                msg = await nbclient.util.ensure_async(self.kc.iopub_channel.get_msg(timeout=DRAIN_QUIET))
            except Exception:  # queue.Empty: quiet long enough
                return
            self._route_late(msg)

    async def async_execute(self, reset_kc=False, **kwargs):
        """As NotebookClient.async_execute, reporting each cell and draining late messages at the end."""
        if reset_kc and self.owns_km:
            await self._async_cleanup_kernel()
        self.reset_execution_trackers()
        async with self.async_setup_kernel(**kwargs):
            info = await self.async_wait_for_reply(await nbclient.util.ensure_async(self.kc.kernel_info()))
            if info is not None and "language_info" in info["content"]:
                self.nb.metadata["language_info"] = info["content"]["language_info"]
            provisioner = getattr(self.km, "provisioner", None)
            pid = getattr(provisioner, "pgid", None) or getattr(provisioner, "pid", None)
            if pid:
                KERNEL["pid"] = pid
                report("kernel", pid=pid)
            for index, cell in enumerate(self.nb.cells):
                if cell.cell_type == "code" and cell.source.strip():
                    self.current_index = index
                    report("cell", index=index)
                await self.async_execute_cell(cell, index, execution_count=self.code_cells_executed + 1)
            await self.drain()
            self.set_widgets_metadata()
        return self.nb


def coalesce_streams(nb):
    """Joins consecutive stream outputs of the same name, as Jupyter shows them."""
    for cell in nb.cells:
        if cell.cell_type != "code":
            continue
        merged = []
        for output in cell.outputs:
            if (output.output_type == "stream" and merged and merged[-1].output_type == "stream"
                    and merged[-1].name == output.name):
                merged[-1].text += output.text
            else:
                merged.append(output)
        cell.outputs = merged


def write_atomic(path, text):
    temporary = f"{path}.{os.getpid()}.tmp"
    with open(temporary, "w", encoding="utf-8") as f:
        f.write(text)
    os.replace(temporary, path)


KERNEL = {"pid": None}


def on_signal(signum, _frame):
    """Kills the kernel's process group at once and exits 128 + signum, writing nothing."""
    pid = KERNEL["pid"]
    if pid:
        try:
            os.killpg(pid, signal.SIGKILL)
        except OSError:
            pass
    report("done", status="interrupted", message=signal.Signals(signum).name)
    os._exit(128 + signum)


class OwnSignalsLoop(asyncio.SelectorEventLoop):
    """An event loop that refuses signal handlers, so nbclient's (which only schedule a graceful
    shutdown) do not replace on_signal; nbclient tolerates the refusal."""

    def add_signal_handler(self, sig, callback, *args):
        raise RuntimeError("signals are handled by execute_notebooks.py")


def first_line(text, limit=300):
    lines = [line for line in str(text).strip().splitlines() if line.strip()]
    return (lines[-1] if lines else "")[:limit]


def main(argv):
    args = list(argv)
    if len(args) != 2:
        print("usage: execute_notebooks.py NOTEBOOK OUTPUT", file=sys.stderr)
        return 2
    path, output = args
    signal.signal(signal.SIGINT, on_signal)
    signal.signal(signal.SIGTERM, on_signal)
    nb = nbformat.read(path, as_version=4)
    client = KeepingClient(nb, kernel_name="deno", timeout=CELL_TIMEOUT, startup_timeout=120, shutdown_kernel="immediate",
                           resources={"metadata": {"path": os.path.dirname(os.path.abspath(path))}})
    status, message = "ok", ""
    try:
        with asyncio.Runner(loop_factory=OwnSignalsLoop) as runner:
            runner.run(client.async_execute())
    except CellExecutionError as error:
        status, message = "error", str(error)
    except CellTimeoutError as error:
        status, message = "timeout", first_line(error)
    except DeadKernelError as error:
        status, message = "dead", first_line(error) or "the kernel died"
    except Exception as error:  # kernel start-up, kernelspec missing, ...
        status, message = "failed", f"{type(error).__name__}: {first_line(error)}"
    if status != "ok":
        report("done", status=status, cell=client.current_index, message=message)
        return 1
    coalesce_streams(nb)
    NotebookNotary().sign(nb)
    write_atomic(output, nbformat.writes(nb))
    report("done", status="ok", late=client.late_messages)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
