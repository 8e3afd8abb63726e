"""What one player has seen, read from his view, and deals of the cards he has not seen.

A computer player is given :meth:`honeymoon.game.Game.view` (a typed value of
:mod:`honeymoon.views`) and nothing else. :func:`read` turns that view into a :class:`Seen`: the
cards each seat is known to hold, how many it holds unseen, the cards played, the suits a seat has
shown out of, and the pool of cards the player has not seen. :meth:`Seen.deal` then places the
pool's cards at random in the hidden places, keeping to everything seen: a seat that showed out of
a suit gets none of it, a card the opponent took face up in the draw stays in his hand.

>>> import honeymoon
>>> game = honeymoon.new_game("plain", seed=3, match="deal")
>>> seen = read(game.view(0))
>>> len(seen.known[0]), seen.hidden, len(seen.pool)     # 13 seen, 13 hidden among 39 unseen
(13, [0, 13], 39)
>>> import random
>>> hands = seen.deal(random.Random(1))
>>> [len(hand) for hand in hands], set(hands[0]) == set(seen.known[0])
([13, 13], True)
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from dataclasses import dataclass, field

from honeymoon.boerenbridge import led_suit
from honeymoon.cards import DECK, AnyCard, Card, Suit
from honeymoon.views import BoerenbridgeView, BridgeView, Play, TableView

__all__ = ["Seen", "read"]

#: The share of the cards taken face up in the draw form that are still in the taker's hand when
#: the draw ends, measured over games of basic players (the rest were discarded, face down).
KEPT = 0.88


@dataclass
class Seen:
    """Everything one player knows about where the cards are, at one moment of a deal.

    Seats are those of the trick table (in a bridge form, ``view.seats``; in Boerenbridge, the
    players)."""

    viewer: int
    #: The cards each seat is seen to hold now (the viewer's hand, face-up dummies).
    known: list[list[AnyCard]]
    #: How many cards each seat holds that the viewer cannot see.
    hidden: list[int]
    #: Every card not seen anywhere: the hidden places are filled from it; the rest is out of play.
    pool: list[AnyCard]
    #: The finished tricks of the deal and the trick being played: (seat, card) pairs.
    tricks: list[list[tuple[int, AnyCard]]] = field(default_factory=list)
    trick: list[tuple[int, AnyCard]] = field(default_factory=list)
    #: Suits each seat has shown out of (it did not follow when it had to, had it held one).
    voids: list[set[Suit]] = field(default_factory=list)
    #: Cards a seat took face up in the draw: likely among its hidden cards, not sure, since a
    #: later discard (face down) may have been one of them.
    holds: list[set[AnyCard]] = field(default_factory=list)

    @property
    def played(self) -> set[AnyCard]:
        cards = {c for trick in self.tricks for _, c in trick}
        cards.update(c for _, c in self.trick)
        return cards

    def deal(self, rng: random.Random) -> list[list[AnyCard]]:
        """Each seat's cards in one deal that agrees with everything seen: the known cards,
        plus the right number of unseen ones, none of a suit the seat has shown out of. A card a
        seat took face up goes to that seat with the chance ``KEPT`` (it may have been
        discarded since)."""
        seats = len(self.known)
        for attempt in range(40):
            hands = [list(cards) for cards in self.known]
            need = list(self.hidden)
            pool = list(self.pool)
            rng.shuffle(pool)
            taken: set[AnyCard] = set()
            for seat, cards in enumerate(self.holds):
                for held in sorted(cards & set(pool), key=_order):
                    if need[seat] > 0 and rng.random() < KEPT:
                        hands[seat].append(held)
                        need[seat] -= 1
                        taken.add(held)
            # Seats with the most voids choose first; after many failures the voids are dropped
            # (a view that contradicts itself, or a very unlucky shuffle).
            voids = self.voids if attempt < 30 and self.voids else [set() for _ in range(seats)]
            order = sorted(range(seats), key=lambda s: -len(voids[s]))
            ok = True
            for seat in order:
                if not need[seat]:
                    continue
                chosen = []
                for candidate in pool:
                    if candidate in taken:
                        continue
                    suit = getattr(candidate, "suit", None)
                    if suit is not None and suit in voids[seat]:
                        continue
                    chosen.append(candidate)
                    if len(chosen) == need[seat]:
                        break
                if len(chosen) < need[seat]:
                    ok = False
                    break
                hands[seat].extend(chosen)
                taken.update(chosen)
            if ok:
                return hands
        raise ValueError("the cards seen cannot be completed into a deal")  # pragma: no cover


def _order(c: AnyCard) -> int:
    return int(c)


def read(view: TableView) -> Seen:
    """What the view's player has seen (a bridge form's view or a Boerenbridge view)."""
    if isinstance(view, BoerenbridgeView):
        return _read_boerenbridge(view)
    return _read_bridge(view)


def _pairs(trick: Iterable[Play[AnyCard]]) -> list[tuple[int, AnyCard]]:
    return [(seat, c) for seat, c in trick]


def _voids(tricks: list[list[tuple[int, AnyCard]]], seats: int) -> list[set[Suit]]:
    voids: list[set[Suit]] = [set() for _ in range(seats)]
    for trick in tricks:
        led = led_suit([c for _, c in trick])
        for seat, played in trick:
            if isinstance(played, Card) and led is not None and played.suit is not led:
                voids[seat].add(led)
    return voids


def _read_bridge(view: BridgeView) -> Seen:
    viewer = view.viewer
    assert viewer is not None, "a player's view, not the full view"
    seats = view.seats
    known: list[list[AnyCard]] = [list(seat.cards) for seat in seats]
    hidden = [seat.hidden for seat in seats]
    tricks = [_pairs(trick) for trick in view.tricks]
    trick = _pairs(view.trick)
    seen: set[AnyCard] = {c for cards in known for c in cards}
    seen.update(c for t in tricks for _, c in t)
    seen.update(c for _, c in trick)
    seen.update(view.discards[viewer])
    holds: list[set[AnyCard]] = [set() for _ in seats]
    draw = view.draw
    if draw is not None:
        seen.update(draw.dead)
        seen.update(c for c in (draw.top, draw.turned, draw.offered) if c is not None)
        for prelim in [*draw.preliminary_tricks, draw.trick]:
            seen.update(c for _, c in prelim)
        mine = {seat.seat for seat in seats if seat.owner == viewer}
        for player, taken in enumerate(draw.taken):
            at = next(seat.seat for seat in seats if seat.owner == player)
            if player != viewer and at not in mine:
                holds[at].update(taken)
    for cards in holds:
        cards -= seen
    pool: list[AnyCard] = [c for c in DECK if c not in seen]
    # Voids count only in the play itself (the preliminary tricks need not be followed).
    play_tricks = tricks + ([trick] if trick else [])
    voids = _voids(play_tricks, len(seats))
    # A card taken face up of a suit the seat has since shown out of was discarded.
    for cards, out in zip(holds, voids, strict=True):
        cards -= {c for c in cards if getattr(c, "suit", None) in out}
    return Seen(viewer, known, hidden, pool, tricks, trick, voids, holds)


def _read_boerenbridge(view: BoerenbridgeView) -> Seen:
    viewer = view.viewer
    assert viewer is not None, "a player's view, not the full view"
    known: list[list[AnyCard]] = [list(hand.cards) for hand in view.hands]
    hidden = [hand.hidden for hand in view.hands]
    tricks = [_pairs(trick) for trick in view.tricks]
    trick = _pairs(view.trick)
    seen: set[AnyCard] = {c for cards in known for c in cards}
    seen.update(c for t in tricks for _, c in t)
    seen.update(c for _, c in trick)
    if view.turned is not None:
        seen.add(view.turned)
    pool = [c for c in view.pack if c not in seen]
    players = len(known)
    play_tricks = tricks + ([trick] if trick else [])
    return Seen(viewer, known, hidden, pool, tricks, trick, _voids(play_tricks, players),
                [set() for _ in range(players)])
