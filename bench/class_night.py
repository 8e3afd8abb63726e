"""A class night's pages in the kernel (no browser): what the store costs a student's click
against the computer, and the teacher's results page as results arrive.

    .venv/bin/python bench/class_night.py [--boards 4] [--level basic]

A session of plain on a SQLite store of its own; one student plays every board against the
computer through :class:`~honeymoon_widgets.classnight.SessionLauncher`, clicking as
tests/test_widgets_classnight.py does (Pass once a bid is made, else the first legal card). Measured:

- ``click``: from a click to the table drawn again, the computer's answers included; each
  computer action goes through the store (its act, then the game loaded again);
- ``refresh``: the teacher's :meth:`~honeymoon_widgets.classnight.ClassNight.refresh` after each
  finished board (the store's results, the page's HTML, the PBN and CSV texts).

The references, measured in the same run: ``own_click``, the same boards on the play table
against the computer in the kernel (:class:`~honeymoon_widgets.play.PlayTable`, no store);
``results``, :func:`honeymoon.sessions.results` alone. Figures vary with
the machine's load, printed with them. The last line is one JSON object.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import tempfile
import time

from honeymoon import sessions, tables
from honeymoon.forms import BridgeGame
from honeymoon_widgets.classnight import ClassNight, SessionLauncher
from honeymoon_widgets.play import PlayTable


def click_first(table: PlayTable) -> float:
    """Click the seat's first enabled button (Pass once a bid is made): the seconds it took."""
    buttons = [*table.buttons.values(), *table.call_buttons.values(), *table.card_buttons.values()]
    if table.game.view(table.seat).auction:
        buttons.insert(0, table.call_buttons["Pass"])
    button = next(button for button in buttons if not button.disabled)
    start = time.perf_counter()
    button.click()
    return time.perf_counter() - start


def play_out(table: PlayTable) -> list[float]:
    times = []
    while not table.game.is_over:
        times.append(click_first(table))
    return times


def ms(values: list[float]) -> dict[str, float]:
    ordered = sorted(values)
    return {"p50": round(1000 * statistics.median(ordered), 2),
            "p95": round(1000 * ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))], 2)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--boards", type=int, default=4)
    parser.add_argument("--level", default="basic")
    args = parser.parse_args()
    load_before = os.getloadavg()
    print(f"load average at the start: {load_before[0]:.2f} (1 min) on {os.cpu_count()} cores")
    clicks: list[float] = []
    own: list[float] = []
    refresh: list[float] = []
    results: list[float] = []
    with tempfile.TemporaryDirectory() as folder, \
            tables.open_store(f"sqlite:///{folder}/tables.sqlite3") as store:
        teacher = ClassNight(store, poll_every=None)
        code = teacher.open_session("bench", "plain", boards=args.boards, seed=7)
        student = SessionLauncher(store, poll_every=None)
        student.join(code, "Anna")
        for board in range(1, args.boards + 1):
            table = student.play_computer(board, level=args.level)
            clicks += play_out(table)
            game = store.game(table.invite_code)
            assert isinstance(game, BridgeGame)
            alone = PlayTable("plain", level=args.level, seat=0, seed=game.seed, match="deal",
                              first_dealer=game.dealer, deals=[game.deck], names=["Anna", "computer"])
            own += play_out(alone)
            start = time.perf_counter()
            teacher.refresh()
            refresh.append(time.perf_counter() - start)
            start = time.perf_counter()
            sessions.results(store, code)
            results.append(time.perf_counter() - start)
            print(f"board {board}: {len(clicks)} clicks so far; refresh {1000 * refresh[-1]:.1f} ms")
    load_after = os.getloadavg()
    result = {"bench": "class_night", "boards": args.boards, "level": args.level, "clicks": len(clicks),
              "click_ms": ms(clicks), "own_click_ms": ms(own), "refresh_ms": ms(refresh),
              "results_ms": ms(results), "load_average": [round(load_before[0], 2), round(load_after[0], 2)]}
    print(f"a click against the computer through the store: p50 {result['click_ms']['p50']} ms "
          f"(in the kernel alone: {result['own_click_ms']['p50']} ms); the results page's refresh: p50 "
          f"{result['refresh_ms']['p50']} ms (the store's results alone: {result['results_ms']['p50']} ms)")
    print(f"load average at the end: {load_after[0]:.2f} (1 min)")
    print(json.dumps(result))


if __name__ == "__main__":
    main()
