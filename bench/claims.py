"""How long a claim takes to check, against a reference measured in the same run.

    .venv/bin/python bench/claims.py [--positions N] [--seed S]

For each bridge form, random deals are played with random cards, and at a random moment of the
play (at the start of a trick or in its middle) the player to act claims the rest
(:data:`honeymoon.game.CLAIM`): the library checks it double dummy and accepts it or refuses it
with the line that beats it (:func:`honeymoon.analysis.dd_claim`). Timed: ``claim``, the whole
``game.apply(CLAIM)``, accepted or refused; the reference, ``dd_plays``, the double-dummy value
of every card of the seat to play from the same position (what a computer player weighs before
it plays a card). A claim needs one search when it holds and a line of them when it fails.

The figures are medians and maxima in milliseconds (a reference past its 10 s budget is left
out and counted; a claim whose check runs out of time is refused, and counted as ``unchecked``);
the last line is one JSON object. ``HONEYMOON_PURE=1`` measures the Python solver.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import random
import statistics
import time

from honeymoon import Hand, IllegalActionError, new_game
from honeymoon.analysis import AnalysisTimeout, dd_plays
from honeymoon.forms import BridgeGame
from honeymoon.game import CLAIM, Phase
from honeymoon.solver import backend

FORMS = ("plain", "double-dummy", "exposed-dummy", "three-handed", "contract-bridge")


def one_position(form: str, seed: int) -> tuple[float, float | None, str]:
    """A random position of ``form`` in the play: seconds of the claim, of the reference (``None``
    past its 10 s budget), and what became of the claim: ``held``, ``refused``, or ``unchecked``
    (refused because its check ran out of time)."""
    rng = random.Random(seed)
    game = new_game(form, seed=seed, match="deal")
    assert isinstance(game, BridgeGame)
    while game.phase is not Phase.PLAY:
        if game.is_over:  # passed out: another deal
            return one_position(form, seed + 10_000)
        game.apply(rng.choice(game.legal_actions()))
    for _ in range(rng.randrange(game.form.hand_size * len(game.order))):  # the cards before the claim
        game.apply(rng.choice(game.legal_actions()))
    full = game.full_view()
    seat, contract = full.seat_to_play, full.contract
    assert seat is not None and contract is not None and full.declarer is not None
    first = full.order.index(full.trick[0].seat if full.trick else seat)
    order = list(full.order[first:] + full.order[:first])
    declaring = [game.side_of(s.controller or 0) == game.side_of(full.declarer) for s in full.seats]
    sides = tuple(int(declaring[s] == declaring[seat]) for s in order)
    start = time.perf_counter()
    reference: float | None = None
    with contextlib.suppress(AnalysisTimeout):
        dd_plays([Hand(full.seats[s].cards) for s in order], contract.strain, 0,
                 [(order.index(s), c) for s, c in full.trick], sides=sides)
        reference = time.perf_counter() - start
    start = time.perf_counter()
    try:
        game.apply(CLAIM)
        outcome = "held"
    except IllegalActionError as error:
        outcome = "unchecked" if "cannot be checked" in error.reason else "refused"
    return time.perf_counter() - start, reference, outcome


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--positions", type=int, default=30, help="positions per form (default 30)")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    found: dict[str, dict[str, float | int | None]] = {}
    for form in FORMS:
        claims, references, outcomes = [], [], []
        for index in range(args.positions):
            claim, reference, outcome = one_position(form, args.seed * 1_000_003 + index)
            claims.append(claim * 1000)
            if reference is not None:
                references.append(reference * 1000)
            outcomes.append(outcome)
        found[form] = {"claim_median_ms": round(statistics.median(claims), 2),
                       "claim_max_ms": round(max(claims), 1),
                       "dd_plays_median_ms": round(statistics.median(references), 2) if references else None,
                       "dd_plays_out_of_time": args.positions - len(references),
                       **{outcome: outcomes.count(outcome) for outcome in ("held", "refused", "unchecked")},
                       "positions": args.positions}
        f = found[form]
        print(f"{form:16} claim median {f['claim_median_ms']:8.2f} ms, max {f['claim_max_ms']:8.1f} ms; "
              f"dd_plays median {f['dd_plays_median_ms']} ms ({f['dd_plays_out_of_time']} out of time); "
              f"held {f['held']}, refused {f['refused']}, unchecked {f['unchecked']}")
    print(json.dumps({"bench": "claims", "solver": backend(), "forms": found}))


if __name__ == "__main__":
    main()
