"""The compiled double-dummy search behind :mod:`honeymoon.solver` (built from ``_native.c``)."""

from collections.abc import Sequence

class Search:
    """The search for one deal's seats (``sides``: 0 or 1 each) and ``trump`` (-1: no-trump);
    its table is kept from one call to the next."""

    def __init__(self, sides: Sequence[int], trump: int) -> None: ...
    @property
    def nodes(self) -> int: ...
    def tricks(self, hands: Sequence[int], leader: int, deadline: float, /) -> int: ...
    def can_finish(self, hands: Sequence[int], leader: int, played: Sequence[int], need: int,
                   deadline: float, /) -> int: ...
