"""Double-dummy solving time for two hands of 13 cards, against endplay (DDS) in the same run.

    .venv/bin/python bench/double_dummy.py [--deals N] [--seed S]

- ``dd_tricks``: N seeded random two-hand deals (13 cards each, the other 26 cards out of
  play), a random strain and leader for each; one full solve each (the exact number of tricks),
  timed on its own, on one core. Goals: median ≤ 15 ms, max ≤ 150 ms. The solver's small
  per-suit tables (patterns and equivalent cards, a few MB at most) persist between solves, as
  they would in a lesson; the transposition table is new for each solve. The "cold" figure
  empties those tables before each solve as well.
- ``review``: the double-dummy verdict on every card of a whole played deal of the ``plain``
  form (random auction and play, seeded; passed-out deals are skipped), ``--games`` of them.
- The reference: endplay's ``calc_dd_table`` (DDS, compiled) for a four-hand deal of 13
  cards each (20 strain-declarer results), one per deal, same seeds; when endplay is installed.

The last line is one JSON object.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import time

from honeymoon import Strain, analysis, deal, new_game
from honeymoon.analysis import dd_table, dd_tricks, review


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=100, help="number of random deals")
    parser.add_argument("--games", type=int, default=20, help="played deals to review")
    parser.add_argument("--seed", type=int, default=2024, help="seed of the deals, strains and leaders")
    args = parser.parse_args()
    rng = random.Random(args.seed)
    problems = []
    for _ in range(args.deals):
        hands = deal(rng, hands=2).hands
        problems.append((hands, rng.choice(list(Strain)), rng.randrange(2)))

    times = []
    for hands, strain, leader in problems:
        start = time.perf_counter()
        dd_tricks(hands, strain, leader)
        times.append((time.perf_counter() - start) * 1000)
    cold = []
    for hands, strain, leader in problems:
        analysis._PATTERNS.clear()
        analysis._CLASSES.clear()
        start = time.perf_counter()
        dd_tricks(hands, strain, leader)
        cold.append((time.perf_counter() - start) * 1000)

    review_times = []
    seed = args.seed
    while len(review_times) < args.games:
        seed += 1
        game = new_game("plain", seed=seed, match="deal")
        moves = random.Random(seed)
        while not game.is_over:
            game.apply(moves.choice(game.legal_actions()))
        if not game.full_view()["contract"]:
            continue
        start = time.perf_counter()
        review(game)
        review_times.append((time.perf_counter() - start) * 1000)

    endplay_times: list[float] = []
    try:
        import endplay  # noqa: F401
    except ImportError:
        print("endplay: not installed (the course extra)")
    else:
        four = random.Random(args.seed)
        for _ in range(args.deals):
            hands = deal(four).hands
            start = time.perf_counter()
            dd_table(hands)
            endplay_times.append((time.perf_counter() - start) * 1000)

    median, worst = statistics.median(times), max(times)
    print(f"dd_tricks, two hands of 13 cards, {args.deals} deals: median {median:.1f} ms, "
          f"max {worst:.1f} ms (goals ≤ 15 ms, ≤ 150 ms)")
    print(f"  the same with the per-suit tables emptied before each solve: median "
          f"{statistics.median(cold):.1f} ms, max {max(cold):.1f} ms")
    review_median = statistics.median(review_times)
    print(f"review of a whole played deal (26 cards, every alternative), {args.games} deals: "
          f"median {review_median:.0f} ms, max {max(review_times):.0f} ms")
    endplay_median = statistics.median(endplay_times) if endplay_times else None
    if endplay_median is not None:
        print(f"endplay calc_dd_table, four hands of 13 cards (20 results each): median "
              f"{endplay_median:.1f} ms")
    print(json.dumps({
        "deals": args.deals,
        "median_ms": round(median, 2),
        "max_ms": round(worst, 2),
        "endplay_table_median_ms": round(endplay_median, 2) if endplay_median is not None else None,
        "review_median_ms": round(review_median, 1),
    }))


if __name__ == "__main__":
    main()
