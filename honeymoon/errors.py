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
    "MissingExtraError",
    "NotYourTurnError",
    "NotationError",
    "SaveFileError",
    "StoreError",
    "TableError",
    "shown",
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


class NotYourTurnError(IllegalActionError):
    """An action sent for a seat of a table (:mod:`honeymoon.tables`) while another player is on
    turn: the reason names who is, and the table is left as it was."""


class ConfigError(HoneymoonError):
    """A game form or option that does not exist, or an option value out of range."""


class MissingExtraError(ConfigError, ImportError):
    """A part of the library that needs a package of the course's extras (numpy for simulation,
    endplay for four-hand double dummy) asked for where it is not installed (a JupyterLite
    kernel, a bare install): the message says what to install. It is an ``ImportError`` too."""


class SaveFileError(HoneymoonError):
    """A saved game that cannot be loaded: not ours, corrupt, or edited into an impossible state."""


class TableError(HoneymoonError):
    """A table store's refusal of a request about one table (:mod:`honeymoon.tables`): an
    invite code that names no table, a token that holds no seat at it, a full table, a table
    whose saved game was set aside as damaged. The message never shows a token."""


class StoreError(HoneymoonError):
    """A table store that cannot be opened or reached (:mod:`honeymoon.tables`): a URL it does
    not read, a file that is not a store, a database that refuses the connection. The message
    never shows a password."""


def shown(value: object) -> str:
    """``value`` as a message shows it: its ``repr``, cut short, so that a huge argument makes a
    short message (and a number of thousands of digits, which Python will not write, makes one).

    >>> print(shown("pass " * 1000))
    'pass pass pass pass pass pass pass pass pass pass pass …
    >>> shown(10**5000)
    'a number too long to show'
    """
    if isinstance(value, int) and value.bit_length() > 200:
        return "a number too long to show"
    try:
        text = repr(value)
    except ValueError:  # a number too long to write, inside a list or a dict
        return f"a {type(value).__name__} holding a number too long to show"
    return text if len(text) <= 60 else text[:56] + "…"
