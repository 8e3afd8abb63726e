"""A real PostgreSQL server of its own for the table store's tests and bench/tables.py.

It runs Debian's ``postgresql`` package (``make postgres`` installs it): a new cluster in a
temporary folder, reached through a Unix socket in that folder on a free port, stopped and
removed at the end. PostgreSQL refuses to run as root: as root (CI, this project's containers)
the server runs as the ``postgres`` user the package creates, owning the folder.
"""

from __future__ import annotations

import contextlib
import os
import pwd
import shutil
import socket
import subprocess
import tempfile
from collections.abc import Iterator
from pathlib import Path

#: What to run when the server's programs are missing.
INSTALL_HINT = ("PostgreSQL is not installed: run `make postgres` (Debian's postgresql package; "
                "`make test` runs it)")


def postgres_programs() -> Path | None:
    """The folder of Debian's ``initdb`` and ``pg_ctl`` (the newest version installed), or the
    one on the PATH; ``None`` if there is none."""
    versions = sorted(Path("/usr/lib/postgresql").glob("*/bin/pg_ctl"),
                      key=lambda path: int(path.parts[-3]) if path.parts[-3].isdigit() else 0)
    if versions:
        return versions[-1].parent
    found = shutil.which("pg_ctl")
    return Path(found).parent if found and shutil.which("initdb") else None


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


@contextlib.contextmanager
def running_postgres(durable: bool = False) -> Iterator[str]:
    """A PostgreSQL server for the time of the ``with`` block: the URL of its ``postgres``
    database. ``durable=False`` (the tests) lets it skip flushing to disk, which is faster;
    bench/tables.py measures it ``durable``, as a hub runs it."""
    programs = postgres_programs()
    if programs is None:
        raise FileNotFoundError(INSTALL_HINT)
    folder = Path(tempfile.mkdtemp(prefix="honeymoon-postgres-"))
    as_user: list[str] = []
    if os.geteuid() == 0:
        owner = pwd.getpwnam("postgres")
        os.chown(folder, owner.pw_uid, owner.pw_gid)
        as_user = ["runuser", "-u", "postgres", "--"]
    data, port = folder / "data", _free_port()
    settings = f"-k {folder} -p {port} -c listen_addresses=''"
    if not durable:
        settings += " -c fsync=off -c synchronous_commit=off -c full_page_writes=off"

    def run(*command: str) -> None:
        subprocess.run([*as_user, *command], check=True, capture_output=True, text=True)

    try:
        run(str(programs / "initdb"), "-D", str(data), "-U", "postgres", "-A", "trust", "-E", "UTF8",
            "--no-sync")
        run(str(programs / "pg_ctl"), "-D", str(data), "-l", str(folder / "server.log"), "-o", settings,
            "-w", "start")
        try:
            yield f"postgresql://postgres@/postgres?host={folder}&port={port}"
        finally:
            run(str(programs / "pg_ctl"), "-D", str(data), "-m", "immediate", "-w", "stop")
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def schema_url(url: str, schema: str) -> str:
    """``url`` with its tables in ``schema`` (created if missing): a store of its own in one database."""
    import psycopg

    with psycopg.connect(url, autocommit=True) as connection:
        connection.execute(f'CREATE SCHEMA IF NOT EXISTS "{schema}"')
    return f"{url}&options=-csearch_path%3D{schema}"
