"""Computer players for every form and every phase: an opponent for a learner alone.

A computer player (a *bot*) is given what its seat may see, ``game.view(player)`` (a
:class:`~honeymoon.views.BridgeView` or a :class:`~honeymoon.views.BoerenbridgeView`, see
:mod:`honeymoon.views`), and the legal actions, ``game.legal_actions()``, never the game itself;
it answers one of those actions: ``bot.choose(view, legal)``. Three levels:

- ``"random"``: any legal action, uniformly at random;
- ``"basic"``: the rule texts' advice and the usual teaching (:mod:`honeymoon.bots.basic`);
- ``"strong"``: deals the cards it cannot see many times over, in every way that agrees with
  what it has seen, and plays what does best across those deals with every card known
  (:mod:`honeymoon.bots.strong`).

>>> import honeymoon
>>> from honeymoon.bots import make_bot, play
>>> game = honeymoon.new_game("plain", seed=3, match="deal")
>>> play(game, {0: make_bot("basic"), 1: make_bot("random", seed=1)})
>>> game.is_over
True

:func:`play` stops where a person is to act, so a learner can sit at one seat:

>>> game = honeymoon.new_game("plain", seed=3, match="deal")
>>> play(game, {0: make_bot("basic")})      # player 1 calls first: nothing to do yet
>>> game.current_player
1

A bot with a seed is reproducible: its choice depends only on the seed and what it is shown
(the view as :meth:`~honeymoon.views.BridgeView.to_dict` writes it, and the legal actions).
"""

from __future__ import annotations

import json
import random
from collections.abc import Mapping, Sequence
from typing import Protocol, runtime_checkable

from honeymoon.errors import ConfigError
from honeymoon.game import Action, Game
from honeymoon.views import TableView

__all__ = ["LEVELS", "Bot", "RandomBot", "draw_seed", "make_bot", "play", "seeded"]

#: The levels :func:`make_bot` builds, weakest first.
LEVELS = ("random", "basic", "strong")


@runtime_checkable
class Bot(Protocol):
    """Anything that chooses one of the legal actions from a player's view (``game.view(player)``)."""

    level: str

    def choose(self, view: TableView, legal: Sequence[Action]) -> Action: ...


def seeded(seed: int, *parts: object) -> random.Random:
    """A random source fixed by a bot's seed and what it is shown (``parts``), nothing else: the
    same view gives the same choice, whatever cards the bot cannot see."""
    return random.Random(f"{seed}:" + "|".join(map(str, parts)))


def draw_seed(seed: int | None) -> int:
    """The seed given, or a fresh random one when it is ``None``."""
    return random.SystemRandom().randrange(2**32) if seed is None else seed


class RandomBot:
    """Any legal action, uniformly at random: the yardstick the other levels must beat."""

    level = "random"

    def __init__(self, seed: int | None = None) -> None:
        self.seed = draw_seed(seed)

    def choose(self, view: TableView, legal: Sequence[Action]) -> Action:
        if not legal:
            raise ConfigError("there is nothing to choose: the match is over")
        rng = seeded(self.seed, json.dumps(view.to_dict(), sort_keys=True, default=str), *legal)
        return rng.choice(list(legal))

    def __repr__(self) -> str:
        return f"RandomBot(seed={self.seed})"


def make_bot(level: str = "basic", *, seed: int | None = None) -> Bot:
    """A computer player of the given level (see :data:`LEVELS`); ``seed`` makes its random
    choices reproducible (a random seed is drawn when it is ``None``)."""
    if isinstance(seed, bool) or not (seed is None or isinstance(seed, int)):
        raise ConfigError(f"seed is a whole number, not {seed!r}")
    if level == "random":
        return RandomBot(seed)
    if level == "basic":
        from honeymoon.bots.basic import BasicBot

        return BasicBot()
    if level == "strong":
        from honeymoon.bots.strong import StrongBot

        return StrongBot(seed)
    raise ConfigError(f"unknown level {level!r}: choose one of {', '.join(LEVELS)}")


def play(game: Game, bots: Mapping[int, Bot]) -> None:
    """Let the bots act for their players until the match is over or a player without a bot
    (a person) is to act. ``bots`` maps a player number to its bot."""
    if not isinstance(game, Game):
        raise ConfigError(f"play takes a game made by honeymoon.new_game, not {type(game).__name__}")
    if not isinstance(bots, Mapping):
        raise ConfigError("bots maps each computer player's number to a bot, e.g. {1: make_bot('basic')}")
    for player, bot in bots.items():
        if isinstance(player, bool) or not isinstance(player, int) or not 0 <= player < game.num_players:
            raise ConfigError(f"players are numbered 0 to {game.num_players - 1}, not {player!r}")
        if not isinstance(bot, Bot):
            raise ConfigError(f"player {player}'s bot has no choose(view, legal): {bot!r}")
    while not game.is_over:
        to_act = game.current_player
        if to_act is None or to_act not in bots:
            return
        game.apply(bots[to_act].choose(game.view(to_act), game.legal_actions()))
