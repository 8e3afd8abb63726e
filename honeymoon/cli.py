r"""The ``honeymoon`` command line.

``honeymoon score CONTRACT TRICKS [--vulnerable] [--json]`` scores one contract:

>>> main(["score", "4S", "10"])
4♠ made exactly (10 tricks), not vulnerable:
  declarer: 4 tricks bid and made in ♠ × 30 = 120 below the line
0

A mistake gives one line on standard error and the status 2, never a traceback:

>>> main(["score", "4Q", "10"])
2

``honeymoon play FORM [--level basic] [--seed N] [--lang fr] [--seat P] [--deal] [--save FILE]``
plays a whole match of a form (see :func:`honeymoon.available_games`) against the computer in a
terminal, and ``honeymoon play --resume FILE`` goes on from a saved game, with its seats and
levels (the save keeps them: :attr:`honeymoon.game.Game.computer`). The learner is player 0
(``--seat`` chooses another); the computer plays every other seat at ``--level`` (``random``,
``basic``, the default, or ``strong``). Before each of the learner's turns the table is shown as his view
(:mod:`honeymoon.views`) holds it: the auction, the trick, the hand grouped by suit and the legal
choices, and in the draw what the learner saw taken or laid face up; between deals, the score
lines of the deal and the scores; after each bridge deal, the review as the play table gives it
(:func:`honeymoon.forms.review_deal`: what the declarer could make and made, the learner's cards
and the computer's that cost tricks, par as the score stood); at the end of a Boerenbridge match,
the winner. At the prompt write an action as the legal line
shows it, or in the game's language (``--lang``: ``2C`` is 2♥ under ``fr``; the rule:
:ref:`rules-input`), ``claim`` in the play to claim the rest (checked double dummy: a refused
claim says the line that beats it), or ``save [FILE]``, ``help`` or ``quit``; the computer
claims too when it is sure of every trick left. ``--save FILE`` saves after every
action. ``--deal`` plays a single deal. ``--seed`` fixes the cards and the computer's choices, so
a match can be replayed:

>>> import io
>>> script = io.StringIO("1NT\nPass\nquit\n")   # the learner's entries, one a line
>>> out = io.StringIO()
>>> main(["play", "plain", "--deal", "--seed", "3"], stdin=script, stdout=out)
0
>>> for line in out.getvalue().splitlines():
...     if line.startswith(("player 1:", "you", "  your hand", "not allowed")):
...         print(line[:60])
player 1: 1NT
  your hand: ♠ A J 2  ♥ K J 2  ♦ Q 10 8 5 4  ♣ J 3
not allowed: 1NT is not enough: a bid must outrank the last
you: Pass
  your hand (to play): ♠ A J 2  ♥ K J 2  ♦ Q 10 8 5 4  ♣ J 3
you stopped: the game was not saved

``honeymoon sheets …`` and ``honeymoon rules …`` are the teacher's commands: they print the class
sheets and their answer keys, and the rules cards, as PDF files (:mod:`honeymoon_course.sheets`,
:mod:`honeymoon_course.printing`; the ``teacher`` extra). The library hands them their arguments
and imports the course package only when one of them runs.
"""

from __future__ import annotations

import argparse
import contextlib
import importlib
import io
import json
import os
import sys
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, TextIO

from honeymoon.cards import AnyCard, Card, SpecialCard
from honeymoon.errors import ConfigError, HoneymoonError, SaveFileError, shown
from honeymoon.game import CLAIM, Action, Game, Phase
from honeymoon.scoring import score_deal
from honeymoon.views import BridgeView, Claim, DrawView, TableView

if TYPE_CHECKING:
    from honeymoon.bots import Bot
    from honeymoon.par import Par

__all__ = ["main"]


class _Parser(argparse.ArgumentParser):
    """argparse that turns a usage mistake into a one-line error."""

    def error(self, message: str) -> None:  # type: ignore[override]
        raise HoneymoonError(f"{message} (see {self.prog} --help)")


#: The teacher's commands: each is the ``main(argv)`` of a module of the course package
#: (honeymoon_course), imported only when the command runs, and what it does.
TEACHER_COMMANDS = {
    "sheets": ("honeymoon_course.sheets", "print class sheets and their answer keys as PDF files"),
    "rules": ("honeymoon_course.printing", "print the rules cards, one A4 page each, as PDF files"),
    "assignments": ("honeymoon_course.assignments", "write nbgrader assignments of the lessons"),
    "overview": ("honeymoon_course.overview",
                 "the class as a table, plots and CSV, from progress files or a gradebook"),
}


def _parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="honeymoon", description="Honeymoon Bridge tools.")
    commands = parser.add_subparsers(dest="command", required=True, parser_class=_Parser)
    score = commands.add_parser(
        "score", help="score one contract (rubber bridge) and explain the score line by line",
        description="Score one contract and explain it. Example: honeymoon score 4SX 9 --vulnerable")
    score.add_argument("contract", help="the contract: 4S, 4SX, 6HXX, 3NT, 3SA, 4♠X")
    score.add_argument("tricks", help="tricks declarer took, 0 to 13")
    score.add_argument("--vulnerable", action="store_true", help="declarer's side is vulnerable")
    score.add_argument("--json", action="store_true", help="print one JSON object")
    score.add_argument("--no-insult", action="store_true",
                       help="no 50/100 bonus for making a doubled/redoubled contract")
    score.add_argument("--honors", type=int, default=0, choices=(0, 100, 150),
                       help="honors held in one hand: 100 or 150")
    score.add_argument("--honors-to", choices=("declarer", "defenders"), default="declarer",
                       help="who held the honors (default: declarer)")
    for name, (_, summary) in TEACHER_COMMANDS.items():  # listed by --help; main hands them their arguments
        commands.add_parser(name, add_help=False, help=f"{summary} (teachers; see honeymoon {name} --help)")
    play = commands.add_parser(
        "play", help="play a match against the computer in the terminal",
        description="Play a whole match against the computer. Example: honeymoon play plain --deal. "
                    "At the prompt: an action as the legal line shows it (1NT, Pass, ♠A, take, 3), "
                    "save [FILE], help, quit.")
    play.add_argument("form", nargs="?", help="the game form: plain, draw, contract-bridge, boerenbridge, …")
    play.add_argument("--level", help="the computer's level: random, basic (the default) or strong; "
                                      "with --resume, the saved match's level unless given")
    play.add_argument("--seed", help="a whole number that fixes the cards and the computer's choices")
    play.add_argument("--lang", help="how your entries are read: en (default), fr, de or nl")
    play.add_argument("--seat", help="the player you are (default 0)")
    play.add_argument("--deal", action="store_true", help="play a single deal, not a whole match")
    play.add_argument("--save", metavar="FILE", help="save the game to FILE after every action")
    play.add_argument("--resume", metavar="FILE", help="go on from a game saved in FILE")
    return parser


def main(argv: Sequence[str] | None = None, *, stdin: TextIO | None = None,
         stdout: TextIO | None = None, stderr: TextIO | None = None) -> int:
    """Run the command line; returns the exit status (0 ok, 2 bad input).

    ``stdin``, ``stdout`` and ``stderr`` default to the process's streams; ``honeymoon play``
    reads the learner's entries from ``stdin`` line by line."""
    arguments = list(sys.argv[1:] if argv is None else argv)
    if arguments and arguments[0] in TEACHER_COMMANDS:  # a teacher's command, of the course package
        module = importlib.import_module(TEACHER_COMMANDS[arguments[0]][0])
        try:
            status: int = module.main(arguments[1:])
        except SystemExit as done:  # --help, or a usage mistake said in one line: its status
            return done.code if isinstance(done.code, int) else 0
        return status
    stdin = _lenient(sys.stdin) if stdin is None else stdin
    stdout = _lenient(sys.stdout) if stdout is None else stdout
    stderr = _lenient(sys.stderr) if stderr is None else stderr
    try:
        try:
            args = _parser().parse_args(arguments)
            if args.command == "play":
                session = _start(args)
            else:
                text = _score(args)
        except HoneymoonError as error:
            print(f"honeymoon: {error}", file=stderr)
            return 2
        if args.command == "play":
            return session.run(stdin, stdout, stderr)
        print(text, file=stdout)
        return 0
    except BrokenPipeError:  # whoever read the output stopped reading (honeymoon … | head)
        if stdout is sys.stdout and stdout.fileno() >= 0:
            os.dup2(os.open(os.devnull, os.O_WRONLY), stdout.fileno())  # or Python's exit complains
        with contextlib.suppress(OSError):
            print("honeymoon: the output was closed before the end", file=stderr)
        return 2


def _lenient(stream: TextIO | None) -> TextIO:
    """A standard stream that never fails on a character: bytes that are no UTF-8 text are read,
    and characters the terminal cannot show are written, as replacement characters; a closed
    stream reads as empty."""
    if stream is None:
        return io.StringIO()
    if isinstance(stream, io.TextIOWrapper):
        stream.reconfigure(errors="replace")
    return stream


def _score(args: argparse.Namespace) -> str:
    if not (args.tricks.isascii() and args.tricks.isdigit() and len(args.tricks) <= 2):
        raise HoneymoonError(f"tricks is a whole number from 0 to 13, not {args.tricks!r}")
    score = score_deal(args.contract, int(args.tricks), vulnerable=args.vulnerable,
                       insult=not args.no_insult, honors=args.honors, honors_side=args.honors_to)
    return json.dumps(score.to_dict(), ensure_ascii=False) if args.json else score.walkthrough()


# ---------------------------------------------------------------------------------------------
# honeymoon play
# ---------------------------------------------------------------------------------------------
def _whole(text: str | None, what: str) -> int | None:
    """A whole number of at most 30 digits (a seed's range, see :func:`honeymoon.new_game`)."""
    if text is None:
        return None
    body = text.removeprefix("-")
    if not (body.isascii() and body.isdigit() and len(body) <= 30):
        raise HoneymoonError(f"{what} is a whole number of at most 30 digits, not {shown(text)}")
    return int(text)


def _start(args: argparse.Namespace) -> _Session:
    """Check the options and make (or load) the game; every mistake is a HoneymoonError."""
    from honeymoon.bots import LEVELS, make_bot
    from honeymoon.game import MAX_SAVE_LENGTH, describe_games, load_game, new_game

    if args.level is not None and args.level not in LEVELS:
        raise ConfigError(f"unknown level {shown(args.level)}: choose one of {', '.join(LEVELS)}")
    seed, seat = _whole(args.seed, "--seed"), _whole(args.seat, "--seat")
    if args.resume is not None:
        if args.form is not None or seed is not None or args.deal:
            raise HoneymoonError("--resume goes on with the saved form, seed and options: "
                                 "give no FORM, --seed or --deal with it")
        try:
            with open(args.resume, encoding="utf-8") as file:
                text = file.read(MAX_SAVE_LENGTH + 1)  # a longer file is no save: load_game says so
        except (OSError, ValueError) as error:  # no such file, a directory, not UTF-8 text, a NUL
            raise SaveFileError(f"cannot read {_path(args.resume)}: "
                                f"{getattr(error, 'strerror', None) or error}") from None
        try:
            game = load_game(text)
        except SaveFileError as error:
            raise SaveFileError(f"cannot resume from {_path(args.resume)}: {error}") from None
        if args.lang is not None:
            game.lang = args.lang
    else:
        if args.form is None:
            raise HoneymoonError("name a form to play (honeymoon play plain) or --resume FILE")
        options: dict[str, Any] = {"match": "deal"} if args.deal else {}
        game = new_game(args.form, seed=seed, lang="en" if args.lang is None else args.lang, **options)
    # A resumed match keeps its seats and levels (Game.computer) unless the options change them.
    saved = game.computer
    people = [p for p in range(game.num_players) if p not in saved]
    learner = seat if seat is not None else people[0] if saved and people else 0
    if not 0 <= learner < game.num_players:
        raise ConfigError(f"--seat is a player from 0 to {game.num_players - 1}, not {learner}")
    game.computer = {p: args.level or saved.get(p) or saved.get(learner) or "basic"
                     for p in range(game.num_players) if p != learner}
    bots = {p: make_bot(level, seed=game.seed + p) for p, level in game.computer.items()}
    summary = describe_games().get(game.name, "")
    session = _Session(game, learner, bots, args.save, args.save or args.resume, summary)
    if args.save is not None:
        session.save(args.save)  # a FILE that cannot be written is a mistake found at once
    return session


def _path(path: str) -> str:
    """A file name as a message shows it: as it is, or quoted and escaped if it holds a line
    break or another character that cannot be shown (one message, one line)."""
    return path if path.isprintable() else repr(path)


def _hand_text(cards: Iterable[AnyCard]) -> str:
    """A hand grouped by suit, highest first: ``♠ A J 2  ♥ K 9  ♣ —`` (Wizards and Jesters apart)."""
    groups: dict[str, list[str]] = {}
    special: list[str] = []
    for card in sorted(cards, reverse=True):
        if isinstance(card, Card):
            groups.setdefault(card.suit.symbol, []).append(str(card)[1:])
        else:
            special.append(str(card))
    parts = [f"{suit} {' '.join(ranks)}" for suit, ranks in groups.items()] + special
    return "  ".join(parts) if parts else "(no cards)"


def _action_text(action: Action) -> str:
    """An action as the learner reads it: ``1♠``, ``♠K``, ``Pass``, ``take``, ``3``, ``♥``."""
    symbol = getattr(action, "symbol", None)
    return str(symbol) if isinstance(symbol, str) and not hasattr(action, "rank") else str(action)


class _Session:
    """One learner at the table: shows the view, reads entries, lets the computer act."""

    def __init__(self, game: Game, learner: int, bots: Mapping[int, Bot], autosave: str | None,
                 save_path: str | None, summary: str) -> None:
        self.game = game
        self.learner = learner
        self.bots = bots
        self.autosave = autosave
        self.save_path = save_path
        self.summary = summary
        self.out: TextIO = sys.stdout

    # --- output ------------------------------------------------------------------------------
    def say(self, text: str = "") -> None:
        print(text, file=self.out)

    def _names(self, view: TableView) -> list[str]:
        return [("you" if p == self.learner else name) for p, name in enumerate(view.names)]

    def _seat_name(self, view: TableView, seat: int) -> str:
        if not isinstance(view, BridgeView):
            return self._names(view)[seat]
        return self._yours(view, view.seats[seat].name)

    def _yours(self, view: TableView, name: str) -> str:
        """A seat's name from the learner's side: ``player 0's hand`` is ``your hand``."""
        own = f"{view.names[self.learner]}'s "
        return "your " + name.removeprefix(own) if name.startswith(own) else name

    def save(self, path: str) -> None:
        try:
            Path(path).write_text(self.game.to_json() + "\n", encoding="utf-8")
        except (OSError, ValueError) as error:  # a missing folder, a directory, a NUL in the name
            raise HoneymoonError(f"cannot save to {_path(path)}: "
                                 f"{getattr(error, 'strerror', None) or error}") from None

    def show_table(self, view: TableView) -> None:
        names = self._names(view)
        game = self.game
        head = f"Deal {view.deal}, dealer {names[view.dealer]}"
        if isinstance(view, BridgeView):
            if view.contract is not None and view.declarer is not None:
                head += f"; contract {view.contract} by {names[view.declarer]}"
        elif view.trump is not None:
            head += f"; trumps {view.trump.symbol}"
        else:
            head += "; no trumps"
        self.say(head)
        if isinstance(view, BridgeView):
            if view.auction and view.auction_first is not None and game.phase is not Phase.DRAW:
                first = view.auction_first
                calls = [f"{names[(first + i) % len(names)]} {call}" for i, call in enumerate(view.auction)]
                self.say("  auction: " + ", ".join(calls))
            draw = view.draw
            if draw is not None and game.phase is Phase.DRAW:
                bits = [f"stock {draw.stock} cards"]
                faces = ((draw.turned, "face up"), (draw.top, "top card"), (draw.offered, "offered"))
                bits += [f"{label} {card}" for card, label in faces if card is not None]
                if draw.trick:
                    bits.append("trick " + " ".join(str(c) for _, c in draw.trick))
                self.say("  draw: " + ", ".join(bits))
            if view.trick:
                self.say("  trick: " + ", ".join(f"{self._seat_name(view, s)} {c}" for s, c in view.trick))
            if view.declarer_tricks is not None:
                self.say(f"  tricks: {len(view.tricks)} played, declarer won {view.declarer_tricks}")
            for entry in view.seats:
                if entry.cards:
                    to_play = entry.seat == view.seat_to_play and game.phase is Phase.PLAY
                    mark = " (to play)" if to_play else ""
                    self.say(f"  {self._yours(view, entry.name)}{mark}: {_hand_text(entry.cards)}")
        else:  # Boerenbridge
            if view.turned is not None:
                self.say(f"  turned card: {view.turned}")
            bids = [f"{names[p]} {b}" for p, b in enumerate(view.bids) if b is not None]
            if bids:
                self.say("  bids: " + ", ".join(bids) + "; tricks won: "
                         + ", ".join(f"{names[p]} {t}" for p, t in enumerate(view.tricks_won)))
            if view.forbidden_bid is not None and game.current_player == self.learner:
                self.say(f"  you may not bid {view.forbidden_bid} (the hook)")
            if view.trick:
                self.say("  trick: " + ", ".join(f"{names[p]} {c}" for p, c in view.trick))
            hand = view.hands[self.learner]
            self.say(f"  your hand: {_hand_text(hand.cards)}" if hand.cards
                     else f"  your hand: {hand.hidden} card(s), unseen (a blind deal)")
        legal: Sequence[Action] = game.legal_actions()
        cards = [a for a in legal if isinstance(a, Card | SpecialCard)]
        if len(cards) == len(legal):
            legal = sorted(cards, reverse=True)  # as the hand is shown: ♠ first, high cards first
        self.say("  legal: " + " ".join(_action_text(a) for a in legal))
        if game.claimable:
            self.say("  or claim: every trick left for your side")

    def show_deal_end(self) -> None:
        """The score lines of the deal just finished, the scores, and the review."""
        view = self.game.view(self.learner)
        names = self._names(view)
        if isinstance(view, BridgeView):
            record = view.previous_deals[-1]
            self.say(f"Deal {record.number} is over.")
            score = record.score
            if score is None or record.declarer is None:
                self.say("  passed out: no score")
            else:
                self.say(f"  {score.contract} by {names[record.declarer]}: {score.tricks} tricks")
            if record.claim is not None:
                self.say(f"  {_claim_words(record.claim, names)}")
            sides = _side_names(view)
            for entry in record.entries:
                where = "above" if entry.above_line else "below"
                self.say(f"  {sides[entry.side]} ({entry.line.side}): {entry.line.label} = {entry.points} "
                         f"{where} the line")
        else:
            result = view.previous_deals[-1]
            self.say(f"Deal {result.number} is over.")
            for p, lines in enumerate(result.lines):
                self.say(f"  {names[p]}: " + "; ".join(str(line) for line in lines))
        self.show_scores(view)
        self.review()

    def show_scores(self, view: TableView) -> None:
        names, scores = self._names(view), list(view.scores)
        if isinstance(view, BridgeView) and len(view.teams) < len(view.names):  # a score per partnership
            names, scores = _side_names(view), [view.scores[team[0]] for team in view.teams]
        text = ", ".join(f"{names[p]} {s}" for p, s in enumerate(scores))
        if isinstance(view, BridgeView) and len(scores) == 2:
            text += f" (games won {view.games_won[0]}–{view.games_won[1]})"
        self.say(f"  score: {text}")

    def review(self) -> None:
        """The review of the finished deal (:func:`~honeymoon.forms.review_deal`): the declarer's
        tricks against what he could make, the learner's cards and the computer's that cost
        tricks, and par, as the play table gives them."""
        game = self.game
        view = game.view(self.learner)
        if not isinstance(view, BridgeView):
            return  # Boerenbridge: each player's score lines are the deal's whole story
        from honeymoon.forms import review_deal

        found = review_deal(game, len(view.previous_deals) - 1)
        verdicts = found.review
        if verdicts is not None:
            could = "" if verdicts.could_make is None else f" could make {verdicts.could_make} and"
            self.say(f"  review (every card known): the declarer{could} made {verdicts.made}")
            if verdicts.note:
                self.say(f"    {verdicts.note}")
            chooser = found.controllers or {}
            mine = [v for v in verdicts if chooser.get(v.seat) == self.learner]
            theirs = [v for v in verdicts if chooser.get(v.seat) != self.learner]
            for whose, cards in (("your", mine), ("the computer's", theirs)):
                if cards:
                    good = sum(not v.cost for v in cards)
                    self.say(f"  {good} of {whose} {len(cards)} cards were as good as any")
                for verdict in cards:
                    if verdict.cost:
                        self.say(f"    {verdict}")
        if found.par is not None:
            self.say(f"  par (every card known) {found.par_basis(self._sides(view))}: "
                     f"{self._par_text(view, found.par)}")
        if found.duplicate_par is not None:
            self.say("  duplicate-style par (each deal alone, a game made earns 300, 500 vulnerable): "
                     f"{self._par_text(view, found.duplicate_par)}")
        for note in found.notes:
            self.say(f"  {note}")

    def _sides(self, view: BridgeView) -> list[str]:
        """The score-sheet sides, the learner's named ``you``."""
        names = _side_names(view)
        return ["you" if team == (self.learner,) else name
                for team, name in zip(view.teams, names, strict=True)]

    def _par_text(self, view: BridgeView, result: Par) -> str:
        """A par result in the table's names: ``4♠= by you, +420 to you``."""
        if result.contract is None or result.declarer is None:
            return "passed out, no score"
        made = result.tricks - result.contract.tricks_needed
        seat = result.declarer
        who = self._names(view)[seat] if seat < self.game.num_players else self._seat_name(view, seat)
        return (f"{result.contract}{'=' if made == 0 else f'{made:+d}'} by {who}, "
                f"{result.score:+d} to {self._sides(view)[0]}")

    # --- the loop ----------------------------------------------------------------------------
    def act(self, action: Action | str) -> None:
        """Apply one action (the learner's text, or a bot's choice) and report what happened."""
        game = self.game
        before = game.view(self.learner)
        player = game.current_player
        assert player is not None
        game.apply(action)
        done = game.history[-1][1]
        who = self._names(before)[player]
        if isinstance(before, BridgeView) and game.phase in (Phase.PLAY, Phase.OVER) \
                and before.phase is Phase.PLAY and before.seat_to_play not in (None, player):
            who += f" (from {before.seats[before.seat_to_play].name})"
        after = game.view(self.learner)
        finished = len(after.previous_deals) != len(before.previous_deals)
        shown = _action_text(done)
        if done is CLAIM and isinstance(after, BridgeView) and after.previous_deals[-1].claim is not None:
            shown = f"claim the rest ({_tricks(after.previous_deals[-1].claim.tricks)} to "
            shown += f"{'your' if player == self.learner else 'their'} side)"
        if not finished and isinstance(after, BridgeView) and after.log and after.log[-1].action is None:
            shown = "a card, face down"  # a discard the learner may not see
        if isinstance(before, BridgeView) and isinstance(after, BridgeView) and before.draw and after.draw:
            shown += _draw_seen(before.draw, after.draw, player, face_up=player != self.learner)
        self.say(f"{who}: {shown}")
        if not finished and len(after.tricks) > len(before.tricks):
            winner = after.last_trick_winner
            assert winner is not None
            self.say(f"  trick {len(after.tricks)} won by {self._seat_name(after, winner)}")
        if self.autosave is not None:
            try:
                self.save(self.autosave)
            except HoneymoonError as error:
                self.say(f"honeymoon: {error}")
        if finished:
            self.show_deal_end()
            if not game.is_over:
                self.say()

    def run(self, stdin: TextIO, stdout: TextIO, stderr: TextIO) -> int:
        """Play until the match is over or the learner stops; Ctrl-C stops as ``quit`` does."""
        self.out = stdout
        try:
            return self._loop(stdin)
        except KeyboardInterrupt:
            self.say()
            self.stop("interrupted")
            return 130

    def _loop(self, stdin: TextIO) -> int:
        from honeymoon.bots import next_action

        game = self.game
        summary = f": {self.summary}" if self.summary else ""
        levels = sorted(set(game.computer.values()))
        self.say(f"{game.name.capitalize()}{summary}. You are player {self.learner}; the computer plays "
                 f"at the {' and '.join(levels)} level.")
        self.say("Write an action at the prompt, or save [FILE], help, quit.")
        if game.view(self.learner).previous_deals:  # a resumed match: where it stands
            self.say(f"Resumed after deal {len(game.view(self.learner).previous_deals)}.")
            self.show_scores(game.view(self.learner))
        shown = False
        while not game.is_over:
            player = game.current_player
            if player != self.learner:
                assert player is not None
                self.act(next_action(self.bots[player], game.view(player), game.legal_actions()))
                shown = False
                continue
            if not shown:
                self.show_table(game.view(self.learner))
                shown = True
            asked = game.expected()
            view = game.view(self.learner)
            if isinstance(view, BridgeView) and view.draw is not None and view.draw.prompt \
                    and game.phase is Phase.DRAW:
                asked = f"{view.draw.prompt}: {asked}"  # "discard a card, face down: write a card …"
            self.out.write(f"[{game.phase.value}] {asked} > ")
            self.out.flush()
            line = stdin.readline()
            if not line:
                self.say()
                return self.stop("end of input")
            entry = line.strip()
            if not _is_tty(stdin):
                self.say(entry)  # a script's entry, shown as a person's typing would be
            word = entry.split(maxsplit=1)[0].casefold() if entry else ""
            if not entry:
                continue
            if word in ("quit", "exit"):
                return self.stop("you stopped")
            if word == "help" or entry == "?":
                self.say("Write one of the legal actions as the legal line shows it (1NT, Pass, X, ♠A, "
                         "take, 3 …); in the play, 'claim' to claim every trick left for your side (it is "
                         "checked with every card known, and refused with a line that beats it if the "
                         "other side can win one); 'save [FILE]' to save the game, 'quit' to stop.")
                shown = False
                continue
            if word == "save":
                path = entry[4:].strip() or self.save_path
                if not path:
                    self.say("write save FILE: there is no file to save to yet")
                    continue
                try:
                    self.save(path)
                except HoneymoonError as error:
                    self.say(str(error))
                    continue
                self.save_path = path
                self.say(f"saved to {_path(path)}")
                continue
            try:
                self.act(entry)
            except HoneymoonError as error:
                self.say(f"not allowed: {error}")
                continue
            shown = False
        view = game.view(self.learner)
        self.say("The match is over.")
        self.show_scores(view)
        if not isinstance(view, BridgeView):  # the bridge forms' score line says who won the rubber
            names, best = self._names(view), max(view.scores)
            winners = [names[p] for p, score in enumerate(view.scores) if score == best]
            verb = "win" if len(winners) > 1 or winners == ["you"] else "wins"
            self.say(f"  {' and '.join(winners)} {verb} with {best} points")
        return 0

    def stop(self, why: str) -> int:
        if self.autosave is not None:
            self.say(f"{why}: the game is saved in {self.autosave}; "
                     f"honeymoon play --resume {self.autosave} goes on")
        else:
            self.say(f"{why}: the game was not saved")
        return 0


def _tricks(count: int) -> str:
    return f"{count} trick{'' if count == 1 else 's'}"


def _claim_words(claim: Claim, names: Sequence[str]) -> str:
    """A claim as the deal's end says it: ``you claimed the last 4 tricks, for the defenders``."""
    side = "the declaring side" if claim.declaring else "the defenders"
    return f"{names[claim.player]} claimed the last {_tricks(claim.tricks)}, for {side}"


def _draw_seen(before: DrawView, after: DrawView, player: int, *, face_up: bool) -> str:
    """What the learner saw of a draw action: the cards ``player`` took (the other player's only
    when ``face_up``: `` (♠K, face up)``), the cards that went face up to the dead pile
    (`` (♦3 to the dead pile)``); empty otherwise."""
    took = [card for card in after.taken[player] if card not in before.taken[player]]
    dead = [card for card in after.dead if card not in before.dead]
    bits = [" ".join(map(str, took)) + (", face up" if face_up else "")] if took else []
    bits += [f"{' '.join(map(str, dead))} to the dead pile"] if dead else []
    return f" ({'; '.join(bits)})" if bits else ""


def _is_tty(stream: TextIO) -> bool:
    try:
        return stream.isatty()
    except (AttributeError, ValueError):
        return False


def _side_names(view: BridgeView) -> list[str]:
    """The name of each score-sheet column: a player's, or a partnership's (``North–South``)."""
    return ["–".join(view.names[p] for p in team) for team in view.teams]
