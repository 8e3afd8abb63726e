"""Hypothesis profiles for the whole suite (``HYPOTHESIS_PROFILE`` chooses one; ``ci`` by default).

- ``ci``: what ``make test`` runs. Derandomized, so that every run tries the same examples and a
  failure in CI fails on every machine; no deadline (the machine is shared, and speed is measured
  by ``bench/`` only); no shrinking, so that a failing property costs no more than a passing one
  (the failing example is printed as found, and is the same on every run).
- ``debug``: the same examples as ``ci``, shrunk to a minimal failing example: run it to read a
  CI failure.
- ``thorough``: hunting for new bugs: ten times the examples, a fresh random source each run,
  the failures shrunk and kept in the local example database (``.hypothesis/``)::

      HYPOTHESIS_PROFILE=thorough .venv/bin/python -m pytest -p no:cacheprovider tests/test_hostile_saves.py

A test that sets ``max_examples`` itself keeps its count in every profile; the ``test_hostile_*``
modules scale theirs from the profile's. The bulk random runs that are not Hypothesis tests (so
many random deals, so many of them checked at every step) ask the ``bulk`` fixture for their
counts: the number written in the test under ``ci`` and ``debug``, ten times as many under
``thorough`` (and so do the seeds of the question bank, tests/answers_support.py).

The table store's tests (test_tables.py, test_sessions.py) run each test that asks for ``store``
(or ``url``) on SQLite and on a real PostgreSQL, one server for the whole run (tests/postgres_support.py).
"""

from __future__ import annotations

import itertools
import os
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from answers_support import BULK_FACTOR
from hypothesis import HealthCheck, Phase, settings
from postgres_support import INSTALL_HINT, postgres_programs, running_postgres, schema_url

from honeymoon import tables

_COMMON = settings(deadline=None, print_blob=True,
                   suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
settings.register_profile("ci", _COMMON, max_examples=25, derandomize=True,
                          phases=[Phase.explicit, Phase.reuse, Phase.generate, Phase.target])
settings.register_profile("debug", _COMMON, max_examples=25, derandomize=True)
settings.register_profile("thorough", _COMMON, max_examples=250)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))


@pytest.fixture(scope="session")
def bulk() -> Callable[[int], int]:
    """``bulk(n)``: how many random games a bulk run plays where ``make test`` plays ``n``."""
    return lambda count: count * BULK_FACTOR


@pytest.fixture(autouse=True)
def _own_progress_file(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> None:
    """Each test keeps the progress of its exercises in a file of its own, never the learner's."""
    monkeypatch.setenv("HONEYMOON_PROGRESS", str(tmp_path_factory.mktemp("progress") / "progress.json"))


@pytest.fixture
def unhurried_strong(monkeypatch: pytest.MonkeyPatch) -> None:
    """The strong player given all the time it needs: its clock is the one thing besides the view
    that a choice reads (when a time budget runs out, fewer samples decide), so on a loaded
    machine two equal views could get different choices. With this, the view alone decides."""
    from honeymoon.bots import strong

    monkeypatch.setattr(strong, "AUCTION_BUDGET", 3600.0)
    monkeypatch.setattr(strong, "PLAY_BUDGET", 3600.0)


# --- the table store, on SQLite and on PostgreSQL ---------------------------------------------
_schemas = itertools.count()


@pytest.fixture(scope="session")
def postgres() -> Iterator[str]:
    """A PostgreSQL server for the session; missing, the tests fail and say how to install it."""
    if postgres_programs() is None:
        pytest.fail(INSTALL_HINT)
    with running_postgres() as url:
        yield url


@pytest.fixture
def sqlite_url(tmp_path: Path) -> str:
    return f"sqlite:///{tmp_path / 'tables.sqlite3'}"


@pytest.fixture
def postgresql_url(postgres: str) -> str:
    """A store of this test's own: its tables in a schema no other test uses."""
    return schema_url(postgres, f"test_{next(_schemas)}")


@pytest.fixture(params=["sqlite", "postgresql"])
def url(request: pytest.FixtureRequest) -> str:
    return str(request.getfixturevalue(f"{request.param}_url"))


@pytest.fixture
def store(url: str) -> Iterator[tables.TableStore]:
    with tables.open_store(url) as opened:
        yield opened
