"""A worker process of a balance run: how it starts, and that it ends with its parent.

``worker_start(parent)`` is the pool's initializer. Ctrl+C belongs to the
parent, which stops the run and reports what it has, so the worker ignores
it. And the worker ends as soon as the process that runs the balance
(``parent``: the command or the window, not the fork server the worker was
forked from) ends, however it ended, a SIGKILL included: a daemon thread
waits on the parent and calls ``os._exit``. Once the workers are gone, the
fork server and the resource tracker end by themselves (their pipes close).

How the thread waits: on Linux (5.3 and later), a ``pidfd`` of the parent,
readable when that very process ends (a pid reused by another process does
not fool it); elsewhere, every ``POLL_S`` seconds, whether the pid is still
there (``os.kill(pid, 0)`` on POSIX, ``OpenProcess`` on Windows).
"""

from __future__ import annotations

import os
import select
import signal
import sys
import threading
import time

POLL_S = 0.5
"""Seconds between two looks at the parent where there is no pidfd."""
GONE_EXIT = 3
"""The exit status of a worker whose parent has gone."""


def worker_start(parent: int) -> None:
    """The pool's initializer: ignore Ctrl+C, end with ``parent``."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    watch_parent(parent)


def watch_parent(parent: int) -> None:
    """Start the thread that ends this process when process ``parent`` ends."""
    fd: int | None = None
    pidfd_open = getattr(os, "pidfd_open", None)
    if pidfd_open is not None:
        try:
            fd = pidfd_open(parent)
        except ProcessLookupError:
            os._exit(GONE_EXIT)  # already gone before this worker started
        except OSError:
            fd = None  # a kernel without pidfd: look now and then
    threading.Thread(
        target=_wait_then_exit, args=(parent, fd), name="parent-watch", daemon=True
    ).start()


def _wait_then_exit(parent: int, fd: int | None) -> None:
    if fd is not None:
        select.select([fd], [], [])  # readable once the process has ended
    else:
        while _running(parent):
            time.sleep(POLL_S)
    os._exit(GONE_EXIT)


def _running(pid: int) -> bool:
    if sys.platform == "win32":
        import _winapi

        try:
            handle = _winapi.OpenProcess(_winapi.SYNCHRONIZE, False, pid)
        except OSError:
            return False
        try:
            return _winapi.WaitForSingleObject(handle, 0) != _winapi.WAIT_OBJECT_0
        finally:
            _winapi.CloseHandle(handle)
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:
        return True  # there, but someone else's
    return True
