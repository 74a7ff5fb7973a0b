"""Executes one notebook headless with the kernel its metadata names (nbclient) and writes it, signed.

Usage: python3 lib/cli/execute_notebooks.py NOTEBOOK OUTPUT RUNNER_PID

Called by lib/cli/notebooks.ts (`deno task notebooks`, process RUNNER_PID) once per notebook and attempt;
it is not meant to be run by hand: once the runner is gone, it kills the kernel and exits. The kernel
runs in the notebook's folder. On success the executed notebook is written to OUTPUT (atomically) and
signed, as `jupyter trust` does, so Jupyter opens it trusted.

Late outputs. The Deno kernel queues every output of a cell (displays and printed text alike, in
order) and sends the queue from a loop of its own, while the loop that ran the cell reports it idle:
an output can reach the client after the idle, which nbclient ignores, or even carry the next
request's header. So after each cell the client sends a fence, a silent `console.log(TOKEN)`, and
reads until the token comes back: everything the cell queued was sent before it. Outputs that
arrive meanwhile, under the cell's header or the fence's, belong to the cell.

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
import ctypes
import functools
import json
import os
import datetime
import signal
import subprocess
import tempfile
import sys
import threading
import time
import uuid

import nbclient
import nbformat
from jupyter_client.kernelspec import KernelSpecManager, NoSuchKernel
from jupyter_client.manager import AsyncKernelManager
from jupyter_core.paths import jupyter_path
from nbclient.exceptions import CellExecutionComplete, CellExecutionError, CellTimeoutError, DeadKernelError
from nbformat.sign import NotebookNotary
from traitlets import default

CELL_TIMEOUT = 900  # seconds one cell may run before the notebook fails as "timeout"
FENCE_TIMEOUT = 60  # seconds the fence after a cell may take
OUTPUTS = ("stream", "display_data", "execute_result", "error", "update_display_data", "clear_output")


# Linux's prctl, looked up here: the kernel, forked from this executor, only calls it (see die_with_parent).
PRCTL = getattr(ctypes.CDLL(None, use_errno=True), "prctl", None)


def die_with_parent(parent):
    """In the kernel's process, before it runs (`parent` is this executor's pid): asks Linux to kill it when this
    executor dies (prctl PR_SET_PDEATHSIG, SIGKILL). A busy machine can run the new process so late that the
    executor died in between, when Linux has nothing left to watch: then it ends at once instead of becoming a
    kernel with no one to stop it."""
    PRCTL(1, signal.SIGKILL)
    if os.getppid() != parent:
        os._exit(137)


def report(event, **fields):
    sys.stdout.write(json.dumps({"event": event, **fields}) + "\n")
    sys.stdout.flush()


class JupyterKernelSpecs(KernelSpecManager):
    """Kernelspecs from Jupyter's folders only. jupyter_client adds IPython's folder (~/.ipython/kernels)
    too, and importing IPython to find it costs about half a CPU-second a notebook."""

    def _kernel_dirs_default(self):
        return jupyter_path("kernels")


class KernelManager(AsyncKernelManager):
    """nbclient's kernel manager, finding kernelspecs with JupyterKernelSpecs."""

    @default("kernel_spec_manager")
    def _kernel_spec_manager_default(self):
        return JupyterKernelSpecs(data_dir=self.data_dir)


class FencedClient(nbclient.NotebookClient):
    """A NotebookClient that fences every cell (see the module doc), so no output is lost or misplaced."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.current_index = None
        self.cell_msg_id = None

    async def _async_poll_output_msg(self, parent_msg_id, cell, cell_index):
        self.cell_msg_id = parent_msg_id
        return await super()._async_poll_output_msg(parent_msg_id, cell, cell_index)

    async def async_execute_cell(self, cell, cell_index, **kwargs):
        self.cell_msg_id = None
        result = await super().async_execute_cell(cell, cell_index, **kwargs)
        if self.cell_msg_id is not None:
            await self.fence(cell, cell_index)
        return result

    async def fence(self, cell, cell_index):
        """Reads the cell's late outputs until the fence's token arrives, then the fence's reply."""
        token = f"fence-{uuid.uuid4()}"
        fence_id = self.kc.execute(f'console.log("{token}")', silent=True, store_history=False)
        while True:
            msg = await nbclient.util.ensure_async(self.kc.iopub_channel.get_msg(timeout=FENCE_TIMEOUT))
            parent = msg["parent_header"].get("msg_id")
            if parent not in (self.cell_msg_id, fence_id) or msg["msg_type"] not in OUTPUTS:
                continue
            text = msg["content"].get("text", "") if msg["msg_type"] == "stream" else ""
            if token in text:
                before = text.replace(f"{token}\n", "").replace(token, "")
                if before:
                    msg["content"]["text"] = before
                    self.process_message(msg, cell, cell_index)
                break
            try:
                self.process_message(msg, cell, cell_index)
            except CellExecutionComplete:
                pass
        # Read the fence's reply too: one left on the shell channel stalls the next cell's wait.
        while True:
            reply = await nbclient.util.ensure_async(self.kc.shell_channel.get_msg(timeout=FENCE_TIMEOUT))
            if reply["parent_header"].get("msg_id") == fence_id:
                break

    async def async_start_new_kernel(self, **kwargs):
        """Starts the kernel with output of its own (not this executor's pipes, which the runner
        reads to the end) and reports its process group at once, so a signal can always kill it.
        On Linux the kernel also dies with this executor, even one killed before it could report
        the kernel (a busy machine can take seconds between the kernel's start and its report)."""
        if PRCTL:
            kwargs["preexec_fn"] = functools.partial(die_with_parent, os.getpid())
        await super().async_start_new_kernel(stdout=subprocess.DEVNULL, stderr=KERNEL_LOG, **kwargs)
        provisioner = getattr(self.km, "provisioner", None)
        pid = getattr(provisioner, "pgid", None) or getattr(provisioner, "pid", None)
        if pid:
            KERNEL["pid"] = pid
            report("kernel", pid=pid)

    async def async_execute(self, reset_kc=False, **kwargs):
        """As NotebookClient.async_execute, reporting the kernel and each cell as it starts."""
        if reset_kc and self.owns_km:
            await self._async_cleanup_kernel()
        self.reset_execution_trackers()
        async with self.async_setup_kernel(**kwargs):
            info = await self.async_wait_for_reply(await nbclient.util.ensure_async(self.kc.kernel_info()))
            if info is not None and "language_info" in info["content"]:
                self.nb.metadata["language_info"] = info["content"]["language_info"]
            for index, cell in enumerate(self.nb.cells):
                if cell.cell_type == "code" and cell.source.strip():
                    self.current_index = index
                    report("cell", index=index)
                await self.async_execute_cell(cell, index, execution_count=self.code_cells_executed + 1)
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


def unfold_outputs(nb):
    """Marks every code cell `"scrolled": false`: classic Jupyter folds an output taller than a
    screenful into a small scroll box unless the cell says not to, and a notebook reads as an essay."""
    for cell in nb.cells:
        if cell.cell_type == "code":
            cell.metadata["scrolled"] = False


def mark_as_record(nb, source):
    """Puts a first cell saying what the executed copy is: a record of the run, which does not run where it lies
    (its imports are relative to the project's notebooks/), and where the runnable notebook is. The pages' exporter
    leaves the cell out (its metadata says `"set": "record"`)."""
    name = os.environ.get("SET_RUN_NAME", "")
    where = os.environ.get("SET_RUN_PATH", "")
    runnable = os.path.join("notebooks", os.path.basename(source))
    note = (f"> **A record of the run `{name}`**, made by `deno task notebooks` on "
            f"{datetime.date.today().isoformat()}{f' into `{where}`' if where else ''}: the outputs below are that "
            f"run's. This copy does not run where it lies; the notebook to run is `{runnable}` in the project "
            "(Kernel ▸ Restart & Run All there).")
    nb.cells.insert(0, nbformat.v4.new_markdown_cell(note, metadata={"set": "record"}))
    nb.cells[0].pop("id", None)


def write_atomic(path, text):
    temporary = f"{path}.{os.getpid()}.tmp"
    with open(temporary, "w", encoding="utf-8") as f:
        f.write(text)
    os.replace(temporary, path)


KERNEL = {"pid": None}
KERNEL_LOG = tempfile.TemporaryFile()  # what the kernel writes on stderr, for a dead kernel's message


def kernel_log_tail(lines=5):
    KERNEL_LOG.seek(0)
    text = KERNEL_LOG.read().decode("utf-8", "replace")
    kept = [line for line in text.splitlines() if line.strip() and "is unstable" not in line]
    return " | ".join(kept[-lines:])


def kill_kernel():
    """Kills the kernel's process group, if a kernel was started."""
    pid = KERNEL["pid"]
    if pid:
        try:
            os.killpg(pid, signal.SIGKILL)
        except OSError:
            pass


def on_signal(signum, _frame):
    """Kills the kernel's process group at once and exits 128 + signum, writing nothing."""
    kill_kernel()
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


def watch_parent(parent):
    """Kills the kernel and exits when the runner that started this executor (process `parent`) is gone
    (killed with SIGKILL, say): no executor or kernel outlives its run. Checks at once (the runner may have
    died while this started) and then every half second."""

    def watch():
        while True:
            if os.getppid() != parent:
                kill_kernel()
                os._exit(137)
            time.sleep(0.5)

    threading.Thread(target=watch, daemon=True).start()


def run_once(nb, path):
    """Executes the notebook in a new kernel: (status, message, client)."""
    client = FencedClient(nb, kernel_manager_class=KernelManager, timeout=CELL_TIMEOUT, startup_timeout=120,
                          shutdown_kernel="immediate",
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
    except NoSuchKernel as error:
        status, message = "failed", f"{first_line(error)} (the notebook's kernelspec): run bash lib/setup.sh"
    except Exception as error:  # kernel start-up, ...
        status, message = "failed", f"{type(error).__name__}: {first_line(error)}"
    if status in ("dead", "failed") and kernel_log_tail():
        message = f"{message}: {kernel_log_tail()}"
    return status, message, client


def main(argv):
    args = list(argv)
    if len(args) != 3 or not args[2].isdigit():
        print("usage: execute_notebooks.py NOTEBOOK OUTPUT RUNNER_PID", file=sys.stderr)
        return 2
    path, output, runner = args
    signal.signal(signal.SIGINT, on_signal)
    signal.signal(signal.SIGTERM, on_signal)
    watch_parent(int(runner))
    nb = nbformat.read(path, as_version=4)
    # A kernel that dies before its first reply has run no code: start another, twice at most (on a loaded machine,
    # with many kernels starting at once, one may fail to start).
    for attempt in range(3):
        status, message, client = run_once(nb, path)
        if status != "failed" or "kernel_info" not in message or client.current_index is not None:
            break
        print(f"execute_notebooks: the kernel died before its first reply ({message}); starting another",
              file=sys.stderr)
    if status != "ok":
        report("done", status=status, cell=client.current_index, message=message)
        return 1
    coalesce_streams(nb)
    unfold_outputs(nb)
    mark_as_record(nb, path)
    NotebookNotary().sign(nb)
    write_atomic(output, nbformat.writes(nb))
    report("done", status="ok")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
