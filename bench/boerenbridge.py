"""Single-deal Boerenbridge random playouts per second, against OpenSpiel's oh_hell in the same run.

    .venv/bin/python bench/boerenbridge.py [--seconds S] [--players N] [--cards K]

- ``boerenbridge``: one deal per game, through the protocol: ``new_game("boerenbridge",
  players=N, fixed_hand_size=K, match="deal", seed=i)`` (the game shuffles and deals), then
  ``legal_actions()`` and ``apply()`` with a seeded ``random.Random`` until the game is over
  (N bids, N × K cards, the score).
- OpenSpiel's ``oh_hell`` with the same number of players and ``num_tricks_fixed=K``, driven
  from Python the same way: a new state, chance nodes (number of tricks, dealer, N × K + 1
  cards) sampled with ``rng.choice(chance_outcomes())``, then the bids and cards with
  ``rng.choice(legal_actions())`` until terminal; when ``open-spiel`` is installed.

Each figure is the best of three timed rounds. The goal: Boerenbridge at least as fast as
OpenSpiel. The last line is one JSON object.
"""

from __future__ import annotations

import argparse
import json
import random

from playouts import Playout, openspiel_deals, rate

from honeymoon import new_game


def boerenbridge_deals(players: int, cards: int) -> Playout:
    """One random single-deal game at a time through the protocol, a new seed each time."""
    seeds = iter(range(10**12))

    def one_deal(rng: random.Random) -> int:
        game = new_game("boerenbridge", players=players, fixed_hand_size=cards, match="deal",
                        seed=next(seeds))
        while not game.is_over:
            game.apply(rng.choice(game.legal_actions()))
        return 1

    return one_deal


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=2.0, help="length of each timed round")
    parser.add_argument("--players", type=int, default=4, help="players at the table (3 to 7)")
    parser.add_argument("--cards", type=int, default=8, help="cards in each hand (tricks in the deal)")
    args = parser.parse_args()
    ours = rate(boerenbridge_deals(args.players, args.cards), args.seconds)
    reference = openspiel_deals("oh_hell", {"players": args.players, "num_tricks_fixed": args.cards})
    openspiel = rate(reference, args.seconds) if reference else None
    table = f"{args.players} players, {args.cards} cards each"
    print(f"boerenbridge through the protocol ({table})   {ours:9.0f} deals/s")
    if openspiel:
        print(f"OpenSpiel oh_hell from Python ({table})       {openspiel:9.0f} deals/s  "
              f"(boerenbridge at {ours / openspiel:.2f}×; goal ≥ 1)")
    else:
        print("OpenSpiel oh_hell: open-spiel is not installed (pip install open_spiel)")
    print(json.dumps({
        "players": args.players,
        "cards": args.cards,
        "deals_per_s": round(ours),
        "openspiel_oh_hell_deals_per_s": round(openspiel) if openspiel else None,
        "deals_to_openspiel": round(ours / openspiel, 3) if openspiel else None,
    }))


if __name__ == "__main__":
    main()
