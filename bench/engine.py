"""Random playouts per second through the game protocol, against references measured in the same run.

    .venv/bin/python bench/engine.py [--seconds S]

- ``naive``: a minimal loop written here: shuffle, deal two hands, play 13 random tricks
  (following suit), nothing else. The protocol's ``plain`` deal (auction and 13 tricks,
  scoring, the next deal) should run at no less than a third of its speed.
- ``plain`` and ``contract-bridge``: whole random rubbers through ``legal_actions()`` and
  ``apply()`` (every deal auctioned, played, scored on the sheet), counted in deals.
- OpenSpiel's ``bridge`` with ``use_double_dummy_result=False``, driven from Python the same
  way (the deal is 52 chance actions there), when ``open-spiel`` is installed.

Each figure is the best of three timed rounds. The last line is one JSON object.
"""

from __future__ import annotations

import argparse
import json
import random

from playouts import Playout, openspiel_deals, rate

from honeymoon import DECK, new_game


def naive_deal(rng: random.Random) -> int:
    """The reference: 13 random tricks between two hands, as plainly as Python allows."""
    deck = list(DECK)
    rng.shuffle(deck)
    hands = [deck[:13], deck[13:26]]
    leader = 0
    won = [0, 0]
    for _ in range(13):
        lead = rng.choice(hands[leader])
        hands[leader].remove(lead)
        other = 1 - leader
        follow = [card for card in hands[other] if card.suit is lead.suit] or hands[other]
        reply = rng.choice(follow)
        hands[other].remove(reply)
        if reply.suit is lead.suit and reply > lead:
            leader = other
        won[leader] += 1
    return 1


def protocol_deals(name: str) -> Playout:
    """A whole random rubber through the protocol, the way a random agent plays one."""
    seeds = iter(range(10**12))

    def one_rubber(rng: random.Random) -> int:
        game = new_game(name, seed=next(seeds))
        while not game.is_over:
            game.apply(rng.choice(game.legal_actions()))
        return len(game.deals)  # type: ignore[attr-defined]

    return one_rubber


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=2.0, help="length of each timed round")
    args = parser.parse_args()
    naive = rate(naive_deal, args.seconds)
    plain = rate(protocol_deals("plain"), args.seconds)
    bridge = rate(protocol_deals("contract-bridge"), args.seconds)
    reference = openspiel_deals("bridge", {"use_double_dummy_result": False})
    openspiel = rate(reference, args.seconds) if reference else None
    print(f"naive loop (13 random tricks)      {naive:9.0f} deals/s")
    print(f"plain through the protocol         {plain:9.0f} deals/s  "
          f"({plain / naive:.2f} of naive; goal ≥ 0.33)")
    print(f"contract-bridge through protocol   {bridge:9.0f} deals/s")
    if openspiel:
        print(f"OpenSpiel bridge from Python       {openspiel:9.0f} deals/s  "
              f"(contract-bridge at {bridge / openspiel:.2f}×; goal ≥ 1)")
    else:
        print("OpenSpiel bridge: open-spiel is not installed (pip install open_spiel)")
    print(json.dumps({
        "plain_deals_per_s": round(plain),
        "naive_deals_per_s": round(naive),
        "contract_bridge_deals_per_s": round(bridge),
        "openspiel_bridge_deals_per_s": round(openspiel) if openspiel else None,
        "plain_to_naive": round(plain / naive, 3),
        "contract_bridge_to_openspiel": round(bridge / openspiel, 3) if openspiel else None,
    }))


if __name__ == "__main__":
    main()
