"""`make lab`, the README's first command, opens the course for anyone, root included.

The test starts it as a learner would (a real `make lab` process, as the user running the tests:
root in CI and in containers), on a free port with a known token and no display, fetches the
list of lessons over HTTP, checks the address printed for a learner with no browser, and stops
the server by its PID (its process group: make, the shell script and JupyterLab).
"""

from __future__ import annotations

import contextlib
import json
import os
import secrets
import shutil
import signal
import socket
import subprocess
import time
import urllib.request
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
START_TIMEOUT = 90.0

pytestmark = [pytest.mark.server,
              pytest.mark.skipif(shutil.which("make") is None, reason="make is not installed")]


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def _get(url: str, token: str) -> bytes:
    request = urllib.request.Request(url, headers={"Authorization": f"token {token}"})
    with urllib.request.urlopen(request, timeout=5) as response:
        return bytes(response.read())


def test_make_lab_serves_the_lessons_and_prints_the_address(tmp_path: Path) -> None:
    port, token = _free_port(), secrets.token_hex(16)
    home = tmp_path / "jupyter"
    env = {key: value for key, value in os.environ.items() if key not in ("DISPLAY", "WAYLAND_DISPLAY")}
    env.update(JUPYTER_RUNTIME_DIR=str(home / "runtime"), JUPYTER_CONFIG_DIR=str(home / "config"),
               JUPYTER_DATA_DIR=str(home / "data"))
    lab_args = (f"--port={port} --ServerApp.port_retries=0 --IdentityProvider.token={token} "
                f"--LabApp.user_settings_dir={home / 'settings'} "
                f"--LabApp.workspaces_dir={home / 'workspaces'} --LabApp.news_url=None")
    log = tmp_path / "lab.log"
    with log.open("wb") as out:
        process = subprocess.Popen(["make", "--no-print-directory", "lab", f"LAB_ARGS={lab_args}"],
                                   cwd=REPO, env=env, stdout=out, stderr=subprocess.STDOUT,
                                   stdin=subprocess.DEVNULL, start_new_session=True)
    try:
        deadline = time.monotonic() + START_TIMEOUT
        listing = None
        while listing is None:
            assert process.poll() is None, f"make lab exited with {process.returncode}:\n{log.read_text()}"
            assert time.monotonic() < deadline, f"make lab did not answer:\n{log.read_text()}"
            try:
                listing = json.loads(_get(f"http://127.0.0.1:{port}/api/contents/", token))
            except OSError:
                time.sleep(0.5)
        names = {item["name"] for item in listing["content"]}
        lessons = {path.name for path in (REPO / "lessons").glob("[0-9]*.ipynb")}
        assert lessons and lessons <= names, f"the server lists {sorted(names)}"
        # A learner without a browser is told where to go, token included.
        while f"http://localhost:{port}/lab?token={token}" not in log.read_text():
            assert time.monotonic() < deadline, f"no address was printed:\n{log.read_text()}"
            time.sleep(0.5)
        assert "No browser could be started here" in log.read_text()
        assert "Running as root is not recommended" not in log.read_text()
    finally:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(process.pid, signal.SIGTERM)  # make, the script, JupyterLab and its kernels
        try:
            process.wait(timeout=20)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
        time.sleep(1)  # JupyterLab shuts its kernels down; anything left is killed
        with contextlib.suppress(ProcessLookupError):
            os.killpg(process.pid, signal.SIGKILL)
