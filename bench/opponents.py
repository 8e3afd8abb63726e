"""How strong the computer players are: each level against the one below, on the same deals.

    .venv/bin/python bench/opponents.py [--pairs N] [--strong-pairs M] [--forms plain,draw,...]

A *deal pair* is one deal played twice with the seats swapped: level A holds player 0's cards
and level B player 1's, then the other way round (in 4-player Boerenbridge, A sits at seats 0
and 2 and B at 1 and 3, then swapped). The luck of the cards cancels; what is left is the
difference of play. Each pair gives A's mean score less B's (per player, per deal); the report
is the mean over the pairs with a 95 % confidence interval (mean ± 1.96 standard errors).

- Bridge forms: one deal each (``match="deal"``), scored as the rules score it (a passed-out
  deal scores 0 to both). Boerenbridge: one deal with 4 players, of 1 to 8 cards (the pair's
  number decides), default scoring.
- ``basic_vs_random`` over ``--pairs`` pairs (default 200), ``strong_vs_basic`` over
  ``--strong-pairs`` (default 100). The goal: both intervals above 0 in every form.
- The reference measured in the same run: random against random over the same number of
  pairs; its interval should hold 0.
- ``strong_p95_ms``: the strong player's time per decision (95th percentile, on one core:
  each pair runs in a single process; pairs run in parallel processes, one per core).

The last line is one JSON object.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import statistics
import time
from concurrent.futures import ProcessPoolExecutor
from typing import Any

import honeymoon
from honeymoon.bots import make_bot

FORMS = ("plain", "draw", "double-dummy", "boerenbridge")


def _options(form: str, pair: int) -> dict[str, Any]:
    if form == "boerenbridge":
        return {"players": 4, "schedule": (1 + pair % 8,)}
    return {"match": "deal"}


def deal_pair(form: str, pair: int, levels: tuple[str, str]) -> tuple[float, list[float]]:
    """A's mean score less B's over the two deals of a pair, and the strong player's times."""
    times: list[float] = []
    difference = 0.0
    for swap in (False, True):
        game = honeymoon.new_game(form, seed=10_000 + pair, **_options(form, pair))
        players = game.num_players
        level_of = {p: levels[(p % 2) ^ swap] for p in range(players)}
        # A's bots and B's have seeds of their own, so that random against random is a fair test.
        bots = {p: make_bot(level_of[p], seed=pair * 100 + 50 * ((p % 2) ^ swap) + p)
                for p in range(players)}
        while not game.is_over:
            player = game.current_player
            assert player is not None
            view, legal = game.view(player), game.legal_actions()
            start = time.perf_counter()
            action = bots[player].choose(view, legal)
            if level_of[player] == "strong":
                times.append(time.perf_counter() - start)
            game.apply(action)
        scores = game.scores()
        a = [scores[p] for p in range(players) if (p % 2) ^ swap == 0]
        b = [scores[p] for p in range(players) if (p % 2) ^ swap == 1]
        difference += statistics.mean(a) - statistics.mean(b)
    return difference / 2, times


def _summary(values: list[float]) -> dict[str, float]:
    mean = statistics.mean(values)
    half = 1.96 * statistics.stdev(values) / math.sqrt(len(values)) if len(values) > 1 else math.inf
    return {"mean": round(mean, 1), "low": round(mean - half, 1), "high": round(mean + half, 1),
            "pairs": len(values)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pairs", type=int, default=200, help="deal pairs for basic against random")
    parser.add_argument("--strong-pairs", type=int, default=100, help="deal pairs for strong against basic")
    parser.add_argument("--forms", default=",".join(FORMS), help="forms to measure, comma-separated")
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 1, help="parallel processes")
    args = parser.parse_args()
    forms = args.forms.split(",")
    jobs = [(form, name, levels, pair)
            for form in forms
            for name, levels, count in (("random_vs_random", ("random", "random"), args.pairs),
                                        ("basic_vs_random", ("basic", "random"), args.pairs),
                                        ("strong_vs_basic", ("strong", "basic"), args.strong_pairs))
            for pair in range(count)]
    results: dict[str, dict[str, list[float]]] = {form: {} for form in forms}
    times: list[float] = []
    started = time.perf_counter()
    with ProcessPoolExecutor(max_workers=args.workers) as pool:
        futures = [(form, name, pool.submit(deal_pair, form, pair, levels))
                   for form, name, levels, pair in jobs]
        for form, name, future in futures:
            difference, decision_times = future.result()
            results[form].setdefault(name, []).append(difference)
            times.extend(decision_times)
    figures: dict[str, Any] = {}
    for form in forms:
        figures[form] = {name: _summary(values) for name, values in results[form].items()}
        line = ", ".join(f"{name} {s['mean']:+.1f} [{s['low']:+.1f}, {s['high']:+.1f}]"
                         for name, s in figures[form].items())
        print(f"{form}: {line} (points per deal, {args.pairs}/{args.strong_pairs} pairs)")
    p95 = statistics.quantiles(times, n=20)[-1] * 1000 if len(times) > 1 else None
    if p95 is not None:
        print(f"strong player: {len(times)} decisions, median {statistics.median(times) * 1000:.0f} ms, "
              f"p95 {p95:.0f} ms, max {max(times) * 1000:.0f} ms")
    print(f"{time.perf_counter() - started:.0f} s in all, {args.workers} processes")
    figures["strong_p95_ms"] = None if p95 is None else round(p95, 1)
    print(json.dumps(figures))


if __name__ == "__main__":
    main()
