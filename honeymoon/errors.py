"""The library's exceptions: one base class and one class per kind of mistake.

Every error is a :class:`ValueError` as well, so code that already catches
``ValueError`` keeps working, and every message is written for a learner:

>>> from honeymoon import Card
>>> Card.parse("ZZ")
Traceback (most recent call last):
...
honeymoon.errors.NotationError: cannot read 'ZZ' as a card: write a rank and a suit, like AS, A♠, ...
"""

from __future__ import annotations

__all__ = [
    "ConfigError",
    "HoneymoonError",
    "IllegalActionError",
    "IllegalCallError",
    "IllegalPlayError",
    "NotationError",
    "SaveFileError",
]


class HoneymoonError(ValueError):
    """Base class of every error the library raises on purpose."""


class NotationError(HoneymoonError):
    """Text (or a value) that does not describe a card, hand, call or contract."""


class IllegalActionError(HoneymoonError):
    """An action the rules forbid at this moment.

    ``reason`` holds the explanation on its own, ready to show a learner.
    The object that refused the action is left exactly as it was.
    """

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


class IllegalCallError(IllegalActionError):
    """A call the auction does not allow: an insufficient bid, a double of one's own side, …"""


class IllegalPlayError(IllegalActionError):
    """A card that may not be played: not in the hand, a revoke, out of turn, …"""


class ConfigError(HoneymoonError):
    """A game form or option that does not exist, or an option value out of range."""


class SaveFileError(HoneymoonError):
    """A saved game that cannot be loaded: not ours, corrupt, or edited into an impossible state."""
