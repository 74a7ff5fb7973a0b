"""The SET notebooks' Jupyter kernel: Deno's own (`deno jupyter --kernel`), with one thing done before any cell.

    python3 kernel.py DENO CONNECTION_FILE    what the kernelspec runs (Jupyter, VS Code, nbclient)
    python3 kernel.py --install DENO          writes the kernelspec `deno-set` ("Deno (SET notebooks)") for this user

After a restart, a cell run before the cells it needs would fail with V8's bare `ReferenceError: set is not defined`:
Deno 2.9.6's kernel runs nothing before the first cell. So this program starts a helper, then becomes the kernel (the
same process, so Jupyter's signals and restarts reach Deno itself). Before the kernel exists, the helper connects to
the port where it will listen and queues one silent request (no execution count, no output): run `guardUnrunCells()`
of lib/kernel/unrun_cells.ts, found from the kernel's working directory (the notebook's folder, as the notebooks' own
imports are). The kernel thus meets that request as soon as it listens, before any client can have had the reply that
comes before a cell; a cell run too early then fails with "set is not defined yet: the notebook's first code cell
defines it, ... Run the notebook from the top". If the helper cannot queue the request within QUEUE_SECONDS, or the
module is not there (a notebook of another project), the kernel is Deno's, unchanged.

The kernelspec holds a copy of this file and the absolute paths of Python and Deno, nothing of the project: a clone
that sets it up and is then deleted leaves a kernel that works for every other clone.
"""
import json
import os
import select
import shutil
import signal
import sys
import tempfile
import time

NAME = "deno-set"
DISPLAY_NAME = "Deno (SET notebooks)"
GUARD = os.path.join("..", "lib", "kernel", "unrun_cells.ts")
HELPER_SECONDS = 120  # the longest the helper lives: a kernel on a loaded machine may take seconds to reply
QUEUE_SECONDS = 10  # the longest the kernel waits for the helper to queue its request


def queue_guard(connection_file, guard, ready, deadline):
    """In the helper: queues the request to install the guard (unless past the `deadline`, when the kernel may be
    starting), says so on the pipe `ready`, then waits for the reply (so that the request is delivered) and exits."""
    signal.alarm(HELPER_SECONDS)
    import zmq
    from jupyter_client.session import Session

    with open(connection_file) as file:
        info = json.load(file)
    session = Session(key=info["key"].encode(), signature_scheme=info.get("signature_scheme", "hmac-sha256"))
    shell = zmq.Context().socket(zmq.DEALER)
    shell.setsockopt(zmq.RECONNECT_IVL, 5)  # reach the kernel within milliseconds of its listening
    separator = ":" if info.get("transport", "tcp") == "tcp" else "-"
    shell.connect(f"{info.get('transport', 'tcp')}://{info['ip']}{separator}{info['shell_port']}")
    code = f"(await import({json.dumps('file://' + os.path.abspath(guard))})).guardUnrunCells();"
    if time.monotonic() > deadline:
        return
    session.send(shell, "execute_request", {"code": code, "silent": True, "store_history": False,
                                            "user_expressions": {}, "allow_stdin": False, "stop_on_error": False})
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


def install(deno):
    """Writes the kernelspec (this file and kernel.json) into this user's Jupyter data folder; says so only if it
    changed anything."""
    from jupyter_client.kernelspec import KernelSpecManager

    spec = {
        "argv": [sys.executable, "{resource_dir}/kernel.py", os.path.abspath(deno), "{connection_file}"],
        "display_name": DISPLAY_NAME,
        "language": "typescript",
    }
    manager = KernelSpecManager()
    try:
        installed = manager.get_kernel_spec(NAME).resource_dir
        with open(os.path.join(installed, "kernel.json")) as file, open(os.path.join(installed, "kernel.py")) as code:
            if json.load(file) == spec and code.read() == open(__file__).read():
                return
    except Exception:  # not installed, or not readable: install it
        pass
    with tempfile.TemporaryDirectory() as folder:
        shutil.copy(__file__, os.path.join(folder, "kernel.py"))
        with open(os.path.join(folder, "kernel.json"), "w") as file:
            json.dump(spec, file, indent=1)
        where = manager.install_kernel_spec(folder, NAME, user=True)
    print(f"kernel.py: installed the kernelspec {NAME} ({DISPLAY_NAME}) in {where}", file=sys.stderr)


def main(argv):
    if len(argv) == 2 and argv[0] == "--install":
        install(argv[1])
        return 0
    if len(argv) == 2 and not argv[0].startswith("-"):
        run(*argv)
    print("usage: kernel.py DENO CONNECTION_FILE | kernel.py --install DENO", file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
