"""Many random deals at once, for explorations: HCP and shapes, constrained deals, the draw, the hook.

This module uses numpy (part of the ``course`` extra); ``import honeymoon`` does not load it, so
import it on its own. Every function takes a ``seed``: the same seed gives the same deals. The
deals are numpy's (:func:`numpy.random.default_rng`), not those of :func:`honeymoon.deal` with
the same seed.

>>> from honeymoon import Suit
>>> from honeymoon.simulate import deal_many, deal_where, hcp_distribution, shape_frequencies
>>> deals = deal_many(10_000, seed=1)
>>> deals.hcp.shape, deals.shapes.shape      # 10 000 deals, 4 hands, HCP and sorted lengths
((10000, 4), (10000, 4, 4))
>>> round(float(deals.hcp.mean()), 1)         # 40 HCP in the pack, 10 per hand on average
10.0
>>> len(hcp_distribution(deals))              # how many hands held 0, 1, … 37 HCP
38
>>> list(shape_frequencies(deals))[:3]        # the commonest shapes first
['4-4-3-2', '5-3-3-2', '5-4-3-1']

Deals that fit a description: "hand 0 has 15 or more HCP and five or more spades".

>>> strong = deal_where(100, seed=2, hcp={0: (15, 37)}, length={(0, Suit.SPADES): (5, 13)})
>>> bool((strong.hcp[:, 0] >= 15).all()), bool((strong.lengths[:, 0, Suit.SPADES] >= 5).all())
(True, True)
>>> strong.hand(0, 0).hcp >= 15              # any deal's hand as a honeymoon.Hand
True
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, TypeVar

try:
    import numpy as np
    import numpy.typing as npt
except ImportError as error:  # pragma: no cover - numpy is installed with the course
    from honeymoon.errors import MissingExtraError

    raise MissingExtraError(
        "honeymoon.simulate needs numpy: install the course extra "
        "(pip install 'honeymoon-bridge[course]', or run `make lab`)"
    ) from error

from honeymoon.cards import DECK, Hand, Suit
from honeymoon.errors import ConfigError, NotationError

__all__ = [
    "DRAW_STRATEGIES",
    "Deals",
    "DrawOutcome",
    "HookDeals",
    "deal_many",
    "deal_where",
    "draw_outcomes",
    "hcp_distribution",
    "hook_deals",
    "hook_frequency",
    "hook_table",
    "shape_frequencies",
]

Array = npt.NDArray[np.int8]
Mask = npt.NDArray[np.bool_]

#: The HCP of each card, by its number in :data:`honeymoon.DECK` (♣2 is 0, ♠A is 51).
_CARD_HCP = np.array([max(0, n % 13 - 8) for n in range(52)], dtype=np.int8)
#: The suit of each card (0 clubs … 3 spades), by its number.
_CARD_SUIT = np.array([n // 13 for n in range(52)], dtype=np.int8)


def _whole(value: object, name: str, low: int, high: int | None = None) -> int:
    """``value`` if it is a whole number from ``low`` (to ``high``), else a :class:`ConfigError`."""
    if isinstance(value, bool) or not isinstance(value, int | np.integer):
        raise ConfigError(f"{name} is a whole number, not {value!r}")
    if value < low or (high is not None and value > high):
        upper = f" to {high}" if high is not None else " or more"
        raise ConfigError(f"{name} is {low}{upper}, not {value}")
    return int(value)


def _rng(seed: object) -> np.random.Generator:
    if isinstance(seed, bool) or not isinstance(seed, int | np.integer) or seed < 0:
        raise NotationError(f"a seed is a whole number, 0 or more, not {seed!r}")
    return np.random.default_rng(int(seed))


_A = TypeVar("_A", bound="np.ndarray[Any, Any]")


def _frozen(array: _A) -> _A:
    """``array``, made read-only: a batch of deals is a value."""
    array.flags.writeable = False
    return array


@dataclass(frozen=True, eq=False)
class Deals:
    """A batch of deals as numpy arrays (read-only), ready to count or plot.

    - ``cards[d, h]``: the ``size`` card numbers of hand ``h`` in deal ``d`` (numbers as in
      :data:`honeymoon.DECK`: ``DECK[n]`` is the card), in the order dealt;
    - ``hcp[d, h]``: its high-card points;
    - ``lengths[d, h, s]``: its length in suit ``s`` (index with :class:`honeymoon.Suit`,
      clubs 0 … spades 3);
    - ``shapes[d, h]``: the lengths longest first, as :func:`honeymoon.evaluation.shape` gives.

    >>> deals = deal_many(3, seed=5, hands=2)
    >>> len(deals), deals.cards.shape
    (3, (3, 2, 13))
    >>> hand = deals.hand(0, 1)
    >>> hand.hcp == int(deals.hcp[0, 1]), len(deals.hands(2))
    (True, 2)
    """

    cards: Array
    hcp: Array
    lengths: Array
    shapes: Array

    @classmethod
    def from_cards(cls, cards: Array) -> Deals:
        """The counts of hands given as card numbers, shaped (deals, hands, size)."""
        count, hands = cards.shape[:2]
        hcp = _CARD_HCP[cards].sum(axis=2, dtype=np.int8)
        slot = np.arange(count * hands, dtype=np.int64).reshape(count, hands, 1) * 4
        counted = np.bincount((slot + _CARD_SUIT[cards]).ravel(), minlength=count * hands * 4)
        lengths = counted.astype(np.int8).reshape(count, hands, 4)
        shapes = -np.sort(-lengths, axis=2)
        return cls(*(_frozen(a) for a in (cards, hcp, lengths, shapes)))

    def __len__(self) -> int:
        return int(self.cards.shape[0])

    def hand(self, deal: int, hand: int) -> Hand:
        """Hand ``hand`` of deal ``deal`` as a :class:`honeymoon.Hand`."""
        deal = _whole(deal, "the deal", 0, len(self) - 1)
        hand = _whole(hand, "the hand", 0, self.cards.shape[1] - 1)
        return Hand(DECK[n] for n in self.cards[deal, hand].tolist())

    def hands(self, deal: int) -> tuple[Hand, ...]:
        """Every hand of deal ``deal`` as :class:`honeymoon.Hand` objects."""
        return tuple(self.hand(deal, h) for h in range(self.cards.shape[1]))

    def select(self, mask: Mask) -> Deals:
        """The deals where ``mask`` (one bool per deal) is true."""
        return Deals.from_cards(self.cards[np.asarray(mask, dtype=bool)])


def deal_many(count: int, *, seed: int, hands: int = 4, size: int = 13) -> Deals:
    """``count`` random deals of ``hands`` hands of ``size`` cards, with HCP and shapes.

    The cards are dealt one at a time in turn, as :func:`honeymoon.deal` does; each deal is a
    uniform shuffle of the 52 cards. 100 000 deals take a fraction of a second.

    >>> deals = deal_many(2, seed=0, hands=2, size=5)
    >>> deals.cards.shape, deals.shapes[0, 0].sum()
    ((2, 2, 5), np.int64(5))
    >>> deal_many(2, seed=0).cards.tolist() == deal_many(2, seed=0).cards.tolist()
    True
    """
    count = _whole(count, "the number of deals", 0)
    hands = _whole(hands, "the number of hands", 1, 52)
    size = _whole(size, "the hand size", 0, 52 // hands)
    return _deal(_rng(seed), count, hands, size)


def _deal(rng: np.random.Generator, count: int, hands: int, size: int) -> Deals:
    decks = rng.permuted(np.broadcast_to(np.arange(52, dtype=np.int8), (count, 52)), axis=1)
    dealt = decks[:, : hands * size].reshape(count, size, hands).transpose(0, 2, 1)
    return Deals.from_cards(np.ascontiguousarray(dealt))


#: A test on a batch of deals: one bool per deal.
Predicate = Callable[[Deals], Mask]


def deal_where(
    count: int,
    *,
    seed: int,
    hands: int = 4,
    size: int = 13,
    hcp: Mapping[int, tuple[int, int]] | None = None,
    length: Mapping[tuple[int, Suit], tuple[int, int]] | None = None,
    where: Predicate | None = None,
    limit: int = 10_000_000,
) -> Deals:
    """``count`` random deals that fit the constraints, drawn by dealing and keeping the fits.

    - ``hcp``: ``{hand: (least, most)}``, e.g. ``{0: (15, 17)}``;
    - ``length``: ``{(hand, suit): (least, most)}``, e.g. ``{(0, Suit.SPADES): (5, 13)}``;
    - ``where``: any test on a :class:`Deals` batch returning one bool per deal, e.g.
      ``lambda d: d.hcp[:, 0] + d.hcp[:, 2] >= 25`` (a partnership's points).

    Every constraint must hold. A constraint so rare that ``limit`` deals give fewer than
    ``count`` fits is a :class:`ConfigError`.

    >>> fits = deal_where(50, seed=3, hands=2, where=lambda d: d.shapes[:, 1, 0] >= 6)
    >>> len(fits), int(fits.shapes[:, 1, 0].min()) >= 6
    (50, True)
    >>> deal_where(1, seed=3, hcp={0: (38, 40)})
    Traceback (most recent call last):
    ...
    honeymoon.errors.ConfigError: hcp of hand 0 is a range within 0 to 37 HCP, least first, not (38, 40)
    """
    count = _whole(count, "the number of deals", 0)
    hands = _whole(hands, "the number of hands", 1, 52)
    size = _whole(size, "the hand size", 0, 52 // hands)
    limit = _whole(limit, "limit", 1)
    most_hcp = int(np.sort(_CARD_HCP)[::-1][:size].sum())
    hcp_ranges = [(_hand_index(h, hands), _range(r, 0, most_hcp, f"hcp of hand {h}", "HCP"))
                  for h, r in _items(hcp, "hcp")]
    length_ranges = []
    for key, r in _items(length, "length"):
        if not (isinstance(key, tuple) and len(key) == 2 and isinstance(key[1], Suit)):
            raise ConfigError(f"length is keyed by (hand, Suit), e.g. (0, Suit.SPADES), not {key!r}")
        length_ranges.append((_hand_index(key[0], hands), int(key[1]),
                              _range(r, 0, min(size, 13), f"length of {key[1]} in hand {key[0]}", "cards")))
    if where is not None and not callable(where):
        raise ConfigError(f"where is a function of the deals giving one bool per deal, not {where!r}")
    rng = _rng(seed)
    kept: list[Deals] = []
    found = tried = 0
    batch = 4096
    while found < count:
        if tried >= limit:
            raise ConfigError(
                f"only {found} of {tried} deals fit the constraints, and {count} were asked for: "
                f"loosen them, ask for fewer deals or raise limit")
        deals = _deal(rng, min(batch, limit - tried), hands, size)
        tried += len(deals)
        fits = np.ones(len(deals), dtype=bool)
        for h, (low, high) in hcp_ranges:
            fits &= (deals.hcp[:, h] >= low) & (deals.hcp[:, h] <= high)
        for h, s, (low, high) in length_ranges:
            fits &= (deals.lengths[:, h, s] >= low) & (deals.lengths[:, h, s] <= high)
        if where is not None:
            tested = np.asarray(where(deals))
            if tested.shape != (len(deals),) or tested.dtype != bool:
                raise ConfigError(
                    f"where must give one bool per deal (shape ({len(deals)},)), not an array of "
                    f"shape {tested.shape} and type {tested.dtype}")
            fits &= tested
        if fits.any():
            kept.append(deals.select(fits))
            found += int(fits.sum())
        batch = min(batch * 2, 1 << 18)
    cards = np.concatenate([d.cards for d in kept])[:count] if kept else np.empty(
        (0, hands, size), dtype=np.int8)
    return Deals.from_cards(cards)


def _items(given: Mapping[Any, Any] | None, name: str) -> Iterable[tuple[Any, Any]]:
    if given is None:
        return ()
    if not isinstance(given, Mapping):
        raise ConfigError(f"{name} is a dict of ranges, not {given!r}")
    return given.items()


def _hand_index(hand: object, hands: int) -> int:
    if isinstance(hand, bool) or not isinstance(hand, int) or not 0 <= hand < hands:
        raise ConfigError(f"there are hands 0 to {hands - 1}, not {hand!r}")
    return hand


def _range(given: object, low: int, high: int, what: str, unit: str) -> tuple[int, int]:
    ok = (isinstance(given, tuple | list) and len(given) == 2
          and all(isinstance(v, int) and not isinstance(v, bool) for v in given)
          and low <= given[0] <= given[1] <= high)
    if not ok:
        raise ConfigError(f"{what} is a range within {low} to {high} {unit}, least first, not {given!r}")
    assert isinstance(given, tuple | list)
    return int(given[0]), int(given[1])


def _hands_of(deals: Deals, hand: int | None) -> slice | int:
    if not isinstance(deals, Deals):
        raise ConfigError(f"this counts a Deals batch (from deal_many or deal_where), not {deals!r}")
    if hand is None:
        return slice(None)
    return _hand_index(hand, deals.cards.shape[1])


def hcp_distribution(deals: Deals, hand: int | None = None) -> list[int]:
    """How many hands held 0, 1, … 37 HCP: hand ``hand`` of each deal, or every hand (``None``).

    >>> deals = Deals.from_cards(np.array([[[51, 50, 49, 48, 47, 0]]], dtype=np.int8))
    >>> distribution = hcp_distribution(deals)     # ♠AKQJT and ♣2: one hand of 10 HCP
    >>> distribution[10], sum(distribution)
    (1, 1)
    """
    which = _hands_of(deals, hand)
    return [int(n) for n in np.bincount(deals.hcp[:, which].ravel(), minlength=38)[:38]]


def shape_frequencies(deals: Deals, hand: int | None = None) -> dict[str, float]:
    """Each shape's share of the hands (``"4-4-3-2"`` → 0.2155…), the commonest first.

    >>> deals = Deals.from_cards(np.array([[list(range(0, 52, 4))]], dtype=np.int8))
    >>> shape_frequencies(deals)
    {'4-3-3-3': 1.0}
    """
    which = _hands_of(deals, hand)
    shapes = deals.shapes[:, which].reshape(-1, 4)
    if not len(shapes):
        return {}
    codes = shapes.astype(np.int64) @ np.array([14**3, 14**2, 14, 1])
    values, counts = np.unique(codes, return_counts=True)
    order = sorted(zip(counts.tolist(), values.tolist(), strict=True), key=lambda t: (-t[0], -t[1]))
    total = len(shapes)
    return {"-".join(str(code // 14**p % 14) for p in (3, 2, 1, 0)): n / total for n, code in order}


# --- the draw phase of Honeymoon Bridge's `draw` form ----------------------------------------------

#: The draw strategies :func:`draw_outcomes` knows: ``"improve"`` takes a face-up card when it
#: has more HCP than the card it would discard; ``"refuse"`` never takes a card.
DRAW_STRATEGIES = ("improve", "refuse")


@dataclass(frozen=True, eq=False)
class DrawOutcome:
    """The hands before and after the draw phase, per deal and player (0: non-dealer, who draws
    first; 1: dealer): HCP, length points (Honeymoon count, +1 per card from the 4th of a suit,
    [honeymoon-fr]) and how many cards each player took; ``final`` holds the hands after the
    draw, and ``decks[d]`` each deal's deck order as the ``deals`` option of
    :func:`honeymoon.new_game` reads it (13 cards to the non-dealer, 13 to the dealer, then the
    stock in the order it is turned), to replay a deal in the game."""

    strategies: tuple[str, str]
    decks: Array
    hcp_before: Array
    hcp_after: Array
    length_points_before: Array
    length_points_after: Array
    taken: Array
    final: Deals


def draw_outcomes(count: int, *, seed: int, strategies: Sequence[str] = ("improve", "refuse")) -> DrawOutcome:
    """Play the draw phase of the ``draw`` form ([honeymoon-fr]) ``count`` times with two simple
    strategies, one per player, and report the hands it builds.

    What is modelled: 13 cards each and a 26-card stock, then the draw turn of the book's rules
    (a refused card is offered to the opponent, who takes it or declines it to the dead pile
    and then turns the next stock card). ``"improve"`` takes a face-up card when its HCP exceed
    the fewest HCP of a card in the hand, then discards the card of fewest HCP, from the
    shortest suit, lowest first (clubs first on a tie); it never declines a card to deny it to
    the opponent, and it does not look at lengths to take a card. ``"refuse"`` refuses and
    declines everything, so its hand is the one dealt. Nothing about the auction or the play
    is modelled: it shows how many points a simple greedy drawer collects.

    >>> outcome = draw_outcomes(2_000, seed=1, strategies=("improve", "refuse"))
    >>> gain = outcome.hcp_after.mean(axis=0) - outcome.hcp_before.mean(axis=0)
    >>> bool(gain[0] > 5), float(gain[1])   # the drawer gains; the refuser keeps his hand
    (True, 0.0)
    """
    count = _whole(count, "the number of deals", 0)
    if isinstance(strategies, str) or not isinstance(strategies, Sequence) or len(strategies) != 2:
        raise ConfigError(f"strategies names one strategy per player, e.g. ('improve', 'refuse'), "
                          f"not {strategies!r}")
    for name in strategies:
        if name not in DRAW_STRATEGIES:
            raise ConfigError(f"unknown draw strategy {name!r}: choose {' or '.join(DRAW_STRATEGIES)}")
    deals = deal_many(count, seed=seed, hands=4, size=13)
    # The library's layout (honeymoon.forms): hands are the first two 13-card blocks of the deck,
    # and the stock the other 26, turned in deck order. Seats 2 and 3 of a 4-hand deal are the stock.
    decks = np.ascontiguousarray(deals.cards.transpose(0, 2, 1).reshape(count, 52))
    held = np.zeros((count, 2, 52), dtype=bool)
    rows = np.arange(count)
    for player in (0, 1):
        held[rows[:, None], player, decks[:, player * 13:(player + 1) * 13]] = True
    stock = decks[:, 26:].astype(np.int64)
    improve = np.array([name == "improve" for name in strategies])
    actor = np.zeros(count, dtype=np.int64)
    turned = np.zeros(count, dtype=np.int64)  # stock cards turned so far
    offered = np.full(count, -1, dtype=np.int64)
    taken = np.zeros((count, 2), dtype=np.int8)
    active = np.ones(count, dtype=bool)
    card_hcp = _CARD_HCP.astype(np.int64)
    rank_suit = (np.arange(52) % 13) * 4 + np.arange(52) // 13
    while active.any():
        has_offer = offered >= 0
        active &= has_offer | (turned < 26)
        if not active.any():
            break
        face = np.where(has_offer, offered, stock[rows, np.minimum(turned, 25)])
        turned += active & ~has_offer
        hand = held[rows, actor]
        fewest = np.where(hand, card_hcp, 99).min(axis=1)
        take = active & improve[actor] & (card_hcp[face] > fewest)
        # Take: the card joins the hand, the weakest card goes (fewest HCP, shortest suit, lowest).
        hand[rows, face] |= take
        suit_length = np.stack([hand[:, 13 * s:13 * (s + 1)].sum(axis=1) for s in range(4)], axis=1)
        key = (card_hcp * 14 + suit_length[:, np.arange(52) // 13]) * 52 + rank_suit
        discard = np.where(hand, key, 1 << 30).argmin(axis=1)
        hand[rows, discard] &= ~take
        held[rows, actor] = hand
        taken[rows, actor] += take
        refuse = active & ~take & ~has_offer
        offered = np.where(take | has_offer, -1, np.where(refuse, face, offered))
        actor = np.where(take | refuse, 1 - actor, actor)
    before = Deals.from_cards(np.ascontiguousarray(decks[:, :26].reshape(count, 2, 13)))
    final_cards = np.nonzero(held.reshape(count * 2, 52))[1].astype(np.int8).reshape(count, 2, 13)
    final = Deals.from_cards(final_cards)
    return DrawOutcome(
        (strategies[0], strategies[1]), _frozen(decks), before.hcp, final.hcp, _length_points(before),
        _length_points(final), _frozen(taken), final)


def _length_points(deals: Deals) -> Array:
    return _frozen(np.maximum(deals.lengths.astype(np.int16) - 3, 0).sum(axis=2).astype(np.int8))


# --- the hook of Boerenbridge ---------------------------------------------------------------------


@dataclass(frozen=True, eq=False)
class HookDeals:
    """Boerenbridge deals bid by the simple bidder of :func:`hook_frequency`, per deal:

    - ``decks[d]``: the 52 cards in the order of the ``deals`` option of the game: hand after
      hand in bidding order from the dealer's left (the dealer's hand last), then the trump card;
    - ``preferred[d, i]``: the preferred bid of the ``i``-th bidder (the dealer is the last);
    - ``forbidden[d]``: the bid the hook forbids the dealer (hand size minus the other bids;
      negative when the others bid more than the hand size and nothing is forbidden);
    - ``hooked[d]``: whether that is the dealer's preferred bid.
    """

    players: int
    hand_size: int
    decks: Array
    preferred: Array
    forbidden: Array
    hooked: Mask


def hook_deals(count: int, *, seed: int, players: int = 4, hand_size: int = 8) -> HookDeals:
    """``count`` deals bid as :func:`hook_frequency` describes, with everything it measured.

    >>> bids = hook_deals(3, seed=4, players=3, hand_size=5)
    >>> bids.decks.shape, bids.preferred.shape, bids.hooked.dtype
    ((3, 52), (3, 3), dtype('bool'))
    """
    count = _whole(count, "the number of deals", 0)
    players = _whole(players, "the number of players", 3, 7)
    hand_size = _whole(hand_size, "the hand size", 1, 51 // players)
    decks = _rng(seed).permuted(np.broadcast_to(np.arange(52, dtype=np.int8), (count, 52)), axis=1)
    cards = decks[:, : players * hand_size].reshape(count, players, hand_size)
    trump = _CARD_SUIT[decks[:, players * hand_size]]
    rank = cards % 13  # 0 is a two, 12 an ace
    high_trump = (_CARD_SUIT[cards] == trump[:, None, None]) & (rank >= 9) & (rank < 12)
    preferred = ((rank == 12) | high_trump).sum(axis=2, dtype=np.int8)  # at most the hand size
    forbidden = (hand_size - preferred[:, :-1].sum(axis=1)).astype(np.int8)
    hooked = preferred[:, -1] == forbidden
    return HookDeals(players, hand_size, *(_frozen(a) for a in (decks, preferred, forbidden, hooked)))


def hook_frequency(count: int, *, seed: int, players: int = 4, hand_size: int = 8) -> float:
    """How often the hook forces the dealer off his preferred bid, with a simple bidder.

    Exactly what is measured, over ``count`` deals of ``hand_size`` cards to each of ``players``
    players from the 52 cards ([boerenbridge-fr]; trumps are the suit of the next card turned):
    every player's *preferred bid* is his number of aces plus his trumps above the ten (J, Q, K
    of trumps; the ace of trumps counts once). The players before the dealer bid their
    preferred bids; the result is the share of deals in which the dealer's preferred bid is
    exactly the number the hook forbids (hand size minus the other bids). No card is played; the
    Wizard style, no-trump deals and the two-player reduced deck are not modelled.
    :func:`hook_deals` gives the deals and bids themselves.

    The bidder is crude: all the bids together are at most 7 (four aces, three trump honours),
    so from 8 cards a hand the hook never bites it, and the share falls as the hands grow
    while a real table, bidding closer to the tricks it takes, is hooked more often.

    >>> hook_frequency(20_000, seed=1, players=4, hand_size=1) > hook_frequency(20_000, seed=1,
    ...     players=4, hand_size=8)
    True
    """
    count = _whole(count, "the number of deals", 1)
    return float(hook_deals(count, seed=seed, players=players, hand_size=hand_size).hooked.mean())


def hook_table(
    count: int, *, seed: int, players: Iterable[int] = range(3, 8), hand_sizes: Iterable[int] = range(1, 14)
) -> dict[int, dict[int, float]]:
    """:func:`hook_frequency` for each number of players and hand size that fits the pack:
    ``{players: {hand_size: share}}``, each row ready to plot against the hand size.

    >>> table = hook_table(1_000, seed=1, players=[7], hand_sizes=[1, 7, 8])
    >>> list(table[7])       # 7 × 8 cards leave none to turn for trumps
    [1, 7]
    """
    sizes = list(hand_sizes)
    table: dict[int, dict[int, float]] = {}
    for n in players:
        n = _whole(n, "the number of players", 3, 7)
        table[n] = {size: hook_frequency(count, seed=seed, players=n, hand_size=size)
                    for size in sizes if _whole(size, "the hand size", 1) * n < 52}
    return table
