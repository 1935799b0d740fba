"""Starting and stopping `cookbook serve` for the tests (Tests/cli, Tests/browser)."""
import os
import re
import signal
import subprocess
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def binary():
    if os.environ.get("COOKBOOK_BIN"):
        return os.environ["COOKBOOK_BIN"]
    for kind in ("release", "debug"):
        candidate = ROOT / ".build" / kind / "cookbook"
        if candidate.exists():
            return str(candidate)
    raise RuntimeError("no cookbook binary: run swift build first")


class Server:
    """`cookbook serve SITE --port 0 ...` in the background; `url` once it listens."""

    def __init__(self, site, *args, timeout=180):
        self.process = subprocess.Popen([binary(), "serve", str(site), "--port", "0", *args],
                                        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        self.lines = []
        self.errors = []
        self.url = None
        listening = threading.Event()

        def read(stream, into):
            for line in stream:
                into.append(line.rstrip("\n"))
                found = re.search(r"at (http://[^ ]+/) ", line)
                if found and self.url is None:
                    self.url = found.group(1)
                    listening.set()
            listening.set()

        self.readers = [threading.Thread(target=read, args=(self.process.stdout, self.lines), daemon=True),
                        threading.Thread(target=read, args=(self.process.stderr, self.errors), daemon=True)]
        for reader in self.readers:
            reader.start()
        deadline = time.monotonic() + timeout
        while self.url is None and self.process.poll() is None and time.monotonic() < deadline:
            listening.wait(0.2)
        if self.url is None:
            self.stop()
            raise RuntimeError("cookbook serve did not start:\n" + "\n".join(self.lines + self.errors))

    def wait_for_line(self, pattern, timeout=120):
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if any(re.search(pattern, line) for line in self.lines):
                return True
            time.sleep(0.05)
        return False

    def stop(self, how=signal.SIGINT, timeout=30):
        if self.process.poll() is None:
            self.process.send_signal(how)
            try:
                self.process.wait(timeout=timeout)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        for reader in self.readers:
            reader.join(timeout=5)
        return self.process.returncode
