"""The class deals of part two, drawn from the same seed as the lesson's sheet.

For each lesson on a bridge form (10 to 14), eight seeded boards written as PBN by
:mod:`honeymoon.pbn` (its :func:`~honeymoon.pbn.game_to_pbn` lays out each form's seats; the draw
forms' packs are laid out here, :data:`DRAW_SEATS`), so that a bridge program reads them; for
Boerenbridge (15 and 16), which has no PBN form, eight seeded games.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from dataclasses import replace
from typing import Any

from honeymoon import Card, Hand, Phase, new_game
from honeymoon.boerenbridge import BoerenbridgeGame
from honeymoon.cards import DISPLAY_ORDER
from honeymoon.forms.preludes import DrawDiscard
from honeymoon.game import KEEP
from honeymoon.pbn import PROJECT_TAG, SEATS, SEATS_TAG, game_to_pbn, read_pbn, with_analysis
from honeymoon_course.question import Board
from honeymoon_course.words import TRIO, md

__all__ = [
    "ANALYSED",
    "BOARDS",
    "DRAW_SEATS",
    "board_record",
    "deals_10",
    "deals_11",
    "deals_12",
    "deals_13",
    "deals_14",
    "deals_15",
    "deals_16",
    "draw_discard_layout",
]


#: How many class deals (boards, or Boerenbridge games) each lesson of part two gets (the index page
#: says "eight").
BOARDS = 8
#: A draw form's board holds the pack before the hands are built (PBN has no place for a stock): for
#: each seat, North, East, South, West, the player its cards go to (the seat tag; ``""``: nobody) and
#: what it holds (the ``HoneymoonSeats`` tag).
DRAW_SEATS = {
    "draw": (("player 0", "player 0's hand"), ("player 1", "player 1's hand"),
             ("", "the stock, cards 1-13"), ("", "the stock, cards 14-26")),
    "draw-tricks": (("player 0", "player 0's hand"), ("player 1", "player 1's hand"),
                    ("", "the stock, cards 1-13"), ("", "the stock, cards 14-26")),
    "draw-discard": (("player 0", "player 0's first cards"), ("player 1", "player 1's first cards"),
                     ("player 0", "player 0's second cards"), ("player 1", "player 1's second cards")),
}
#: The forms whose boards carry the double-dummy analysis (all their hands are known and the solver's
#: rules are the form's: not half-open, whose covered cards cannot be played, nor single-dummy, whose
#: declarer picks a dummy after the auction).
ANALYSED = ("plain", "double-dummy")


def _pbn_hand(cards: Iterable[Card]) -> Hand:
    return Hand(list(cards))


def draw_discard_layout(game: Any) -> tuple[Hand, Hand, Hand, Hand]:
    """Draw and Discard deals nothing, but the 26 cards that pass through each player's hands are fixed
    by the pack: on each of his turns he looks at a first card and then a second. North: player 0's
    first cards, East: player 1's, South: player 0's second cards, West: player 1's. Found by keeping
    every top card (the second card is then the one discarded)."""
    game = new_game("draw-discard", seed=game.seed, match="deal")
    first: list[list[Card]] = [[], []]
    while game.phase is Phase.DRAW:
        player = game.current_player
        top = game.view(player).draw.top
        assert top is not None  # the player to act looks at the top card
        first[player].append(top)
        game.apply(KEEP)
    return (_pbn_hand(first[0]), _pbn_hand(first[1]), _pbn_hand(game.discards[0]),
            _pbn_hand(game.discards[1]))


def _stock_layout(game: Any) -> tuple[Hand, Hand, Hand, Hand]:
    """Draw and Draw Bridge with preliminary tricks: North and East the players' hands, South the first
    13 cards of the stock, West the last 13."""
    deck = game.deck
    quarters = [_pbn_hand(deck[i * 13:(i + 1) * 13]) for i in range(4)]
    return quarters[0], quarters[1], quarters[2], quarters[3]


def board_record(number: int, form: str, seed: int) -> Board:
    """A board of a bridge form: the deal of ``new_game(form, seed=seed, match="deal")`` as a PBN game,
    as :func:`~honeymoon.pbn.game_to_pbn` writes it, the Event tag naming the form and the seed."""
    game: Any = new_game(form, seed=seed, match="deal")
    written = read_pbn(game_to_pbn(game))[0]
    values = {"Event": f"honeymoon {form}, seed {seed}", "Board": str(number)}
    deal, left_out = written.deal, ""
    if game.form.prelude.draws:
        # The pack as the draw starts, laid out as four hands (DRAW_SEATS). A game in its draw has no
        # hands to check a Deal tag against, so the project's tag is left out.
        discards = isinstance(game.form.prelude, DrawDiscard)
        deal = pack = draw_discard_layout(game) if discards else _stock_layout(game)
        seats = DRAW_SEATS[form]
        seat_tags = ("North", "East", "South", "West")
        values |= {tag: name for tag, (name, _) in zip(seat_tags, seats, strict=True)}
        values["Deal"] = "N:" + " ".join(hand.pbn() for hand in pack)
        values[SEATS_TAG] = ";".join(f"{seat}:{held}" for seat, (_, held) in zip(SEATS, seats, strict=True))
        left_out = PROJECT_TAG
    tags = tuple((name, values.get(name, value)) for name, value in written.tags if name != left_out)
    record = replace(written, tags=tags, deal=deal)
    if form in ANALYSED:
        record = with_analysis(record)
    hands: tuple[str, ...] = ()
    if game.form.widow:
        hands = (*(f"{TRIO[p]}: {md(_hand_words(game.seat_cards[p]))}" for p in range(3)),
                 f"widow: {md(_hand_words(game.set_aside))}")
    return Board(number, form, seed, game.dealer, (), record, hands)


def _hand_words(cards: Iterable[Card]) -> str:
    """A hand in words, suit by suit: ``♠K 10 9 3, ♥A Q 8 4, ♦—, ♣5``."""
    hand = Hand(list(cards))
    return ", ".join(suit.symbol + (" ".join(str(c)[1:] for c in hand if c.suit is suit) or "—")
                     for suit in DISPLAY_ORDER)


def _boards(rng: random.Random, forms: Sequence[str]) -> list[Board]:
    return [board_record(number, form, rng.randrange(1_000_000)) for number, form in enumerate(forms, 1)]


def deals_10(rng: random.Random) -> list[Board]:
    return _boards(rng, ["draw"] * BOARDS)


def deals_11(rng: random.Random) -> list[Board]:
    return _boards(rng, ["draw-discard"] * (BOARDS // 2) + ["draw-tricks"] * (BOARDS // 2))


def deals_12(rng: random.Random) -> list[Board]:
    return _boards(rng, [form for form in ("double-dummy", "half-open", "single-dummy", "exposed-dummy")
                         for _ in range(BOARDS // 4)])


def deals_13(rng: random.Random) -> list[Board]:
    return _boards(rng, ["three-handed"] * BOARDS)


def deals_14(rng: random.Random) -> list[Board]:
    return _boards(rng, ["plain"] * BOARDS)


def _game_board(number: int, rng: random.Random, **options: Any) -> Board:
    seed = rng.randrange(1_000_000)
    game = new_game("boerenbridge", seed=seed, **options)
    assert isinstance(game, BoerenbridgeGame)
    return Board(number, "boerenbridge", seed, game.dealer, tuple(options.items()))


def deals_15(rng: random.Random) -> list[Board]:
    """Whole games of Boerenbridge, for 3 to 7 players."""
    return [_game_board(number, rng, players=players)
            for number, players in enumerate((4, 4, 3, 5, 6, 7, 4, 3), 1)]


def deals_16(rng: random.Random) -> list[Board]:
    """A game for each variant of lesson 16."""
    variants: list[dict[str, object]] = [
        {"players": 4, "harsh": True}, {"players": 4, "boer": True},
        {"players": 4, "harsh": True, "boer": True},
        {"players": 5, "no_trump_rounds": "common"}, {"players": 4, "blind": True},
        {"players": 4, "fixed_hand_size": 7}, {"players": 4, "wizard": True}, {"players": 2}]
    return [_game_board(number, rng, **options) for number, options in enumerate(variants, 1)]
