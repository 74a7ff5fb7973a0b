"""The SET notebooks' Jupyter kernel: Deno's own (`deno jupyter --kernel`), with one thing done before any cell.

    python3 kernel.py DENO CONNECTION_FILE    what the kernelspec runs (Jupyter, VS Code, nbclient), from its copy
    python3 kernel.py --install DENO          writes the kernelspec `deno-set` ("Deno (SET notebooks)") for this user
    python3 kernel.py --check DENO            exit 0 if it is there as --install would write it, else 1 and a line

After a restart, a cell run before the cells it needs would fail with V8's bare `ReferenceError: set is not defined`:
Deno 2.9.6's kernel runs nothing before the first cell. So this program starts a helper, then becomes the kernel (the
same process, so Jupyter's signals and restarts reach Deno itself). Before the kernel exists, the helper connects to
the port where it will listen and queues one silent request (no execution count, no output): run `guardUnrunCells()`
of lib/kernel/unrun_cells.ts, found from the kernel's working directory (the notebook's folder, as the notebooks' own
imports are). The kernel thus meets that request as soon as it listens, before any client can have had the reply that
comes before a cell; a cell run too early then fails with "set is not defined yet: the notebook's first code cell
defines it, ... Run the notebook from the top". If the helper cannot queue the request within QUEUE_SECONDS, or the
module is not there (a notebook of another project), the kernel is Deno's, unchanged.

The kernelspec holds a copy of this file and the absolute paths of Python, the copy and Deno, nothing of the project:
a clone that sets it up and is then deleted leaves a kernel that works for every other clone.
"""
import datetime
import hashlib
import hmac
import json
import os
import select
import shutil
import signal
import sys
import tempfile
import time
import uuid

NAME = "deno-set"
DISPLAY_NAME = "Deno (SET notebooks)"
GUARD = os.path.join("..", "lib", "kernel", "unrun_cells.ts")
HELPER_SECONDS = 120  # the longest the helper lives: a kernel on a loaded machine may take seconds to reply
QUEUE_SECONDS = 10  # the longest the kernel waits for the helper to queue its request


def queue_guard(connection_file, guard, ready, deadline):
    """In the helper: queues the request to install the guard (unless past the `deadline`, when the kernel may be
    starting), says so on the pipe `ready`, then waits for the reply (so that the request is delivered) and exits.
    The message is signed here as the Jupyter protocol asks (pyzmq alone starts in under half of
    jupyter_client's time)."""
    signal.alarm(HELPER_SECONDS)
    import zmq

    with open(connection_file) as file:
        info = json.load(file)
    transport = info.get("transport", "tcp")
    shell = zmq.Context().socket(zmq.DEALER)
    shell.setsockopt(zmq.RECONNECT_IVL, 5)  # reach the kernel within milliseconds of its listening
    shell.connect(f"{transport}://{info['ip']}{':' if transport == 'tcp' else '-'}{info['shell_port']}")
    code = f"(await import({json.dumps('file://' + os.path.abspath(guard))})).guardUnrunCells();"
    header = {"msg_id": uuid.uuid4().hex, "session": uuid.uuid4().hex, "username": "kernel.py", "version": "5.3",
              "date": datetime.datetime.now(datetime.timezone.utc).isoformat(), "msg_type": "execute_request"}
    content = {"code": code, "silent": True, "store_history": False, "user_expressions": {}, "allow_stdin": False,
               "stop_on_error": False}
    parts = [json.dumps(part).encode() for part in (header, {}, {}, content)]
    scheme = info.get("signature_scheme", "hmac-sha256").removeprefix("hmac-")
    signer = hmac.new(info["key"].encode(), digestmod=getattr(hashlib, scheme))
    for part in parts:
        signer.update(part)
    if time.monotonic() > deadline:
        return
    shell.send_multipart([b"<IDS|MSG>", signer.hexdigest().encode() if info["key"] else b"", *parts])
    os.write(ready, b"1")
    shell.poll(HELPER_SECONDS * 1000)


def run(deno, connection_file):
    """Starts the helper (detached: a grandchild, so the kernel has no child to reap), waits until it has queued its
    request, and becomes the kernel."""
    if os.path.exists(GUARD):
        ready, told = os.pipe()
        deadline = time.monotonic() + QUEUE_SECONDS
        child = os.fork()
        if child == 0:
            try:
                os.close(ready)
                if os.fork() == 0:
                    devnull = os.open(os.devnull, os.O_WRONLY)
                    os.dup2(devnull, 1)
                    os.dup2(devnull, 2)
                    queue_guard(connection_file, GUARD, told, deadline)
            finally:
                os._exit(0)
        os.close(told)
        os.waitpid(child, 0)
        # Ends early when the helper has queued its request, or has died (end of file).
        select.select([ready], [], [], max(0, deadline - time.monotonic()))
        os.close(ready)
    os.execv(deno, [deno, "jupyter", "--kernel", "--conn", connection_file])


def spec(deno, folder):
    """The kernelspec's kernel.json for this deno, installed in `folder`. Absolute paths only, as in Deno's own
    kernelspec: `{connection_file}` is the one placeholder every frontend (Jupyter, VS Code, ...) is sure to replace."""
    return {
        "argv": [sys.executable, os.path.join(folder, "kernel.py"), os.path.realpath(deno), "{connection_file}"],
        "display_name": DISPLAY_NAME,
        "language": "typescript",
    }


def kernelspecs():
    """jupyter_client's KernelSpecManager on Jupyter's folders, where --install writes, in the order it searches them.
    Its default adds IPython's folder last (the lowest priority), and importing IPython to find that folder costs a
    third of a second; the notebook runner's executor searches the same folders."""
    from jupyter_client.kernelspec import KernelSpecManager
    from jupyter_core.paths import jupyter_path

    return KernelSpecManager(kernel_dirs=jupyter_path("kernels"))


def user_folder():
    """Where --install puts the kernelspec: this user's Jupyter data folder (honouring JUPYTER_DATA_DIR)."""
    return os.path.join(kernelspecs().user_kernel_dir, NAME)


def installed(deno):
    """Whether the kernelspec Jupyter finds under NAME is this file with this deno, in this user's folder."""
    try:
        folder = kernelspecs().get_kernel_spec(NAME).resource_dir
        with open(os.path.join(folder, "kernel.json")) as file, open(os.path.join(folder, "kernel.py")) as code, \
                open(__file__) as this:
            return json.load(file) == spec(deno, folder) and code.read() == this.read()
    except Exception:  # not installed, or not readable
        return False


def install(deno):
    """Writes the kernelspec (this file and kernel.json) into this user's Jupyter data folder, unless it is there."""
    if installed(deno):
        return
    with tempfile.TemporaryDirectory() as folder:
        shutil.copy(__file__, os.path.join(folder, "kernel.py"))
        with open(os.path.join(folder, "kernel.json"), "w") as file:
            json.dump(spec(deno, user_folder()), file, indent=1)
        where = kernelspecs().install_kernel_spec(folder, NAME, user=True)
    print(f"kernel.py: installed the kernelspec {NAME} ({DISPLAY_NAME}) in {where}", file=sys.stderr)


def main(argv):
    if len(argv) == 2 and argv[0] == "--install":
        install(argv[1])
        return 0
    if len(argv) == 2 and argv[0] == "--check":
        if installed(argv[1]):
            return 0
        print(f"the kernelspec {NAME} is missing or not this project's (lib/kernel/kernel.py with {argv[1]}); "
              "run: bash lib/setup.sh --no-run", file=sys.stderr)
        return 1
    if len(argv) == 2 and not argv[0].startswith("-"):
        run(*argv)
    print("usage: kernel.py DENO CONNECTION_FILE | kernel.py --install DENO | kernel.py --check DENO", file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
