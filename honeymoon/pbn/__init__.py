"""Deals and played games in Portable Bridge Notation (PBN 2.1), the text other bridge programs read.

A PBN file is a list of games; each game is a list of tags ``[Name "value"]``, one a line,
and the games are separated by an empty line. Two tags are followed by a *section*, the data
written on the lines after them: ``Auction`` (the calls, from the seat the tag names) and
``Play`` (the cards, one trick a line, from the seat that made the opening lead).

>>> text = '''
... [Board "1"]
... [Dealer "N"]
... [Vulnerable "None"]
... [Deal "N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765"]
... [Declarer "N"]
... [Contract "1NT"]
... [Auction "N"]
... 1NT Pass Pass Pass
... '''
>>> [record] = read_pbn(text)
>>> record.tag("Contract"), record.dealer, record.deal[0].hcp
('1NT', 0, 10)
>>> game = game_from_pbn(text)          # a contract-bridge game with that deal, auction replayed
>>> game.phase.value, game.current_player, str(game.contract)
('play', 1, '1NT')

Seats are numbered as in contract bridge: 0 North, 1 East, 2 South, 3 West (clockwise).

Each part is a module of its own; ``from honeymoon.pbn import …`` gives all their public names:

=============================  ==============================================================
module                         what it owns
=============================  ==============================================================
:mod:`honeymoon.pbn.notation`  the text: a file's games read as values (:func:`read_pbn`,
                               :class:`PbnGame`) and written back (:func:`write_pbn`), what
                               each tag may hold, the double-dummy analysis in its tags
                               (:func:`with_analysis`)
:mod:`honeymoon.pbn.games`     a honeymoon game as a PBN game and back
                               (:func:`game_to_pbn`, :func:`game_from_pbn`,
                               :func:`to_game`): where each form's seats sit at the PBN
                               table, the whole game in the project's tag
=============================  ==============================================================
"""

from honeymoon.pbn.games import SEATS_TAG, game_from_pbn, game_to_pbn, to_game
from honeymoon.pbn.notation import (
    DEAL_TAG,
    HEADER,
    MANDATORY_TAGS,
    MAX_PBN_LENGTH,
    OPTIMUM_HEADER,
    PROJECT_TAG,
    SEATS,
    PbnError,
    PbnGame,
    read_pbn,
    with_analysis,
    write_pbn,
)

__all__ = ["DEAL_TAG", "HEADER", "MANDATORY_TAGS", "MAX_PBN_LENGTH", "OPTIMUM_HEADER", "PROJECT_TAG",
           "SEATS", "SEATS_TAG", "PbnError", "PbnGame", "game_from_pbn", "game_to_pbn", "read_pbn", "to_game",
           "with_analysis", "write_pbn"]
