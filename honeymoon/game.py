"""One protocol for every game form: whose turn, the phase, legal actions, apply, views, save and load.

>>> import honeymoon
>>> game = honeymoon.new_game("plain", seed=3, match="deal")
>>> game.phase, game.current_player, game.dealer
(<Phase.AUCTION: 'auction'>, 1, 0)
>>> game.legal_actions()[:4]
[PASS, Bid.parse('1C'), Bid.parse('1D'), Bid.parse('1H')]
>>> game.apply("1NT")
>>> game.apply("XX")
Traceback (most recent call last):
...
honeymoon.errors.IllegalActionError: you can only redouble after an opponent has doubled your side's bid
>>> saved = game.to_json()
>>> honeymoon.load_game(saved).to_json() == saved
True

Every form is listed by :func:`available_games`; a form is one engine and a frozen,
validated set of options (see :mod:`honeymoon.forms`).
"""

from __future__ import annotations

import enum
import hashlib
import importlib
import json
import re
from abc import ABC, abstractmethod
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from itertools import accumulate
from typing import TYPE_CHECKING, Any, overload

from honeymoon.calls import Bid, Double, Pass, Redouble, parse_call
from honeymoon.cards import (
    _SUIT_LETTERS,
    MAX_TEXT_LENGTH,
    Card,
    Suit,
    _check_lang,
    _require_text,
    normalize_text,
)
from honeymoon.errors import (
    ConfigError,
    HoneymoonError,
    IllegalActionError,
    NotationError,
    SaveFileError,
    shown,
)
from honeymoon.options import is_player, options_to_dict

if TYPE_CHECKING:
    from honeymoon.views import TableView

__all__ = [
    "CLAIM",
    "MAX_SAVE_DEPTH",
    "MAX_SAVE_LENGTH",
    "SEED_LIMIT",
    "Action",
    "Decision",
    "Game",
    "History",
    "Phase",
    "action_text",
    "available_games",
    "load_game",
    "new_game",
    "register",
]

SAVE_FORMAT = "honeymoon-game"
#: Version 2: deals are shuffled by :func:`~honeymoon.cards.shuffled`, so a version 1 seed
#: would deal other cards and its moves cannot be replayed.
SAVE_VERSION = 2


class Phase(enum.Enum):
    """The phases a deal goes through; each form uses some of them."""

    DRAW = "draw"  #: building the hands: draw, draw-discard, draw-tricks
    AUCTION = "auction"  #: calls, from the first caller until the auction closes
    CHOOSE_DUMMY = "choose-dummy"  #: single-dummy: declarer picks the dummy to play with
    WIDOW = "widow"  #: three-handed: declarer takes the widow and discards four cards
    BIDDING = "bidding"  #: Boerenbridge: each player bids a number of tricks
    CHOOSE_TRUMP = "choose-trump"  #: Boerenbridge, Wizard style: a Wizard was turned, the dealer names trumps
    PLAY = "play"  #: trick play
    OVER = "over"  #: the match is finished


_OVER = Phase.OVER  # a module constant: cheaper than looking the member up on the enum


@dataclass(frozen=True, slots=True)
class Decision:
    """A choice in a draw phase or a choice of dummy, named by one word."""

    word: str

    def __str__(self) -> str:
        return self.word

    def __repr__(self) -> str:
        return self.word.upper().replace("-", "_")


#: Draw ([honeymoon-fr]): take the face-up card, refuse it, or decline the card the opponent refused.
TAKE, REFUSE, DECLINE = Decision("take"), Decision("refuse"), Decision("decline")
#: Draw and discard ([honeymoon-de]): keep the card you looked at, or reject it and take the next blind.
KEEP, REJECT = Decision("keep"), Decision("reject")
#: Single dummy ([honeymoon-de]): play with the dummy that lay face up in the auction, or the hidden one.
EXPOSED, HIDDEN = Decision("exposed"), Decision("hidden")
#: The play ([laws], claims): "the rest are mine", the player to act claims every trick still to
#: play for his side. It is checked double dummy when made (:attr:`Game.claimable` says when one
#: may be made) and never listed by :meth:`Game.legal_actions`.
CLAIM = Decision("claim")

# The words a learner may write for each decision, by language (lower case, folded by
# normalize_text; with and without accents); every language's words are read in every game. A
# word may name two decisions of different forms (German "ablehnen" refuses a face-up card in
# draw and rejects the top card in draw-discard): the one that is legal now is taken.
_DECISION_TABLE: dict[str, list[tuple[tuple[Decision, ...], list[str]]]] = {
    "en": [((TAKE,), ["take"]), ((REFUSE,), ["refuse"]), ((DECLINE,), ["decline"]),
           ((KEEP,), ["keep"]), ((REJECT,), ["reject"]), ((EXPOSED,), ["exposed"]),
           ((HIDDEN,), ["hidden"]), ((CLAIM,), ["claim", "claim the rest", "the rest are mine"])],
    # [honeymoon-fr]: « la prendre », « la refuser »
    "fr": [((TAKE,), ["prendre", "prends", "je prends"]),
           ((REFUSE, REJECT), ["refuser", "je refuse"]),
           ((DECLINE,), ["décliner", "decliner", "laisser", "passer"]),
           ((KEEP,), ["garder", "garde", "je garde"]), ((REJECT,), ["rejeter", "rejette"]),
           ((EXPOSED,), ["visible", "exposé", "expose", "le mort visible"]),
           ((HIDDEN,), ["caché", "cache", "le mort caché"]),
           ((CLAIM,), ["réclamer", "reclamer", "je réclame le reste", "je reclame le reste"])],
    # [honeymoon-de]: « behältst du sie … oder du lehnst sie ab »
    "de": [((TAKE,), ["nehmen", "nimm", "ich nehme"]),
           ((REFUSE, REJECT), ["ablehnen", "lehne ab", "ich lehne ab"]),
           ((DECLINE,), ["liegen lassen", "verzichten"]),
           ((KEEP,), ["behalten", "behalte", "ich behalte"]),
           ((EXPOSED,), ["offen", "offener tisch"]), ((HIDDEN,), ["verdeckt", "verdeckter tisch"]),
           ((CLAIM,), ["rest beanspruchen", "der rest gehört mir", "der rest gehort mir"])],
    "nl": [((TAKE,), ["nemen", "neem", "pakken", "pak"]),
           ((REFUSE, REJECT), ["weigeren", "weiger"]),
           ((DECLINE,), ["laten liggen", "passen"]),
           ((KEEP,), ["houden", "hou", "houd"]), ((REJECT,), ["afwijzen", "wijs af"]),
           ((EXPOSED,), ["open"]), ((HIDDEN,), ["dicht", "verborgen"]),
           ((CLAIM,), ["claimen", "de rest is voor mij"])],
}
_DECISION_WORDS = {word: decisions for table in _DECISION_TABLE.values() for decisions, words in table
                   for word in words}
#: Words for a bid of no tricks in Boerenbridge ([boerenbridge-fr]: « Nul : une enchère de zéro »).
_ZERO_WORDS = frozenset({"nul", "zero", "zéro", "null", "nil"})

#: An action is a call, a card (played, discarded) or a decision; in Boerenbridge also a bid
#: (an int), a Wizard or Jester, or a suit (the dealer names trumps under a turned Wizard).
Action = Bid | Pass | Double | Redouble | Card | Decision | int | Suit


def action_text(action: Action) -> str:
    """The code of an action, as a save writes it and :meth:`Game.apply` reads it in English:
    ``1NT``, ``QH``, ``take``, ``3``."""
    if isinstance(action, Card | Bid):
        return action.code
    if isinstance(action, Suit):
        return action.letter
    return getattr(action, "code", None) or str(action)


class History(Sequence[tuple[int, Action]]):
    """Every action of a game in order, with the player who made it: ``history[i]`` is a
    ``(player, action)`` pair, and a slice is a list of them.

    It is kept as two lists, :attr:`players` and :attr:`actions`, so that a long rubber adds
    no object for each action (cards and calls are shared objects).

    >>> from honeymoon import PASS
    >>> history = History()
    >>> history.append(1, PASS)
    >>> history[-1], len(history), history == [(1, PASS)]
    ((1, PASS), 1, True)
    """

    __slots__ = {"_codes": "The codes of the first actions, as :meth:`codes` worked them out.",
                 "actions": "Each action, in order.", "players": "Who made each action."}

    def __init__(self) -> None:
        self.players: list[int] = []
        self.actions: list[Action] = []
        self._codes: list[str] = []

    def codes(self) -> list[str]:
        """The code of each action (:func:`action_text`), each worked out once: a game saved
        after every move costs no more to save at its thousandth than at its first."""
        codes = self._codes
        if len(codes) < len(self.actions):
            codes.extend(map(action_text, self.actions[len(codes):]))
        return codes

    def append(self, player: int, action: Action) -> None:
        self.players.append(player)
        self.actions.append(action)

    def __len__(self) -> int:
        return len(self.actions)

    @overload
    def __getitem__(self, index: int) -> tuple[int, Action]: ...

    @overload
    def __getitem__(self, index: slice) -> list[tuple[int, Action]]: ...

    def __getitem__(self, index: int | slice) -> tuple[int, Action] | list[tuple[int, Action]]:
        if isinstance(index, slice):
            return list(zip(self.players[index], self.actions[index], strict=True))
        return self.players[index], self.actions[index]

    def __iter__(self) -> Iterator[tuple[int, Action]]:
        return zip(self.players, self.actions, strict=True)

    def __eq__(self, other: object) -> bool:
        if isinstance(other, History):
            return self.players == other.players and self.actions == other.actions
        return isinstance(other, Sequence) and list(self) == list(other)

    __hash__ = None  # type: ignore[assignment]  # it changes as the game goes on

    def __repr__(self) -> str:
        return f"History({list(self)!r})"


class Game(ABC):
    """The protocol every game form follows (a mutable game, like a chess board).

    A game runs a whole match (by default a rubber) deal after deal. Subclasses implement
    the rules; this class gives them one way to apply actions, refuse illegal ones with a
    reason, and save and load.
    """

    # A game's state lives in slots (each form adds its own): every action reads several,
    # and a slot reads faster than an instance dictionary.
    __slots__ = {
        "_computer": None,
        "_lang": None,
        "_legal": None,
        "_phase": None,
        "abandoned": "Whether the players stopped before the end (see :meth:`abandon`).",
        "config": "The form's options: a frozen dataclass, validated when the game was made.",
        "history": "Every action so far, with the player who made it.",
        "name": "The registered name of the form.",
        "num_players": "How many players sit at the table.",
        "seed": "The seed every deal is drawn from.",
    }
    name: str
    num_players: int

    def __init__(self, name: str, seed: int, config: Any) -> None:
        self.name = name
        self.seed = seed
        self.config = config
        self.history = History()
        self._lang = "en"
        self._computer: dict[int, str] = {}
        self._legal: Sequence[Action] | None = None  # legal_actions() of the current state
        self._phase = Phase.AUCTION  # each form sets its own first phase
        self.abandoned = False

    @property
    def lang(self) -> str:
        """How :meth:`apply` reads text: ``"en"`` (default), ``"fr"``, ``"de"`` or ``"nl"``;
        setting anything else raises :class:`~honeymoon.errors.ConfigError`."""
        return self._lang

    @lang.setter
    def lang(self, lang: str) -> None:
        _check_lang(lang)
        self._lang = lang

    @property
    def computer(self) -> dict[int, str]:
        """The seats the computer plays, each with its level (``{1: "strong"}``), as the program
        that set up the table recorded them, so that a saved match goes on as it was played; the
        rules never read it. Setting it checks each seat (a player) and level (one of
        :data:`honeymoon.bots.LEVELS`), else :class:`~honeymoon.errors.ConfigError`.

        >>> game = new_game("plain", seed=3)
        >>> game.computer = {1: "strong"}
        >>> load_game(game.to_json()).computer
        {1: 'strong'}
        """
        return dict(self._computer)

    @computer.setter
    def computer(self, seats: Mapping[int, str]) -> None:
        from honeymoon.bots import LEVELS

        if not isinstance(seats, Mapping):
            raise ConfigError(f"computer maps each seat the computer plays to its level, not {shown(seats)}")
        for seat, level in seats.items():
            if not is_player(seat, self.num_players):
                raise ConfigError(f"the computer's seats are players from 0 to {self.num_players - 1}, "
                                  f"not {shown(seat)}")
            if not isinstance(level, str) or level not in LEVELS:
                raise ConfigError(f"unknown level {shown(level)}: choose one of {', '.join(LEVELS)}")
        self._computer = dict(sorted(seats.items()))

    def _reading(self, lang: str | None) -> str:
        """The language text is read in: ``lang``, or the game's when it is ``None``."""
        if lang is None:
            return self._lang
        _check_lang(lang)
        return lang

    @property
    def options(self) -> dict[str, Any]:
        """The options that differ from the form's defaults, as saved by :meth:`to_json`."""
        return options_to_dict(self.config)

    # --- what a form implements ------------------------------------------------------------
    @property
    def phase(self) -> Phase:
        """The phase of the current deal (``Phase.OVER`` once the match is finished)."""
        return self._phase

    @property
    @abstractmethod
    def current_player(self) -> int | None:
        """The player to act, or ``None`` when the match is over."""

    @abstractmethod
    def _legal_actions(self) -> Sequence[Action]: ...

    @abstractmethod
    def _why_illegal(self, action: Action) -> str:
        """A learner's reason why ``action`` is not legal now (it is known not to be)."""

    @abstractmethod
    def _apply(self, action: Action) -> None:
        """Carry out a legal action; must not fail."""

    @abstractmethod
    def view(self, player: int) -> TableView:
        """What ``player`` may know, and nothing more, with the facts the rules draw from it: a
        typed value (:mod:`honeymoon.views`) that draws itself in a notebook.

        ``player`` is a whole number from 0 (``True`` is not a player, though Python would
        read it as 1); anything else raises :class:`~honeymoon.errors.ConfigError`."""

    @abstractmethod
    def full_view(self) -> TableView:
        """Everything, every hidden card included: for teachers, debugging and tests."""

    def _check_viewer(self, player: object) -> int:
        """``player`` if :meth:`view` may take it, else :class:`~honeymoon.errors.ConfigError`."""
        if not is_player(player, self.num_players):
            raise ConfigError(f"view() takes a player from 0 to {self.num_players - 1}, not {shown(player)}")
        assert isinstance(player, int)
        return player

    @abstractmethod
    def scores(self) -> tuple[int, ...]:
        """Each player's running total."""

    def abandon(self) -> None:
        """Stop the match now, as players who must leave do; the form settles the score
        (an unfinished rubber's bonuses, Boerenbridge's leader after the last complete deal)."""
        if self.is_over:
            raise IllegalActionError("the match is over already")
        self._settle_abandoned()
        self.abandoned = True
        self._phase = _OVER
        self._legal = None

    @abstractmethod
    def _settle_abandoned(self) -> None:
        """What the form scores when a match is abandoned."""

    # --- the protocol ---------------------------------------------------------------------
    @property
    def is_over(self) -> bool:
        return self._phase is _OVER

    def legal_actions(self) -> list[Action]:
        """Every action the current player may take now (empty once the match is over).

        A claim (:data:`CLAIM`) is not listed: it is a proposal checked when made, which may be
        refused, so that a player (or a program) choosing among the legal actions never makes
        one by chance; :attr:`claimable` says when one may be made."""
        return list(self._current_legal())

    def _current_legal(self) -> Sequence[Action]:
        """The legal actions, worked out once per state (applying an action forgets them)."""
        legal = self._legal
        if legal is None:
            legal = self._legal = [] if self.phase is Phase.OVER else list(self._legal_actions())
        return legal

    def parse_action(self, text: str, lang: str | None = None) -> Action:
        """Read an action's text as the current phase takes it: a call in the auction, a card
        in the play, a number in Boerenbridge's bidding, a word where a decision is due.

        In the play, a claim's words are read too (``claim``, ``je réclame le reste``: :data:`CLAIM`).

        ``lang`` (default: the game's :attr:`lang`) sets how letters are read: under ``"fr"``,
        ``2C`` is 2♥ (cœur) and ``RP`` the ♠K (roi de pique). What follows the language and what
        does not is one rule, stated on the book's Rules page: :ref:`rules-input`. Unreadable
        text, and text over :data:`~honeymoon.cards.MAX_TEXT_LENGTH` characters, raises
        :class:`~honeymoon.errors.NotationError`; a ``lang`` that is no language, a
        :class:`~honeymoon.errors.ConfigError`.
        """
        lang = self._reading(lang)
        _require_text(text, "an action")
        phase = self._phase
        legal = self._current_legal()
        if (legal and isinstance(legal[0], Decision)) or phase is Phase.PLAY:
            decisions = _DECISION_WORDS.get(normalize_text(text).casefold())
            if decisions and (phase is not Phase.PLAY or decisions == (CLAIM,)):
                return next((d for d in decisions if d in legal), decisions[0])
        if phase is Phase.AUCTION:
            return parse_call(text, lang)
        if phase is Phase.BIDDING:
            # Digits of any script (full-width ３ too), but not a superscript ², which NFKC reads as 2.
            word = normalize_text(text).casefold()
            if text.strip().removeprefix("-").isdecimal():
                return int(word)
            if word in _ZERO_WORDS:
                return 0
            raise NotationError(f"cannot read {text!r} as a bid: write a number of tricks")
        if phase is Phase.CHOOSE_TRUMP:
            return Suit.parse(text, lang)
        return Card.parse(text, lang)

    def apply(self, action: Action | str, lang: str | None = None) -> None:
        """Take one of :meth:`legal_actions` (or its text, read in ``lang``: default the game's
        :attr:`lang`). An illegal action raises :class:`~honeymoon.errors.IllegalActionError`
        with the reason and changes nothing."""
        if lang is not None:
            _check_lang(lang)
        legal = self._current_legal()
        try:
            found = legal[legal.index(action)]
        except ValueError:
            found = None
        # A card is also an int, and so is a Boerenbridge bid: the kinds must match too.
        if found is None or found.__class__ is not action.__class__:
            if self._phase is _OVER:
                raise IllegalActionError("the match is over")
            if isinstance(action, str):
                return self.apply(self._read(action, lang))
            if action.__class__ is Decision and action == CLAIM:
                self._claim()
                return
            if not isinstance(action, Action) or (isinstance(action, int) and action.bit_length() > 64):
                # No action of any phase (a list, None, a number of a thousand digits): the
                # forms' reasons write the action refused, and only actions can be written so.
                raise IllegalActionError(f"{shown(action)} is not an action: {self.expected()}")
            raise IllegalActionError(self._why_illegal(action))
        self.history.append(self.current_player, action)  # type: ignore[arg-type]
        self._apply(action)
        self._legal = None

    # --- claims ---------------------------------------------------------------------------
    @property
    def claimable(self) -> bool:
        """Whether the player to act may claim the rest now (:data:`CLAIM`, applied like any
        action): only a form that takes claims says yes, and then the claim is checked when it
        is made. A form without claims (Boerenbridge) always says no.

        >>> new_game("boerenbridge", seed=1).claimable
        False
        """
        return False

    def _claim_refusal(self) -> str | None:
        """Why the claim of the player to act is refused, in a learner's words; ``None`` when it
        is accepted. A form that takes claims checks them here."""
        return f"{self.name} takes no claims: every trick is played out"

    def _claim(self) -> None:
        """Make the claim of the player to act, or refuse it with the reason, changing nothing."""
        refusal = self._claim_refusal()
        if refusal is not None:
            raise IllegalActionError(refusal)
        self.history.append(self.current_player, CLAIM)  # type: ignore[arg-type]
        self._apply(CLAIM)
        self._legal = None

    def _read(self, text: str, lang: str | None) -> Action:
        """Read an action's text; text that names an action of another phase (a bid during
        the play, a card during the auction) is refused with the reason for that action, and
        text that names no action with what the phase takes."""
        lang = self._reading(lang)
        try:
            return self.parse_action(text, lang)
        except NotationError as error:
            if len(text) > MAX_TEXT_LENGTH:
                raise IllegalActionError(str(error)) from None
            for reader in (parse_call, Card.parse):
                try:
                    other = reader(text, lang)
                except NotationError:
                    continue
                raise IllegalActionError(self._why_illegal(other)) from None
            decisions = _DECISION_WORDS.get(normalize_text(text).casefold())
            if decisions:  # "refuse" while a discard is due: the reason says what is due instead
                raise IllegalActionError(self._why_illegal(decisions[0])) from None
            raise IllegalActionError(f"cannot read {text!r} here: {self.expected(lang)}") from None

    def expected(self, lang: str | None = None) -> str:
        """What the player to act may write now, in words: ``write take or refuse``; a card as
        the library writes it (``♠K``, read in every language), a suit's letter in ``lang``
        (default: the game's :attr:`lang`)."""
        lang = self._reading(lang)
        legal = self._current_legal()
        if not legal:
            return "the match is over"
        if all(isinstance(a, Decision) for a in legal):
            return "write " + " or ".join(str(a) for a in legal)
        if all(isinstance(a, Bid | Pass | Double | Redouble) for a in legal):
            return "write a call: a bid like 1NT or 4♠, Pass, X (double) or XX (redouble)"
        suits = [a for a in legal if isinstance(a, Suit)]
        if len(suits) == len(legal):
            letters = _SUIT_LETTERS[lang]
            return "write a suit: " + ", ".join(f"{letters[s]} ({s.symbol})" for s in reversed(suits))
        numbers = [a for a in legal if type(a) is int]
        if len(numbers) == len(legal):
            return f"write a number of tricks from {min(numbers)} to {max(numbers)}"
        examples = " or ".join(str(a) if isinstance(a, Card) else action_text(a) for a in legal[:2])
        return f"write a card you hold, like {examples}"

    # --- save and load --------------------------------------------------------------------
    def to_json(self) -> str:
        """The game as JSON text: form, options, seed and every action; see :func:`load_game`.

        A game is refused (:class:`~honeymoon.errors.SaveFileError`) once its save would be
        longer than :data:`MAX_SAVE_LENGTH`, which :func:`load_game` could not read back: a
        rubber of well over a thousand played deals (tens of thousands passed out)."""
        body = {
            "format": SAVE_FORMAT,
            "version": SAVE_VERSION,
            "game": self.name,
            "seed": self.seed,
            "options": self.options,
            **({"lang": self.lang} if self.lang != "en" else {}),
            **({"computer": {str(seat): level for seat, level in self._computer.items()}}
               if self._computer else {}),
            "history": [list(move) for move in zip(self.history.players, self.history.codes(), strict=True)],
        }
        if self.abandoned:
            body["abandoned"] = True
        body["digest"] = _digest(body)
        text = json.dumps(body, ensure_ascii=False)
        if len(text) > MAX_SAVE_LENGTH:
            raise SaveFileError(f"this game is too long to save: its save would hold {len(text):,} "
                                f"characters, and a save holds at most {MAX_SAVE_LENGTH:,}")
        return text

    def __repr__(self) -> str:
        state = "over" if self.is_over else f"{self.phase.value}, player {self.current_player} to act"
        return f"<{type(self).__name__} {self.name!r}: {state}, scores {self.scores()}>"


def _digest(body: dict[str, Any]) -> str:
    content = {k: v for k, v in body.items() if k != "digest"}
    text = json.dumps(content, sort_keys=True, ensure_ascii=False)
    # A save never holds a lone surrogate, but an edited one may (JSON writes it \udc80): it
    # must get a digest, and be refused by the checks after it, not stop the encoding.
    return hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()


# --- the registry -------------------------------------------------------------------------
@dataclass(frozen=True)
class _Entry:
    factory: Callable[..., Game]
    summary: str


_REGISTRY: dict[str, _Entry] = {}
#: The library's form modules, in the order available_games() lists their forms.
_FORM_MODULES = ("honeymoon.forms.table", "honeymoon.boerenbridge")
_ALIASES: dict[str, str] = {}


def register(name: str, factory: Callable[..., Game], summary: str, aliases: tuple[str, ...] = ()) -> None:
    """Add a form to the registry (the library does this for its own forms)."""
    _REGISTRY[name] = _Entry(factory, summary)
    for alias in aliases:
        _ALIASES[alias] = name


_forms_loaded = False


def _ensure_forms() -> None:
    """Import every form module of the library once (importing one registers its forms).

    A flag, not an empty registry, says whether this was done: a program that imported one
    form module itself has some forms registered, and must still get the others."""
    global _forms_loaded
    if not _forms_loaded:
        for module in _FORM_MODULES:
            importlib.import_module(module)
        _forms_loaded = True


def available_games() -> list[str]:
    """The names :func:`new_game` accepts (aliases are not listed): the bridge forms, then
    Boerenbridge, then any registered from outside the library."""
    _ensure_forms()

    def place(name: str) -> int:
        module = _REGISTRY[name].factory.__module__
        return _FORM_MODULES.index(module) if module in _FORM_MODULES else len(_FORM_MODULES)

    return sorted(_REGISTRY, key=place)


def describe_games() -> dict[str, str]:
    """Each form's name and a one-line summary."""
    _ensure_forms()
    return {name: entry.summary for name, entry in _REGISTRY.items()}


def new_game(name: str, *, seed: int | None = None, lang: str = "en", **options: Any) -> Game:
    """Start a game of the form ``name`` (see :func:`available_games`).

    ``seed`` fixes every deal: a whole number of at most 30 digits, −10³⁰ < ``seed`` < 10³⁰ (a
    random one is drawn and saved when it is ``None``); ``lang`` sets how :meth:`Game.apply`
    reads text (``"en"``, ``"fr"``, ``"de"``, ``"nl"``; saved with the game); the options are the
    form's, validated. Anything else raises :class:`~honeymoon.errors.ConfigError`.

    >>> game = new_game("plain", seed=3, lang="fr")
    >>> game.apply("2C")            # deux cœurs
    >>> game.history[-1]
    (1, Bid.parse('2H'))
    """
    return _new_game(name, seed, lang, options)


#: Seeds lie strictly between −SEED_LIMIT and SEED_LIMIT: at most 30 digits.
SEED_LIMIT = 10**30


def _new_game(name: object, seed: object, lang: str, options: dict[str, Any]) -> Game:
    """:func:`new_game` with the options as a dictionary (a save's may hold any key)."""
    _ensure_forms()
    key = _ALIASES.get(name, name) if isinstance(name, str) else name
    if not isinstance(key, str) or key not in _REGISTRY:
        raise ConfigError(f"unknown game {shown(name)}: choose one of {', '.join(available_games())}")
    _check_lang(lang)
    if seed is None:
        import random

        seed = random.SystemRandom().randrange(2**32)
    elif isinstance(seed, bool) or not isinstance(seed, int) or not -SEED_LIMIT < seed < SEED_LIMIT:
        raise ConfigError(f"seed is a whole number of at most 30 digits, not {shown(seed)}")
    game = _REGISTRY[key].factory(key, seed, options)
    game.lang = lang
    return game


#: The longest save :func:`load_game` reads and :meth:`Game.to_json` writes, in characters. A
#: deal takes about a thousand, so a rubber of a hundred deals fits ten times over; the options
#: list at most :data:`~honeymoon.options.MAX_DEALS` deals, so that every game can be saved.
MAX_SAVE_LENGTH = 1_000_000
#: How deep the brackets of a save may nest (:meth:`Game.to_json` writes 3 levels).
MAX_SAVE_DEPTH = 10
#: The keys of a save, in the order :meth:`Game.to_json` writes them (lang, computer and abandoned
#: only when the game is not in English, the computer plays a seat, and it was abandoned).
_SAVE_KEYS = ("format", "version", "game", "seed", "options", "lang", "computer", "history", "abandoned",
              "digest")
# A JSON string (an unfinished one runs to the end), matched without backtracking, so that
# skipping the strings of any text takes one pass.
_JSON_STRING = re.compile(r'"(?:[^"\\]++|\\[\s\S]?)*+(?:"|\Z)')
_NOT_BRACKET = re.compile(r"[^\[\]{}]++")
_DEPTH_STEP = {"[": 1, "{": 1, "]": -1, "}": -1}


def _nesting(text: str) -> int:
    """How deep the brackets of JSON ``text`` nest (outside its strings), without parsing it."""
    brackets = _NOT_BRACKET.sub("", _JSON_STRING.sub("", text))
    return max(accumulate(map(_DEPTH_STEP.__getitem__, brackets)), default=0)


def load_game(text: str) -> Game:
    """Rebuild a game saved with :meth:`Game.to_json`, replaying every action.

    A save loads only if it is exactly what :meth:`Game.to_json` writes (spaces and line
    breaks around it aside): its keys in its order, each player a whole number, each move the
    code :func:`action_text` writes for the legal action it names (``1NT``, ``QH``, ``Pass``,
    ``take``: a save is read in English whatever the game's language), the options as the game
    writes them; so ``load_game(text).to_json()`` is ``text``. Text longer than
    :data:`MAX_SAVE_LENGTH` characters, or whose brackets nest deeper than
    :data:`MAX_SAVE_DEPTH`, is refused before it is read as JSON.

    Anything else (not a save, corrupt, or edited) is refused with
    :class:`~honeymoon.errors.SaveFileError`; nothing is half-loaded.
    """
    if not isinstance(text, str):
        raise SaveFileError(f"load_game reads the text of a save, not {type(text).__name__}")
    if len(text) > MAX_SAVE_LENGTH:
        raise SaveFileError(f"not a saved game: the text is longer than a save may be, "
                            f"{MAX_SAVE_LENGTH:,} characters")
    depth = _nesting(text)
    if depth > MAX_SAVE_DEPTH:
        raise SaveFileError(f"not a saved game: its brackets nest {depth:,} deep, and a save's nest at "
                            f"most {MAX_SAVE_DEPTH} deep")
    try:
        body = json.loads(text)
    except ValueError as error:
        raise SaveFileError(f"not a saved game: the text is not JSON ({error})") from None
    if not isinstance(body, dict) or body.get("format") != SAVE_FORMAT:
        raise SaveFileError("not a saved game: the 'format' field is missing or wrong")
    version = body.get("version")
    if type(version) is not int or version != SAVE_VERSION:
        why = " (an earlier library shuffled other deals from the same seed)" if version == 1 else ""
        raise SaveFileError(f"saved with format version {shown(version)}; "
                            f"this library reads version {SAVE_VERSION}{why}")
    unknown = [key for key in body if key not in _SAVE_KEYS]
    if unknown:
        raise SaveFileError(f"the save holds {', '.join(map(shown, unknown))}, which no save holds "
                            f"(a save holds {', '.join(_SAVE_KEYS)})")
    missing = [key for key in ("game", "seed", "options", "history", "digest") if key not in body]
    if missing:
        raise SaveFileError(f"the saved game is incomplete: no {', '.join(missing)}")
    if list(body) != [key for key in _SAVE_KEYS if key in body]:
        raise SaveFileError(f"the keys of the save are not in the order a save writes them: "
                            f"{', '.join(_SAVE_KEYS)}")
    seed = body["seed"]
    if isinstance(seed, bool) or not isinstance(seed, int) or not -SEED_LIMIT < seed < SEED_LIMIT:
        raise SaveFileError(f"the saved seed is not a whole number of at most 30 digits: {shown(seed)}")
    if body.get("lang") == "en":
        raise SaveFileError("the save names the language 'en', which a save leaves out")
    if body["digest"] != _digest(body):
        raise SaveFileError("the saved game was changed or damaged after it was saved "
                            "(its digest does not match)")
    options = body["options"]
    if not isinstance(options, dict):
        raise SaveFileError(f"the saved options are not a JSON object: {shown(options)}")
    try:
        game = _new_game(body["game"], seed, body.get("lang", "en"), options)
    except HoneymoonError as error:
        raise SaveFileError(f"the saved game cannot be set up again: {error}") from None
    if game.name != body["game"]:
        raise SaveFileError(f"the saved game is {shown(body['game'])}, which a save writes {game.name!r}")
    if json.dumps(options, ensure_ascii=False) != json.dumps(game.options, ensure_ascii=False):
        raise SaveFileError(f"the saved options are not written as a save writes them: {shown(options)}, "
                            f"not {shown(game.options)}")
    if "computer" in body:
        seats = body["computer"]
        if not isinstance(seats, dict) or not seats or not all(
                isinstance(seat, str) and seat.isdigit() and seat == str(int(seat)) for seat in seats):
            raise SaveFileError(f"the saved computer seats are not a JSON object of players and levels: "
                                f"{shown(seats)}")
        try:
            game.computer = {int(seat): level for seat, level in seats.items()}
        except ConfigError as error:
            raise SaveFileError(f"the saved computer seats cannot be used: {error}") from None
    history = body["history"]
    if not isinstance(history, list):
        raise SaveFileError("the saved history is not a list of moves")
    # A long match repeats the same codes thousands of times: each code is read once per phase
    # (a decision's word is read each time: which decision it is depends on the legal ones).
    readings: dict[tuple[Phase, str], Action] = {}
    for number, move in enumerate(history, 1):
        if not (isinstance(move, list) and len(move) == 2 and type(move[0]) is int
                and isinstance(move[1], str)):
            raise SaveFileError(f"move {number} is not [player, action], the player a whole number: "
                                f"{shown(move)}")
        player, written = move
        if game.is_over:
            raise SaveFileError(f"move {number} ({shown(written)}) comes after the end of the match")
        if player != game.current_player:
            raise SaveFileError(f"move {number} is by player {shown(player)}, "
                                f"but it was player {game.current_player}'s turn")
        action = readings.get((game.phase, written))
        if action is None:
            try:
                action = game.parse_action(written, "en")
            except NotationError as error:
                raise SaveFileError(f"move {number} names no action: {error}") from None
            if action_text(action) != written:
                raise SaveFileError(f"move {number} is written {shown(written)}, but a save writes that "
                                    f"action {action_text(action)!r}")
            if not isinstance(action, Decision):
                readings[game.phase, written] = action
        try:
            game.apply(action)
        except IllegalActionError as error:
            raise SaveFileError(f"move {number} ({written!r}) is not legal: {error}") from None
    if "abandoned" in body:
        if body["abandoned"] is not True or game.is_over:
            raise SaveFileError("the saved game says it was abandoned, but it cannot have been")
        game.abandon()
    if game.to_json() != text.strip(" \t\n\r"):
        raise SaveFileError("the save is not written as a save writes it: its spacing, or the way its "
                            "text is escaped, was changed")
    return game
