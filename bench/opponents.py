"""How strong the computer players are: each level against the one below, on the same deals.

    .venv/bin/python bench/opponents.py [--pairs N] [--strong-pairs M] [--self-pairs K] [--forms plain,...]

A *deal pair* is one deal played twice with the seats swapped: level A holds player 0's cards
and level B player 1's, then the other way round (in 4-player Boerenbridge, A sits at seats 0
and 2 and B at 1 and 3, then swapped). The luck of the cards cancels; what is left is the
difference of play. Each pair gives A's mean score less B's (per player, per deal); the report
is the mean over the pairs with a 95 % confidence interval (mean ± 1.96 standard errors).

- Every form (``--forms`` names fewer). Bridge forms: one deal each (``match="deal"``),
  scored as the rules score it (a passed-out deal scores 0 to both). Boerenbridge: one deal
  with 4 players, of 1 to 8 cards (the pair's number decides), default scoring.
- ``basic_vs_random`` over ``--pairs`` pairs (default 200), ``strong_vs_basic`` over
  ``--strong-pairs`` (default 100). The goal: both intervals above 0 in every form.
- The references measured in the same run: random against random over ``--pairs`` pairs, and
  (bridge forms) strong against strong and basic against basic over ``--self-pairs`` (default
  50); their intervals should hold 0.
- ``strong_p95_ms``: the strong player's time per decision (95th percentile, on one core:
  each pair runs in a single process; pairs run in parallel processes, one per core);
  ``decision_p95_ms`` and ``decision_max_ms``, per form: each level's, per phase. The goal:
  every level's p95 at most a second in every form and phase, and strong's longest decision
  at most 3 seconds.

Per bridge form of two or four hands (par is not counted for three), the auction:

- ``strong_double_defeat_rate``: of the contracts strong doubled that stood doubled (or
  redoubled) at the end of the auction, the share that went down in the play, against basic
  and against strong (with the count); the goal is 60 % or more.
- ``auction_minus_par``: the contract the auction reached, scored with its double-dummy
  tricks (duplicate scoring: a game is worth its bonus), less the deal's par
  (:func:`honeymoon.par.par`, ``duplicate=True``), for each level's side, per deal of
  ``strong_vs_basic`` (strong's and basic's are then each other's negatives); and when a level
  bids against itself, the mean distance from par, ``strong_self_distance`` and
  ``basic_self_distance`` (the goal: strong's nearer 0).
- ``opponent_hcp``: at each of strong's calls, the HCP of the seats the opponent holds (his
  hand; his dummy too in ``double-dummy``) in the real deal, and their mean over the deals
  the strong player weighs (:meth:`~honeymoon.bots.strong.StrongBot.auction_deals`): the two
  means, and the mean of real less sampled with its interval (the goal: the interval holds 0).

The last line is one JSON object.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import statistics
import time
from collections import defaultdict
from concurrent.futures import ProcessPoolExecutor
from typing import Any

import honeymoon
from honeymoon.analysis import dd_table
from honeymoon.bots import make_bot
from honeymoon.bots.strong import StrongBot
from honeymoon.calls import Bid, Double, Doubling
from honeymoon.cards import Card, Hand
from honeymoon.forms.engine import DealRecord
from honeymoon.game import Phase
from honeymoon.par import _deal_points, par
from honeymoon.views import BridgeView

FORMS = tuple(honeymoon.available_games())


def _options(form: str, pair: int) -> dict[str, Any]:
    if form == "boerenbridge":
        return {"players": 4, "schedule": (1 + pair % 8,)}
    return {"match": "deal"}


def _hcp(cards: Any) -> int:
    return sum(c.hcp for c in cards if isinstance(c, Card))


def _auction_facts(view: BridgeView, level_of: dict[int, str]) -> dict[str, Any]:
    """The auction of a finished deal, from the full view taken when the auction ended: each
    level's result less par, and the doubles strong made that stood, defeated or not."""
    seats = view.seats
    hands = [Hand(seat.cards) for seat in seats]
    table = dd_table(hands)
    first = view.auction_first
    assert first is not None
    parity = {player: next(s.seat for s in seats if s.owner == player) % 2 for player in level_of}
    par_score = par(table, dealer=parity[first], duplicate=True).score  # to seats 0, 2, …
    contract, declarer = view.contract, view.declarer
    result = 0
    if contract is not None and declarer is not None:
        side = parity[declarer]
        tricks = max(table[contract.strain, s.seat] for s in seats if s.seat % 2 == side)
        points = _deal_points(contract, tricks, False, duplicate=True)
        result = points if side == 0 else -points
    minus_par: dict[str, list[float]] = defaultdict(list)
    for player, level in level_of.items():
        sign = 1 if parity[player] == 0 else -1
        minus_par[level].append(sign * (result - par_score))
    doubler = None
    players = len(view.names)
    for index, call in enumerate(view.auction):
        if isinstance(call, Bid):
            doubler = None
        elif isinstance(call, Double):  # a redouble after it leaves the double standing
            doubler = (first + index) % players
    return {"minus_par": dict(minus_par), "distance": abs(result - par_score), "doubler": doubler,
            "doubled": contract is not None and contract.doubling is not Doubling.UNDOUBLED}


def deal_pair(form: str, pair: int, levels: tuple[str, str]) -> dict[str, Any]:
    """A's mean score less B's over the two deals of a pair, each level's decision times by
    phase, and (bridge forms) the auction's facts: results less par, strong's doubles, the
    opponent's HCP against the strong player's samples."""
    times: dict[str, dict[str, list[float]]] = defaultdict(lambda: defaultdict(list))
    difference = 0.0
    minus_par: dict[str, list[float]] = defaultdict(list)
    doubles: list[bool] = []
    distances: list[float] = []
    hcp: list[tuple[float, float]] = []
    for swap in (False, True):
        game = honeymoon.new_game(form, seed=10_000 + pair, **_options(form, pair))
        players = game.num_players
        level_of = {p: levels[(p % 2) ^ swap] for p in range(players)}
        # A's bots and B's have seeds of their own, so that random against random is a fair test.
        bots = {p: make_bot(level_of[p], seed=pair * 100 + 50 * ((p % 2) ^ swap) + p)
                for p in range(players)}
        at_auction_end: BridgeView | None = None
        while not game.is_over:
            player = game.current_player
            assert player is not None
            view, legal = game.view(player), game.legal_actions()
            bot = bots[player]
            # The forms whose auction the strong player samples: two or four hands.
            if (isinstance(bot, StrongBot) and isinstance(view, BridgeView) and players == 2
                    and len(view.seats) in (2, 4) and view.phase is Phase.AUCTION):
                full = game.full_view()
                assert isinstance(full, BridgeView)
                theirs = [s.seat for s in full.seats if s.owner == 1 - player]
                deals = bot.auction_deals(view)
                total = sum(weight for _, weight in deals)
                sampled = sum(weight * sum(_hcp(hands[s]) for s in theirs) for hands, weight in deals)
                hcp.append((sum(_hcp(full.seats[s].cards) for s in theirs), sampled / total))
            start = time.perf_counter()
            action = bot.choose(view, legal)
            times[level_of[player]][view.phase.value].append(time.perf_counter() - start)
            was_auction = view.phase is Phase.AUCTION
            game.apply(action)
            if was_auction and isinstance(view, BridgeView) and game.full_view().phase is not Phase.AUCTION:
                full = game.full_view()
                assert isinstance(full, BridgeView)
                at_auction_end = full
        # Par needs two or four hands of a deal: not the shared dummy's three, nor the widow's.
        if at_auction_end is not None and len(at_auction_end.seats) in (2, 4):
            facts = _auction_facts(at_auction_end, level_of)
            for level, values in facts["minus_par"].items():
                minus_par[level].extend(values)
            distances.append(facts["distance"])
            doubler = facts["doubler"]
            if facts["doubled"] and doubler is not None and level_of[doubler] == "strong":
                record = game.full_view().previous_deals[-1]
                assert isinstance(record, DealRecord) and record.score is not None
                doubles.append(record.score.tricks < record.score.contract.tricks_needed)
        scores = game.scores()
        a = [scores[p] for p in range(players) if (p % 2) ^ swap == 0]
        b = [scores[p] for p in range(players) if (p % 2) ^ swap == 1]
        difference += statistics.mean(a) - statistics.mean(b)
    return {"difference": difference / 2, "times": {k: dict(v) for k, v in times.items()},
            "minus_par": dict(minus_par), "distances": distances, "doubles": doubles, "hcp": hcp}


def _summary(values: list[float]) -> dict[str, float]:
    if not values:
        return {"mean": math.nan, "low": math.nan, "high": math.nan, "pairs": 0}
    mean = statistics.mean(values)
    half = 1.96 * statistics.stdev(values) / math.sqrt(len(values)) if len(values) > 1 else math.inf
    return {"mean": round(mean, 1), "low": round(mean - half, 1), "high": round(mean + half, 1),
            "pairs": len(values)}


def _p95(values: list[float]) -> float | None:
    return round(statistics.quantiles(values, n=20)[-1] * 1000, 1) if len(values) > 1 else None


def _rate(defeated: list[bool]) -> dict[str, Any]:
    return {"rate": round(sum(defeated) / len(defeated), 3) if defeated else None, "doubles": len(defeated)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pairs", type=int, default=200, help="deal pairs for basic against random")
    parser.add_argument("--strong-pairs", type=int, default=100, help="deal pairs for strong against basic")
    parser.add_argument("--self-pairs", type=int, default=50, help="deal pairs for strong against strong")
    parser.add_argument("--forms", default=",".join(FORMS), help="forms to measure, comma-separated")
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 1, help="parallel processes")
    args = parser.parse_args()
    forms = args.forms.split(",")
    jobs = [(form, name, levels, pair)
            for form in forms
            for name, levels, count in (("random_vs_random", ("random", "random"), args.pairs),
                                        ("basic_vs_random", ("basic", "random"), args.pairs),
                                        ("strong_vs_basic", ("strong", "basic"), args.strong_pairs),
                                        ("strong_vs_strong", ("strong", "strong"),
                                         0 if form == "boerenbridge" else args.self_pairs),
                                        ("basic_vs_basic", ("basic", "basic"),
                                         0 if form == "boerenbridge" else args.self_pairs))
            for pair in range(count)]
    results: dict[str, dict[str, list[dict[str, Any]]]] = {form: defaultdict(list) for form in forms}
    started = time.perf_counter()
    with ProcessPoolExecutor(max_workers=args.workers) as pool:
        futures = [(form, name, pool.submit(deal_pair, form, pair, levels))
                   for form, name, levels, pair in jobs]
        for form, name, future in futures:
            results[form][name].append(future.result())
    figures: dict[str, Any] = {}
    strong_times: list[float] = []
    for form in forms:
        runs = results[form]
        figures[form] = {name: _summary([r["difference"] for r in done]) for name, done in runs.items()}
        line = ", ".join(f"{name} {s['mean']:+.1f} [{s['low']:+.1f}, {s['high']:+.1f}]"
                         for name, s in figures[form].items())
        print(f"{form}: {line} (points per deal, {args.pairs}/{args.strong_pairs}/{args.self_pairs} pairs)")
        by_level: dict[str, dict[str, list[float]]] = defaultdict(lambda: defaultdict(list))
        for done in runs.values():
            for r in done:
                for level, phases in r["times"].items():
                    for phase, values in phases.items():
                        by_level[level][phase].extend(values)
        strong_times.extend(t for values in by_level["strong"].values() for t in values)
        figures[form]["decision_p95_ms"] = {level: {phase: _p95(values) for phase, values in phases.items()}
                                           for level, phases in sorted(by_level.items())}
        figures[form]["decision_max_ms"] = {level: {phase: round(max(values) * 1000, 1)
                                                    for phase, values in phases.items()}
                                            for level, phases in sorted(by_level.items())}
        print(f"  decision p95 ms: {figures[form]['decision_p95_ms']}")
        print(f"  decision max ms: {figures[form]['decision_max_ms']}")
        if form == "boerenbridge":
            continue
        against = {"basic": [d for r in runs["strong_vs_basic"] for d in r["doubles"]],
                   "strong": [d for r in runs["strong_vs_strong"] for d in r["doubles"]]}
        figures[form]["strong_double_defeat_rate"] = {f"vs_{k}": _rate(v) for k, v in against.items()}
        minus = {level: _summary([v for r in runs["strong_vs_basic"] for v in r["minus_par"].get(level, [])])
                 for level in ("strong", "basic")}
        for level in ("strong", "basic"):
            minus[f"{level}_self_distance"] = _summary([d for r in runs[f"{level}_vs_{level}"]
                                                        for d in r["distances"]])
        figures[form]["auction_minus_par"] = minus
        hcp = [pair for name in ("strong_vs_basic", "strong_vs_strong")
               for r in runs[name] for pair in r["hcp"]]
        if hcp:
            figures[form]["opponent_hcp"] = {
                "real": round(statistics.mean(h[0] for h in hcp), 2),
                "sampled": round(statistics.mean(h[1] for h in hcp), 2),
                "real_minus_sampled": _summary([h[0] - h[1] for h in hcp])}
        print(f"  strong's doubles defeated: {figures[form]['strong_double_defeat_rate']}")
        print(f"  auction minus par: {minus}")
        print(f"  opponent HCP: {figures[form].get('opponent_hcp')}")
    p95 = _p95(strong_times)
    if p95 is not None:
        median = statistics.median(strong_times) * 1000
        print(f"strong player: {len(strong_times)} decisions, median {median:.0f} ms, "
              f"p95 {p95:.0f} ms, max {max(strong_times) * 1000:.0f} ms")
    load = os.getloadavg()[0]
    print(f"{time.perf_counter() - started:.0f} s in all, {args.workers} processes, load {load:.1f}")
    figures["strong_p95_ms"] = p95
    print(json.dumps(figures))


if __name__ == "__main__":
    main()
