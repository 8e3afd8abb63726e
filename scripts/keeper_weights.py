"""Measure :data:`honeymoon.bots.seen.KEEPER_WEIGHTS`: how much likelier the opponent's hidden
hand is to hold each rank, in the forms where each player builds his hand.

    .venv/bin/python scripts/keeper_weights.py [--deals N] [--forms draw,draw-discard]

Basic players draw ``N`` deals of each form; when the auction starts, each player's view is
read (:func:`honeymoon.bots.seen.read`) and the opponent's real hand noted. Starting from equal
weights, the weights are multiplied, round after round, by how often the real hands hold each
rank of the cards the samples may place, over how often the samples
(:meth:`~honeymoon.bots.seen.Seen.deal`) do, until the two agree. It prints each form's weights
(2 … ace), to be copied into ``KEEPER_WEIGHTS``, and the mean HCP of the real and sampled hands.
"""

from __future__ import annotations

import argparse
import dataclasses
import random
import statistics

import honeymoon
from honeymoon.bots import make_bot
from honeymoon.bots.seen import Seen, read
from honeymoon.cards import Card
from honeymoon.game import Phase
from honeymoon.views import BridgeView

ROUNDS = 12
SAMPLES = 8


def positions(form: str, deals: int) -> list[tuple[Seen, int, set[Card]]]:
    """Each player's reading at the start of the auction, the opponent's seat and real hand."""
    found = []
    bot = make_bot("basic")
    for seed in range(deals):
        game = honeymoon.new_game(form, seed=seed, match="deal")
        while game.full_view().phase is Phase.DRAW:
            player = game.current_player
            assert player is not None
            game.apply(bot.choose(game.view(player), game.legal_actions()))
        full = game.full_view()
        assert isinstance(full, BridgeView)
        for viewer in (0, 1):
            seat = next(s.seat for s in full.seats if s.owner == 1 - viewer)
            found.append((read(game.view(viewer)), seat, set(full.seats[seat].cards)))
    return found


def rank_counts(found: list[tuple[Seen, int, set[Card]]], weights: tuple[float, ...],
                rng: random.Random) -> tuple[list[float], list[float], float, float]:
    """Per rank, the real and the sampled count of placeable cards in the opponent's hand; and
    the mean HCP of the real and of the sampled hands."""
    real, sampled = [0.0] * 13, [0.0] * 13
    real_hcp, sampled_hcp = [], []
    for seen, seat, hand in found:
        keeps = [weights if k else () for k in seen.keeps]
        weighted = dataclasses.replace(seen, keeps=keeps)
        placeable = {c for c in seen.pool if isinstance(c, Card)} - seen.holds[seat]
        for c in hand & placeable:
            real[c.rank - 2] += 1
        real_hcp.append(sum(c.hcp for c in hand))
        for _ in range(SAMPLES):
            dealt = weighted.deal(rng)[seat]
            for c in placeable.intersection(dealt):
                sampled[c.rank - 2] += 1 / SAMPLES
            sampled_hcp.append(sum(c.hcp for c in dealt if isinstance(c, Card)))
    return real, sampled, statistics.mean(real_hcp), statistics.mean(sampled_hcp)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=300)
    parser.add_argument("--forms", default="draw,draw-discard")
    args = parser.parse_args()
    for form in args.forms.split(","):
        found = positions(form, args.deals)
        weights: tuple[float, ...] = (1.0,) * 13
        for _ in range(ROUNDS):
            real, sampled, real_hcp, sampled_hcp = rank_counts(found, weights, random.Random(1))
            weights = tuple(w * (r + 1) / (s + 1) for w, r, s in zip(weights, real, sampled, strict=True))
            weights = tuple(w / weights[0] for w in weights)
        real, sampled, real_hcp, sampled_hcp = rank_counts(found, weights, random.Random(2))
        print(f'    "{form}": ({", ".join(f"{w:.2f}" for w in weights)}),'
              f"  # HCP real {real_hcp:.2f}, sampled {sampled_hcp:.2f}")


if __name__ == "__main__":
    main()
