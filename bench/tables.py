"""The table store (honeymoon.tables) under a class: 25 tables, 50 players, on SQLite and PostgreSQL.

    .venv/bin/python bench/tables.py [--tables 25] [--deals 1] [--poll 0.05]

Each player is a thread of this process, as a server would run one per page: it polls its
table's version every ``--poll`` seconds (:meth:`~honeymoon.tables.TableStore.changes`), and
when the table shows it on turn it acts at once, a random legal action, until its table has
played ``--deals`` whole deals of plain Honeymoon Bridge. Measured for each store:

- ``latency``: from the moment a player sends an action to the moment the other player's poll
  sees the table's new version (p50, p95, max; the issue's goal: p95 under 1 s);
- ``throughput``: actions accepted per second, all tables together;
- ``memory per player``: the growth of this process's resident memory while the class plays,
  divided by the players (their threads, connections and games).

The reference, measured in the same run on the same store: one table played by one thread,
both seats in turn, each action straight after the last (its time per action and actions per
second). PostgreSQL runs a server of its own started as the tests start theirs
(tests/postgres_support.py, here flushing to disk as a hub's does). Figures vary with the
machine's load, printed with them. The last line is one JSON object.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

# The tests' PostgreSQL server: Debian's package, started in a temporary folder.
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))

from postgres_support import running_postgres

from honeymoon import tables

GOAL_P95_S = 1.0
PLAYERS_PER_TABLE = 2


def resident_kib() -> int:
    """This process's resident memory now, in KiB (Linux)."""
    return int(Path("/proc/self/statm").read_text().split()[1]) * os.sysconf("SC_PAGE_SIZE") // 1024


def reference(url: str) -> dict[str, float]:
    """One deal at one table, one thread playing both seats back to back: time per action,
    actions per second."""
    rng = random.Random(0)
    with tables.open_store(url) as store:
        table, anna = store.create("plain", seed=1, match="deal")
        tokens = [anna, store.join(table)]
        times = []
        started = time.perf_counter()
        while True:
            moved = False
            for token in tokens:
                legal = store.legal_actions(table, token)
                if legal:
                    sent = time.perf_counter()
                    store.act(table, token, rng.choice(legal))
                    times.append(time.perf_counter() - sent)
                    moved = True
            if not moved:
                break
        elapsed = time.perf_counter() - started
    return {"act_ms": round(1000 * statistics.median(times), 2),
            "actions_per_s": round(len(times) / elapsed, 1)}


class Class:
    """Tables of two players each, every player a thread polling and acting through one store."""

    def __init__(self, store: tables.TableStore, count: int, deals: int, poll: float) -> None:
        self.store, self.deals, self.poll = store, deals, poll
        # (table, version after the action): when it was sent, and by which seat's token
        self.sent: dict[tuple[str, int], tuple[float, str]] = {}
        self.latencies: list[float] = []
        self.actions = 0
        self.lock = threading.Lock()
        self.seats: list[tuple[str, str, int]] = []  # table, token, seed of the player's choices
        options = {"match": "deal"} if deals == 1 else {}  # else a rubber, of which they play ``deals``
        for number in range(count):
            table, anna = store.create("plain", seed=100 + number, **options)
            bob = store.join(table)
            self.seats += [(table, anna, 2 * number), (table, bob, 2 * number + 1)]

    def player(self, table: str, token: str, seed: int) -> None:
        """Poll, and act when on turn, until the table has played its deals; the latency is
        counted when this player sees the other's action."""
        rng = random.Random(seed)
        version = 0
        while True:
            update = self.store.changes(table, token, version)
            if update is None:
                time.sleep(self.poll)
                continue
            seen = time.perf_counter()
            version = update.version
            with self.lock:
                sent = self.sent.get((table, version))
                if sent is not None and sent[1] != token:
                    self.latencies.append(seen - sent[0])
                    del self.sent[(table, version)]
            if update.view.phase.value == "over" or update.view.deal > self.deals:
                return
            if update.legal_actions:
                with self.lock:
                    self.sent[(table, version + 1)] = (time.perf_counter(), token)
                self.store.act(table, token, rng.choice(update.legal_actions))
                with self.lock:
                    self.actions += 1

    def play(self) -> dict[str, Any]:
        before = resident_kib()
        threads = [threading.Thread(target=self.player, args=seat) for seat in self.seats]
        started = time.perf_counter()
        for thread in threads:
            thread.start()
        peak = before
        while any(thread.is_alive() for thread in threads):
            peak = max(peak, resident_kib())
            time.sleep(0.2)
        elapsed = time.perf_counter() - started
        ordered = sorted(self.latencies)
        return {
            "tables": len(self.seats) // PLAYERS_PER_TABLE,
            "players": len(self.seats),
            "actions": self.actions,
            "seconds": round(elapsed, 2),
            "actions_per_s": round(self.actions / elapsed, 1),
            "latency_p50_ms": round(1000 * ordered[len(ordered) // 2], 1),
            "latency_p95_ms": round(1000 * ordered[int(len(ordered) * 0.95)], 1),
            "latency_max_ms": round(1000 * ordered[-1], 1),
            "memory_per_player_kib": round((peak - before) / len(self.seats)),
        }


def measure(name: str, url: str, args: argparse.Namespace) -> dict[str, Any]:
    one = reference(url)
    with tables.open_store(url) as store:
        figures = Class(store, args.tables, args.deals, args.poll).play()
    figures["reference_act_ms"] = one["act_ms"]
    figures["reference_actions_per_s"] = one["actions_per_s"]
    print(f"{name:10} {figures['players']} players at {figures['tables']} tables: "
          f"{figures['actions']} actions in {figures['seconds']} s ({figures['actions_per_s']}/s; "
          f"one table, one thread: {one['actions_per_s']}/s, {one['act_ms']} ms an action)")
    print(f"{'':10} action → the other page: p50 {figures['latency_p50_ms']} ms, p95 "
          f"{figures['latency_p95_ms']} ms (goal < {GOAL_P95_S * 1000:.0f}), "
          f"max {figures['latency_max_ms']} ms; "
          f"{figures['memory_per_player_kib']} KiB a player")
    return figures


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tables", type=int, default=25, help="tables of two players")
    parser.add_argument("--deals", type=int, default=1, help="whole deals each table plays")
    parser.add_argument("--poll", type=float, default=0.05, help="seconds between a page's polls")
    args = parser.parse_args()
    load_before = os.getloadavg()
    print(f"load average at the start: {load_before[0]:.2f} (1 min) on {os.cpu_count()} cores")
    results: dict[str, Any] = {}
    with tempfile.TemporaryDirectory() as folder:
        results["sqlite"] = measure("SQLite", f"sqlite:///{folder}/tables.sqlite3", args)
    with running_postgres(durable=True) as url:
        results["postgresql"] = measure("PostgreSQL", url, args)
    load_after = os.getloadavg()
    print(f"load average at the end: {load_after[0]:.2f} (1 min)")
    print(json.dumps({"bench": "tables", "poll_s": args.poll, **results,
                      "goal_p95_ms": GOAL_P95_S * 1000,
                      "load_average": [round(load_before[0], 2), round(load_after[0], 2)]}))


if __name__ == "__main__":
    main()
