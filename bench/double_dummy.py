"""Double-dummy solving time for two hands of 13 cards and three hands of 16, against endplay
(DDS) in the same run.

    .venv/bin/python bench/double_dummy.py [--deals N] [--three N] [--three-pure N] [--games N] [--seed S]

The library's solver runs as the library chooses it (:func:`honeymoon.solver.backend`): compiled
(``honeymoon._native``) when it was built at install, else in Python; the figures of the Python
search are measured apart in the same run, as the reference (``*_pure_*`` in the JSON line).

- ``dd_tricks``: N seeded random two-hand deals (13 cards each, the other 26 cards out of
  play), a random strain and leader for each; one full solve each (the exact number of tricks),
  timed on its own, on one core. Goals, for the library's solver and for the Python search
  alike: median ≤ 8 ms, max ≤ 50 ms (issue 21; 12.9 ms and 70 ms before it, on a quiet
  machine). The solver's small per-suit tables (each suit's reading and equivalent cards, a few
  MB at most) persist between solves, as they would in a lesson; the transposition table is new
  for each solve. The "cold" figure empties those tables before each solve as well.
- Three seats: ``--three`` seeded deals of the ``three-handed`` form (three hands of 16 cards,
  4 cards out of play), the declarer being the hand with the most high-card points (the one
  who would win the auction) alone against the other two, who lead; the strain is no-trump for
  every other deal, else the declarer's longest suit. One full solve each, with a budget of
  ``--cap`` seconds (a solve that runs out counts as the cap). Goals: median ≤ 2,000 ms,
  max ≤ 20,000 ms. The Python search on the first ``--three-pure`` of those deals, each with
  a budget of ``--pure-cap`` seconds (it takes 15 s or so a deal, two minutes at worst).
- ``review``: the double-dummy verdict on every card of a whole played deal of the ``plain``
  form (random auction and play, seeded; passed-out deals are skipped), ``--games`` of them.
- The reference: endplay's ``calc_dd_table`` (DDS, compiled) for a four-hand deal of 13
  cards each (20 strain-declarer results), one per deal, same seeds; when endplay is installed.

The machine's load average (other processes competing for its cores) is printed at the start
and the end. The last line is one JSON object.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import time

from honeymoon import BridgeView, Strain, deal, new_game, solver
from honeymoon.analysis import AnalysisTimeout, dd_table, dd_tricks
from honeymoon.cards import Hand, Suit
from honeymoon.forms import review


def three_seat_problem(rng: random.Random,
                       number: int) -> tuple[tuple[Hand, ...], Strain, int, tuple[int, ...]]:
    """A three-handed deal as the bench solves it: hands, strain, leader and sides."""
    hands = deal(rng, hands=3, size=16).hands
    declarer = max(range(3), key=lambda seat: (hands[seat].hcp, -seat))
    lengths = {suit: sum(1 for card in hands[declarer].cards if card.suit == suit) for suit in Suit}
    longest = max(Suit, key=lambda suit: (lengths[suit], suit))
    strain = Strain.NOTRUMP if number % 2 else Strain.from_suit(longest)
    sides = tuple(0 if seat == declarer else 1 for seat in range(3))
    return hands, strain, (declarer + 1) % 3, sides


def solve_three(problems: list[tuple[tuple[Hand, ...], Strain, int, tuple[int, ...]]],
                cap: float) -> tuple[list[float], int]:
    """Each three-seat problem solved once within ``cap`` seconds: the times (ms; a solve out of
    time counts as the time it took) and how many ran out of time."""
    times = []
    out_of_time = 0
    for hands, strain, leader, sides in problems:
        start = time.perf_counter()
        try:
            dd_tricks(hands, strain, leader, sides=sides, budget=cap)
        except AnalysisTimeout:
            out_of_time += 1
        times.append((time.perf_counter() - start) * 1000)
    return times, out_of_time


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=100, help="number of random two-hand deals")
    parser.add_argument("--three", type=int, default=20, help="number of three-hand deals")
    parser.add_argument("--cap", type=float, default=120.0, help="seconds at most for one three-hand solve")
    parser.add_argument("--three-pure", type=int, default=3,
                        help="number of those three-hand deals the Python search solves too (0: none)")
    parser.add_argument("--pure-cap", type=float, default=60.0,
                        help="seconds at most for one three-hand solve of the Python search")
    parser.add_argument("--games", type=int, default=20, help="played deals to review")
    parser.add_argument("--seed", type=int, default=2024, help="seed of the deals, strains and leaders")
    args = parser.parse_args()
    load_before = os.getloadavg()
    print(f"load average at the start: {load_before[0]:.2f} (1 min), {load_before[1]:.2f} (5 min) "
          f"on {os.cpu_count()} cores")
    library = solver.backend()
    print(f"the library's solver: {library}")
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
        solver.clear_caches()
        start = time.perf_counter()
        dd_tricks(hands, strain, leader)
        cold.append((time.perf_counter() - start) * 1000)
    chosen = solver.use_native
    solver.use_native = False  # the Python search (TwoSeats for two seats), the reference
    pure_times = []
    for hands, strain, leader in problems:
        start = time.perf_counter()
        dd_tricks(hands, strain, leader)
        pure_times.append((time.perf_counter() - start) * 1000)
    solver.use_native = chosen

    three_rng = random.Random(args.seed)
    three_problems = [three_seat_problem(three_rng, number) for number in range(args.three)]
    three_times, out_of_time = solve_three(three_problems, args.cap)
    solver.use_native = False
    three_pure_times, pure_out_of_time = solve_three(three_problems[:args.three_pure], args.pure_cap)
    solver.use_native = chosen

    review_times: list[float] = []
    seed = args.seed
    while len(review_times) < args.games:
        seed += 1
        game = new_game("plain", seed=seed, match="deal")
        moves = random.Random(seed)
        while not game.is_over:
            game.apply(moves.choice(game.legal_actions()))
        full = game.full_view()
        assert isinstance(full, BridgeView)
        if full.contract is None:  # passed out
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
          f"max {worst:.1f} ms (goals ≤ 8 ms, ≤ 50 ms)")
    print(f"  the same with the per-suit tables emptied before each solve: median "
          f"{statistics.median(cold):.1f} ms, max {max(cold):.1f} ms")
    print(f"  the Python search (TwoSeats): median {statistics.median(pure_times):.1f} ms, "
          f"max {max(pure_times):.1f} ms (goals ≤ 8 ms, ≤ 50 ms)")
    three_median = statistics.median(three_times) if three_times else None
    three_worst = max(three_times) if three_times else None
    if three_median is not None and three_worst is not None:
        print(f"dd_tricks, three hands of 16 cards, {args.three} deals: median {three_median:.0f} ms, "
              f"max {three_worst:.0f} ms (goals ≤ 2000 ms, ≤ 20000 ms); "
              f"{out_of_time} ran out of the {args.cap:g} s cap")
    three_pure_median = statistics.median(three_pure_times) if three_pure_times else None
    if three_pure_times:
        print(f"  the Python search on the first {len(three_pure_times)} of them: median "
              f"{three_pure_median:.0f} ms, max {max(three_pure_times):.0f} ms; "
              f"{pure_out_of_time} ran out of the {args.pure_cap:g} s cap")
    review_median = statistics.median(review_times)
    print(f"review of a whole played deal (26 cards, every alternative), {args.games} deals: "
          f"median {review_median:.0f} ms, max {max(review_times):.0f} ms")
    endplay_median = statistics.median(endplay_times) if endplay_times else None
    if endplay_median is not None:
        print(f"endplay calc_dd_table, four hands of 13 cards (20 results each): median "
              f"{endplay_median:.1f} ms")
    load_after = os.getloadavg()
    print(f"load average at the end: {load_after[0]:.2f} (1 min), {load_after[1]:.2f} (5 min)")
    print(json.dumps({
        "solver": library,
        "deals": args.deals,
        "median_ms": round(median, 2),
        "max_ms": round(worst, 2),
        "pure_median_ms": round(statistics.median(pure_times), 2),
        "pure_max_ms": round(max(pure_times), 2),
        "endplay_table_median_ms": round(endplay_median, 2) if endplay_median is not None else None,
        "review_median_ms": round(review_median, 1),
        "three_seat_deals": args.three,
        "three_seat_median_ms": round(three_median) if three_median is not None else None,
        "three_seat_max_ms": round(three_worst) if three_worst is not None else None,
        "three_seat_out_of_time": out_of_time,
        "three_seat_pure_deals": len(three_pure_times),
        "three_seat_pure_median_ms": round(three_pure_median) if three_pure_median is not None else None,
        "three_seat_pure_max_ms": round(max(three_pure_times)) if three_pure_times else None,
        "three_seat_pure_out_of_time": pure_out_of_time,
        "load_average": [round(load_before[0], 2), round(load_after[0], 2)],
    }))


if __name__ == "__main__":
    main()
