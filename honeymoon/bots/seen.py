"""What one player has seen, read from his view, and deals of the cards he has not seen.

A computer player is given :meth:`honeymoon.game.Game.view` (a typed value of
:mod:`honeymoon.views`) and nothing else. :func:`read` turns that view into a :class:`Seen`: the
cards each seat is known to hold, how many it holds unseen, the cards played, the suits a seat has
shown out of, and the pool of cards the player has not seen. :meth:`Seen.deal` then places the
pool's cards at random in the hidden places, keeping to everything seen: a seat that showed out of
a suit gets none of it, a card the opponent took face up in the draw stays in his hand, and in
the forms where each player builds his hand (``draw``, ``draw-discard``, ``draw-tricks``) the
opponent holds high cards as often as a player who keeps his best cards does
(:data:`KEEPER_WEIGHTS`).

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
from honeymoon.game import TAKE, Phase
from honeymoon.views import BoerenbridgeView, BridgeView, Play, TableView

__all__ = ["DISCARDS", "KEEPER_WEIGHTS", "Seen", "read"]

#: The share of the cards taken face up in the draw form that are still in the taker's hand when
#: the draw ends, measured over games of basic players (the rest were discarded, face down).
KEPT = 0.88

#: The chances that a player discards, after taking a card in the draw, the least useful card
#: of his hand, the second, the third (the basic player discards the least useful; the strong
#: player chooses among the three).
DISCARDS = (0.6, 0.25, 0.15)

#: How much likelier a card of each rank (2 … ace) is to be in the opponent's hidden hand than a
#: two, in the forms where each player builds his hand: the weights of a weighted draw without
#: replacement, by which :meth:`Seen.deal` fills that hand. Measured by
#: ``scripts/keeper_weights.py``: basic players draw, and the weights are set so that the samples
#: hold each rank as often as the real hands do, when the auction starts (``draw-tricks`` needs
#: none: by then every card outside the opponent's hand has been seen). In the ``draw`` form
#: the samples replay the opponent's draw instead once it is over (:attr:`Seen.draws`).
KEEPER_WEIGHTS: dict[str, tuple[float, ...]] = {
    # 200 deals: the opponent's real hands 19.98 HCP, the samples 19.08.
    "draw": (1.00, 1.67, 1.98, 2.37, 2.64, 2.70, 3.31, 2.93, 3.56, 16.21, 18.21, 18.41, 19.05),
    # The real hands 14.77 HCP, the samples 14.71.
    "draw-discard": (1.00, 1.06, 0.94, 0.94, 1.05, 0.92, 1.04, 1.00, 0.99, 2.80, 2.87, 2.71, 2.57),
}


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
    #: Per seat, the weight of a card of each rank (2 … ace) in the draw that fills its hidden
    #: cards (:data:`KEEPER_WEIGHTS`); empty: every card alike.
    keeps: list[tuple[float, ...]] = field(default_factory=list)
    #: Per seat, its draw when every card of it is known but the discards (the ``draw`` form
    #: once the stock is used up): the cards it took face up in order, ``None`` for each
    #: discard; and :attr:`started`, the cards it was dealt. Empty where the draw is not known.
    draws: list[list[Card | None]] = field(default_factory=list)
    started: list[list[AnyCard]] = field(default_factory=list)

    @property
    def played(self) -> set[AnyCard]:
        cards = {c for trick in self.tricks for _, c in trick}
        cards.update(c for _, c in self.trick)
        return cards

    def deal(self, rng: random.Random) -> list[list[AnyCard]]:
        """Each seat's cards in one deal that agrees with everything seen: the known cards,
        plus the right number of unseen ones, none of a suit the seat has shown out of. A card a
        seat took face up goes to that seat with the chance ``KEPT`` (it may have been
        discarded since); a seat with :attr:`keeps` draws its high cards more often."""
        seats = len(self.known)
        keeps = self.keeps or [() for _ in range(seats)]
        for attempt in range(40):
            hands = [list(cards) for cards in self.known]
            need = list(self.hidden)
            pool = list(self.pool)
            rng.shuffle(pool)
            taken: set[AnyCard] = set()
            replayed = attempt < 30 and self._replay(hands, need, taken, rng)
            for seat, cards in enumerate(self.holds):
                if replayed and self.draws[seat]:
                    continue
                for held in sorted(cards & set(pool), key=_order):
                    if need[seat] > 0 and rng.random() < KEPT:
                        hands[seat].append(held)
                        need[seat] -= 1
                        taken.add(held)
            # Seats with the most voids choose first; after many failures the voids are dropped
            # (a view that contradicts itself, or a very unlucky shuffle).
            voids = self.voids if attempt < 30 and self.voids else [set() for _ in range(seats)]
            order = sorted(range(seats), key=lambda s: (-len(voids[s]), not keeps[s]))
            ok = True
            for seat in order:
                if not need[seat]:
                    continue
                chosen = []
                for candidate in _weighted(pool, keeps[seat], rng):
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

    def _replay(self, hands: list[list[AnyCard]], need: list[int], taken: set[AnyCard],
                rng: random.Random) -> bool:
        """Give each seat with :attr:`draws` the hand its draw leads to: the cards it started
        with, plus each card it took face up, less a discard after each, one of its three
        least useful cards (:data:`DISCARDS`), as the basic player counts them. False when the
        hand replayed does not agree with what the seat has played since (then the caller
        draws again)."""
        if not any(self.draws):
            return False
        from honeymoon.bots.basic import _keep_value, _lengths

        played = [{c for t in [*self.tricks, self.trick] for s, c in t if s == seat}
                  for seat in range(len(self.known))]
        for seat, draw in enumerate(self.draws):
            if not draw:
                continue
            hand = [c for c in self.started[seat] if isinstance(c, Card)]
            for card in draw:
                if card is not None:
                    hand.append(card)
                    continue
                lengths = _lengths(hand)
                worst = sorted(hand, key=lambda c: _keep_value(c, lengths))
                hand.remove(rng.choices(worst[:len(DISCARDS)], DISCARDS[:len(worst)])[0])
            rest = [c for c in hand if c not in played[seat] and c not in self.known[seat]]
            if (len(rest) != need[seat] or not played[seat] <= set(hand)
                    or any(c.suit in self.voids[seat] for c in rest if self.voids)):
                return False
            hands[seat].extend(rest)
            need[seat] = 0
            taken.update(rest)
        return True


def _order(c: AnyCard) -> int:
    return int(c)


def _weighted(pool: list[AnyCard], weights: tuple[float, ...], rng: random.Random) -> list[AnyCard]:
    """The pool in the order of a weighted draw without replacement (each card's key a uniform
    number to the power 1/weight, highest first); the pool as it is without weights."""
    if not weights:
        return pool
    return sorted(pool, key=lambda c: -rng.random() ** (1 / weights[c.rank - 2])
                  if isinstance(c, Card) else -rng.random())


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
    # The opponent built his hand keeping his best cards (the forms with a draw have no dummy).
    weights = KEEPER_WEIGHTS.get(view.game, ()) if draw is not None else ()
    keeps = [weights if seat.owner != viewer else () for seat in seats]
    draws: list[list[Card | None]] = [[] for _ in seats]
    started: list[list[AnyCard]] = [[] for _ in seats]
    if draw is not None and view.phase is not Phase.DRAW:
        for seat in seats:
            if seat.owner == viewer:
                continue
            steps = [line.card if line.action == TAKE else None for line in view.log
                     if line.player == seat.owner and (line.action == TAKE or line.discard)]
            took = {c for c in steps if c is not None}
            by_seat = {c for t in play_tricks for s, c in t if s == seat.seat}
            dealt = [c for c in [*pool, *by_seat, *seat.cards] if c not in took]
            # Known only when every card he took was seen and nothing else is unseen.
            if took and len(dealt) == len(seat.cards) + seat.hidden + len(by_seat) \
                    and steps.count(None) == len(took):
                draws[seat.seat], started[seat.seat] = steps, dealt
    return Seen(viewer, known, hidden, pool, tricks, trick, voids, holds, keeps, draws, started)


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
