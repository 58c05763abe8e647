"""Runs a command in a real pseudo-terminal and types into it as a person would, for the prompt tests.

Input (JSON on stdin): {"argv": [...], "env": {...}, "cwd": "...", "steps": [...], "timeout": seconds}
  a step is {"wait": "text"} (until the terminal has shown it), {"type": "keys"} (one character at a time)
  {"paste": "text"} (all in one write, as a terminal passes on a paste) or {"pause": seconds} (an Ink screen
  turns raw mode on just after its first frame).
Output (JSON on stdout): {"output": everything the terminal showed, "status": exit code, "timedOut": bool}.
"""
import fcntl
import json
import os
import pty
import select
import signal
import struct
import sys
import termios
import time


def main() -> None:
    spec = json.load(sys.stdin)
    deadline = time.monotonic() + spec.get("timeout", 20)
    pid, fd = pty.fork()
    if pid == 0:
        os.chdir(spec["cwd"])
        os.execvpe(spec["argv"][0], spec["argv"], spec["env"])
    # 120 columns by 40 rows, so what the tests look for is not wrapped.
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", 40, 120, 0, 0))
    shown = bytearray()
    timed_out = False

    def read(wait: float) -> bool:
        ready, _, _ = select.select([fd], [], [], wait)
        if not ready:
            return True
        try:
            data = os.read(fd, 65536)
        except OSError:
            return False
        if not data:
            return False
        shown.extend(data)
        return True

    for step in spec["steps"]:
        if "wait" in step:
            needle = step["wait"].encode()
            while needle not in shown:
                if time.monotonic() > deadline:
                    timed_out = True
                    break
                if not read(0.05):
                    break
        elif "paste" in step:
            os.write(fd, step["paste"].encode())
            read(0.03)
        elif "pause" in step:
            end = time.monotonic() + step["pause"]
            while time.monotonic() < end:
                read(0.02)
        else:
            for char in step["type"]:
                os.write(fd, char.encode())
                read(0.03)

    status = None
    while status is None:
        if time.monotonic() > deadline:
            timed_out = True
            os.kill(pid, signal.SIGKILL)
            _, status = os.waitpid(pid, 0)
            break
        open_ = read(0.05)
        done, result = os.waitpid(pid, os.WNOHANG)
        if done:
            status = result
        elif not open_:
            time.sleep(0.02)
    # What the child wrote just before it exited.
    while select.select([fd], [], [], 0.05)[0]:
        try:
            data = os.read(fd, 65536)
        except OSError:
            break
        if not data:
            break
        shown.extend(data)
    json.dump({"output": shown.decode("utf8", "replace"), "status": os.waitstatus_to_exitcode(status), "timedOut": timed_out}, sys.stdout)


if __name__ == "__main__":
    main()
