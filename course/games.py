"""Where the questions come from: seeded deals, and the library's games.

Part one deals hands with ``honeymoon.deal(seed=…)``, the seed drawn from the lesson's random
source, and looks for a deal that fits the question asked (``_find``). Part two covers the
forms of Honeymoon Bridge, three-handed play and Boerenbridge. Each question comes from a game
of the library (``honeymoon.new_game``) dealt from a seed drawn from the lesson's random source;
the players' choices that lead to it are the library's basic computer player's
(``honeymoon.bots``), which sees only what its seat may see; every answer is read from the game
or computed by the library (the Honeymoon count, the double-dummy solver, the score sheet,
Boerenbridge's scoring).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable
from typing import Any

from honeymoon import Card, Game, Hand, IllegalActionError, deal, new_game
from honeymoon.boerenbridge import BoerenbridgeGame
from honeymoon.bots import make_bot
from honeymoon_course.question import Question
from honeymoon_course.words import PAIR, TABLE, TRIO

__all__ = [
    "BASIC",
]


def _new_deal(rng: random.Random, *, hands: int = 4, size: int = 13) -> tuple[int, tuple[Hand, ...]]:
    """A deal from ``honeymoon.deal`` with a seed drawn from ``rng``; the seed is returned too."""
    seed = rng.randrange(1_000_000)
    return seed, deal(seed=seed, hands=hands, size=size).hands


def _find(rng: random.Random, make: Callable[[random.Random], object | None], what: str) -> object:
    """The first thing ``make`` returns that is not ``None`` (it draws from ``rng``)."""
    for _ in range(5000):
        found = make(rng)
        if found is not None:
            return found
    raise RuntimeError(f"no {what} found in 5000 tries")  # pragma: no cover - would be a bug


def _hand_where(rng: random.Random, test: Callable[[Hand], bool]) -> Hand:
    def attempt(r: random.Random) -> Hand | None:
        _, hands = _new_deal(r)
        return next((h for h in hands if test(h)), None)

    found = _find(rng, attempt, "hand")
    assert isinstance(found, Hand)
    return found


# --- part two: the library's games ---------------------------------------------------------------------

#: The library's basic computer player, who makes the choices that lead to part two's questions.
BASIC = make_bot("basic")


def _act(game: Game) -> None:
    """The library's basic computer player takes the action of the player to act."""
    player = game.current_player
    assert player is not None
    game.apply(BASIC.choose(game.view(player), game.legal_actions()))


def _game(form: str, seed: int, **options: Any) -> Any:
    """One deal of ``form`` (``match="deal"``), the players named as on the sheets."""
    seats = new_game(form, seed=seed, match="deal", **options)
    players = seats.num_players
    names = (TABLE[:players] if isinstance(seats, BoerenbridgeGame) else TRIO if players == 3 else PAIR)
    return new_game(form, seed=seed, match="deal", names=names, **options)


def _reason(game: Game, action: object) -> str:
    """The library's reason why ``action`` is not allowed now (the game is left as it was)."""
    try:
        game.apply(action)  # type: ignore[arg-type]
    except IllegalActionError as error:
        return error.reason
    raise AssertionError(f"{action} was allowed")  # pragma: no cover - would be a bug


def _pick(rng: random.Random, cards: Iterable[Card], taken: set[Card]) -> Card | None:
    """A card of ``cards`` not yet in ``taken`` (which it joins), or ``None`` when there is none."""
    left = sorted(c for c in cards if c not in taken)
    if not left:
        return None
    card = rng.choice(left)
    taken.add(card)
    return card


def _found(rng: random.Random, make: Callable[[random.Random], Question | None], what: str) -> Question:
    found = _find(rng, make, what)
    assert isinstance(found, Question)
    return found
