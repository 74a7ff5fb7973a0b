"""The SET notebooks' Jupyter kernel: Deno's own (`deno jupyter --kernel`) behind a small proxy, for what IPython's
kernel does and Deno 2.9.6's does not.

    python3 kernel.py DENO CONNECTION_FILE    what the kernelspec runs (Jupyter, VS Code, nbclient), from its copy
    python3 kernel.py --install DENO          writes the kernelspec `deno-set` ("Deno (SET notebooks)") for this user
    python3 kernel.py --check DENO            exit 0 if it is there as --install would write it, else 1 and a line

- A guard before any cell. After a restart, a cell run before the cells it needs would fail with V8's bare
  `ReferenceError: set is not defined`: Deno's kernel runs nothing before the first cell. So Deno's first request is
  the proxy's own, silent (no execution count, no output): run `guardUnrunCells()` of lib/kernel/unrun_cells.ts,
  found from the kernel's working directory (the notebook's folder, as the notebooks' own imports are), and no cell
  runs before its reply. A cell run too early then fails with "set is not defined yet: the notebook's first code cell
  defines it, ... Run the notebook from the top". Without that file (a notebook of another project), no guard.
- Run All stops at the first error. Jupyter sends all the cells at once, and Deno would run them all. The proxy holds
  execute requests and passes them to Deno one at a time; when one fails (and asked `stop_on_error`, as frontends
  do), each request held at that moment is answered "aborted" and never runs, as in IPython's kernel, so the
  frontend leaves those cells unexecuted. A request sent after the error runs as usual.
- Interrupt (an interrupt_request, the kernelspec's interrupt mode; or SIGINT) answers the held requests "aborted".
  The running cell runs on: Deno's own interrupt, not passed on, stops synchronous code but leaves the kernel deaf
  when the cell awaits; and SIGINT, which would kill Deno, is ignored there. Kernel ▸ Restart stops a running cell.

How: the proxy listens where the connection file says, and starts Deno as its child on fresh ports of 127.0.0.1 with
the same key, so that messages pass unchanged, signatures and all (messages of its own are signed here with hmac:
importing jupyter_client would cost a third of a second at every start). It forwards shell, control, stdin and iopub,
routing Deno's answers by their parent's msg_id (Deno answers a connection, not the identities a message carries),
and answers heartbeats itself. No cell goes to Deno before the proxy has heard from Deno's iopub, which drops what it
sends before the proxy's subscription arrives, so no output of a first cell is lost. The proxy lives exactly as long as Deno: it exits when Deno exits, and Linux kills Deno when
the proxy dies (prctl PR_SET_PDEATHSIG), so no process of the kernel outlives it, even after a SIGKILL mid-start.

The kernelspec holds a copy of this file and the absolute paths of Python, the copy and Deno, nothing of the project:
a clone that sets it up and is then deleted leaves a kernel that works for every other clone.
"""
import collections
import ctypes
import datetime
import functools
import hashlib
import hmac
import json
import os
import random
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
import uuid

import zmq

NAME = "deno-set"
DISPLAY_NAME = "Deno (SET notebooks)"
GUARD = os.path.join("..", "lib", "kernel", "unrun_cells.ts")
DELIMITER = b"<IDS|MSG>"
CHANNELS = {"shell": (zmq.ROUTER, zmq.DEALER), "control": (zmq.ROUTER, zmq.DEALER),
            "stdin": (zmq.ROUTER, zmq.DEALER), "iopub": (zmq.PUB, zmq.SUB), "hb": (zmq.REP, None)}
PROBE_SECONDS = 0.05  # how often to ask Deno for a sign of life until its iopub is heard
ROUTES = 10_000  # unanswered requests remembered at most (Deno answers some, such as comm_msg, with nothing)
PRCTL = getattr(ctypes.CDLL(None, use_errno=True), "prctl", None)  # Linux's


def die_with_parent(parent):
    """In Deno's process before it runs (`parent` is the proxy's pid): asks Linux to kill it when the proxy dies, and
    ends at once if the proxy has died already (nothing left to watch); ignores SIGINT, which would kill Deno (a
    frontend that interrupts by signal signals the whole process group)."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    if PRCTL:
        PRCTL(1, signal.SIGKILL)  # PR_SET_PDEATHSIG
        if os.getppid() != parent:
            os._exit(137)


def received(sock):
    """The messages waiting on a socket."""
    while True:
        try:
            yield sock.recv_multipart(zmq.NOBLOCK)
        except zmq.Again:
            return


def split(frames):
    """A message's routing identities, and the message from its delimiter on (None if it is not one)."""
    at = frames.index(DELIMITER) if DELIMITER in frames else len(frames)
    return frames[:at], frames[at:] if len(frames) >= at + 6 else None


def free_ports(count):
    """Ports free on 127.0.0.1 for Deno, at random below the range from which the system hands out free ports (where
    Jupyter picks a connection file's): no other kernel's can be taken between the choice and Deno's listening. Two
    proxies starting together may pick one same port, once in thousands of starts: that kernel dies before its first
    reply, and is started again (by Jupyter, or by the notebook runner)."""
    try:
        with open("/proc/sys/net/ipv4/ip_local_port_range") as file:
            below = int(file.read().split()[0])
    except (OSError, ValueError):
        below = 32768
    sockets = []
    while len(sockets) < count:
        sock = socket.socket()
        try:
            sock.bind(("127.0.0.1", random.randrange(1024, below)))
            sockets.append(sock)
        except OSError:  # in use
            sock.close()
    ports = [sock.getsockname()[1] for sock in sockets]
    for sock in sockets:
        sock.close()
    return ports


class Proxy:
    """Deno's kernel behind the ports of Jupyter's connection file `info` (see the module's doc)."""

    def __init__(self, info):
        self.key = info["key"].encode()
        self.digest = getattr(hashlib, info.get("signature_scheme", "hmac-sha256").removeprefix("hmac-"))
        self.session = uuid.uuid4().hex
        self.kernel = {**info, "transport": "tcp", "ip": "127.0.0.1"}
        self.kernel.update(zip((f"{name}_port" for name in CHANNELS), free_ports(len(CHANNELS))))
        context = zmq.Context()
        self.front, self.back = {}, {}
        transport = info.get("transport", "tcp")
        for name, (front, back) in CHANNELS.items():
            self.front[name] = context.socket(front)
            self.front[name].linger = 1000
            self.front[name].bind(f"{transport}://{info['ip']}{':' if transport == 'tcp' else '-'}"
                                  f"{info[f'{name}_port']}")
            if back is not None:
                self.back[name] = context.socket(back)
                self.back[name].linger = 0
                self.back[name].reconnect_ivl = 10  # reach Deno within milliseconds of its listening
                self.back[name].connect(f"tcp://127.0.0.1:{self.kernel[f'{name}_port']}")
        self.back["iopub"].subscribe(b"")
        self.routes = {}  # msg_id of a client's request passed to Deno -> the client's identities
        self.held = collections.deque()  # execute requests not yet passed to Deno: (identities, message, header)
        self.running = None  # the execute request Deno runs: (msg_id, stop_on_error)
        self.own = set()  # msg_ids of the proxy's own requests: what answers them goes to no client
        self.heard, self.probed = False, 0.0  # whether Deno's iopub has reached the proxy; when it last asked

    def sign(self, parts):
        return hmac.new(self.key, b"".join(parts), self.digest).hexdigest().encode() if self.key else b""

    def signed(self, message):
        """Whether a message (from its delimiter on) is signed with the key. Deno drops one that is not, and so does
        the proxy: held, it would block the requests behind it."""
        return hmac.compare_digest(message[1], self.sign(message[2:6]))

    def message(self, msg_type, content, parent=None, metadata=None):
        header = {"msg_id": uuid.uuid4().hex, "session": self.session, "username": "kernel.py", "version": "5.3",
                  "date": datetime.datetime.now(datetime.timezone.utc).isoformat(), "msg_type": msg_type}
        parts = [json.dumps(part).encode() for part in (header, parent or {}, metadata or {}, content)]
        return header["msg_id"], [DELIMITER, self.sign(parts), *parts]

    def start(self, deno):
        """Starts Deno, its connection file given as a pipe (no file to clean up), and queues the guard's request.
        Signals reach the proxy's loop through a pipe from then on."""
        self.wakeup, woken = os.pipe()
        os.set_blocking(woken, False)
        signal.set_wakeup_fd(woken, warn_on_full_buffer=False)
        for signum in (signal.SIGCHLD, signal.SIGINT):
            signal.signal(signum, lambda *_: None)
        read, write = os.pipe()
        os.write(write, json.dumps(self.kernel).encode())
        os.close(write)
        self.deno = subprocess.Popen([deno, "jupyter", "--kernel", "--conn", f"/dev/fd/{read}"], pass_fds=[read],
                                     preexec_fn=functools.partial(die_with_parent, os.getpid()))
        os.close(read)
        if os.path.exists(GUARD):
            code = f"(await import({json.dumps('file://' + os.path.abspath(GUARD))})).guardUnrunCells();"
            content = {"code": code, "silent": True, "store_history": False, "user_expressions": {},
                       "allow_stdin": False, "stop_on_error": False}
            self.running = (self.request("execute_request", content), False)

    def request(self, msg_type, content):
        msg_id, message = self.message(msg_type, content)
        self.own.add(msg_id)
        self.back["shell"].send_multipart(message)
        return msg_id

    def serve(self):
        """Forwards until Deno exits; returns its exit code (128 + the signal that killed it)."""
        handlers = {self.front["shell"]: self.from_client_shell, self.front["control"]: self.from_client_control,
                    self.front["stdin"]: self.from_client_stdin, self.front["hb"]: self.heartbeat,
                    self.back["shell"]: self.from_deno_shell, self.back["control"]: self.from_deno_control,
                    self.back["stdin"]: self.from_deno_stdin, self.back["iopub"]: self.from_deno_iopub,
                    self.wakeup: self.signals}
        poller = zmq.Poller()
        for sock in handlers:  # clients first: what they sent before an error reply is held when the reply comes
            poller.register(sock, zmq.POLLIN)
        while self.deno.poll() is None:
            if not self.heard and self.running is None and time.monotonic() > self.probed + PROBE_SECONDS:
                self.probed = time.monotonic()
                self.running = (self.request("kernel_info_request", {}), False)  # Deno says busy and idle on iopub
            for sock, _ in poller.poll(None if self.heard else PROBE_SECONDS * 1000):
                handlers[sock]()
            self.next()
        for sock in [*self.front.values(), *self.back.values()]:
            sock.close()  # after sending what is queued for clients, for a second at most
        return self.deno.returncode if self.deno.returncode >= 0 else 128 - self.deno.returncode

    def next(self):
        """Passes the first held execute request to Deno, unless it runs one, or its outputs could be lost."""
        if self.held and self.running is None and self.heard:
            ids, message, header = self.held.popleft()
            self.running = (header["msg_id"], json.loads(message[5]).get("stop_on_error", True))
            self.forward("shell", ids, message, header)

    def forward(self, channel, ids, message, header):
        self.routes[header.get("msg_id")] = ids
        if len(self.routes) > ROUTES:
            del self.routes[next(iter(self.routes))]
        self.back[channel].send_multipart(message)

    def to_client(self, channel, frames, answered=True):
        """Sends Deno's message to the client of the request it answers (a request `answered` is forgotten)."""
        message = split(frames)[1]
        if message is not None:
            parent = json.loads(message[3]).get("msg_id")
            ids = self.routes.pop(parent, None) if answered else self.routes.get(parent)
            if ids is not None:
                self.front[channel].send_multipart([*ids, *message])
            return parent, message

    def abort_held(self):
        """Answers each held execute request "aborted", with its status busy and idle, as IPython's kernel does."""
        while self.held:
            ids, _, header = self.held.popleft()
            self.publish("status", {"execution_state": "busy"}, header)
            self.front["shell"].send_multipart([*ids, *self.message("execute_reply", {"status": "aborted"}, header,
                                                                    {"status": "aborted"})[1]])
            self.publish("status", {"execution_state": "idle"}, header)

    def publish(self, msg_type, content, parent):
        self.front["iopub"].send_multipart(self.message(msg_type, content, parent)[1])

    def from_client_shell(self):
        for frames in received(self.front["shell"]):
            ids, message = split(frames)
            if message is None or not self.signed(message):
                continue
            header = json.loads(message[2])
            if header.get("msg_type") == "execute_request":
                self.held.append((ids, message, header))
            else:
                self.forward("shell", ids, message, header)

    def from_client_control(self):
        for frames in received(self.front["control"]):
            ids, message = split(frames)
            if message is None or not self.signed(message):
                continue
            header = json.loads(message[2])
            if header.get("msg_type") != "interrupt_request":
                self.forward("control", ids, message, header)
            else:
                self.abort_held()
                self.front["control"].send_multipart([*ids, *self.message("interrupt_reply", {"status": "ok"},
                                                                          header)[1]])

    def from_client_stdin(self):
        for frames in received(self.front["stdin"]):
            message = split(frames)[1]
            if message is not None:
                self.back["stdin"].send_multipart(message)

    def heartbeat(self):
        for frames in received(self.front["hb"]):
            self.front["hb"].send_multipart(frames)

    def from_deno_shell(self):
        for frames in received(self.back["shell"]):
            parent, message = self.to_client("shell", frames) or (None, None)
            if self.running is None or parent != self.running[0]:
                continue
            stop_on_error, self.running = self.running[1], None
            if stop_on_error and json.loads(message[5]).get("status") == "error":
                self.from_client_shell()
                self.abort_held()

    def from_deno_control(self):
        for frames in received(self.back["control"]):
            self.to_client("control", frames)

    def from_deno_stdin(self):
        for frames in received(self.back["stdin"]):
            self.to_client("stdin", frames, answered=False)  # an input request, while its execute request runs

    def from_deno_iopub(self):
        for frames in received(self.back["iopub"]):
            self.heard = True
            message = split(frames)[1]
            if message is not None and json.loads(message[3]).get("msg_id") not in self.own:
                self.front["iopub"].send_multipart(frames)

    def signals(self):
        if signal.SIGINT in os.read(self.wakeup, 64):
            self.abort_held()


def run(deno, connection_file):
    with open(connection_file) as file:
        proxy = Proxy(json.load(file))
    proxy.start(deno)
    return proxy.serve()


def spec(deno, folder):
    """The kernelspec's kernel.json for this deno, installed in `folder`. Absolute paths only, as in Deno's own
    kernelspec: `{connection_file}` is the one placeholder every frontend (Jupyter, VS Code, ...) is sure to replace.
    Interrupts come as messages, which the proxy answers."""
    return {
        "argv": [sys.executable, os.path.join(folder, "kernel.py"), os.path.realpath(deno), "{connection_file}"],
        "display_name": DISPLAY_NAME,
        "language": "typescript",
        "interrupt_mode": "message",
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
        return run(*argv)
    print("usage: kernel.py DENO CONNECTION_FILE | kernel.py --install DENO | kernel.py --check DENO", file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
