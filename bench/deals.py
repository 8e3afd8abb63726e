"""Random 13-card deals per second with each hand's HCP and shape: numpy against the library's loop.

    .venv/bin/python bench/deals.py [--seconds S] [--batch N]

- ``simulate``: :func:`honeymoon.simulate.deal_many` (``N`` deals of four 13-card hands per
  call, default 100 000), which gives every hand's HCP, suit lengths and shape as numpy arrays.
- the reference, measured in the same run: the library's own loop, one deal at a time,
  ``honeymoon.deal(rng)`` then ``evaluation.hcp(hand).total`` and ``evaluation.shape(hand)`` for
  each of the four hands.

Each figure is the best of three timed rounds. The goal: at least 100 000 deals per second.
The last line is one JSON object.
"""

from __future__ import annotations

import argparse
import json
import random

from playouts import Playout, rate

from honeymoon import deal, evaluation
from honeymoon.simulate import deal_many


def library_deal(rng: random.Random) -> int:
    """One deal with the library, each hand's HCP and shape counted by evaluation."""
    counts = [(evaluation.hcp(hand).total, evaluation.shape(hand)) for hand in deal(rng).hands]
    assert len(counts) == 4
    return 1


def simulate_deals(batch: int) -> Playout:
    """``batch`` deals per call, with HCP and shapes, a new seed each call."""
    seeds = iter(range(10**12))

    def deals(rng: random.Random) -> int:
        dealt = deal_many(batch, seed=next(seeds))
        assert dealt.hcp.shape == (batch, 4) and dealt.shapes.shape == (batch, 4, 4)
        return batch

    return deals


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=1.0, help="length of each timed round")
    parser.add_argument("--batch", type=int, default=100_000, help="deals per call of deal_many")
    args = parser.parse_args()
    ours = rate(simulate_deals(args.batch), args.seconds)
    reference = rate(library_deal, args.seconds)
    print(f"honeymoon.simulate.deal_many, {args.batch} a call     {ours:12.0f} deals/s  (goal ≥ 100 000)")
    print(f"honeymoon.deal + evaluation.hcp/shape, one by one {reference:12.0f} deals/s  "
          f"(simulate at {ours / reference:.0f}×)")
    print(json.dumps({
        "batch": args.batch,
        "deals_per_s": round(ours),
        "library_loop_deals_per_s": round(reference),
        "deals_to_library_loop": round(ours / reference, 1),
    }))


if __name__ == "__main__":
    main()
