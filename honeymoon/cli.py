"""The ``honeymoon`` command line.

``honeymoon score CONTRACT TRICKS [--vulnerable] [--json]`` scores one contract:

>>> main(["score", "4S", "10"])
4♠ made exactly (10 tricks), not vulnerable:
  declarer: 4 tricks bid and made in ♠ × 30 = 120 below the line
0

A mistake gives one line on standard error and the status 2, never a traceback:

>>> main(["score", "4Q", "10"])
2
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence

from honeymoon.errors import HoneymoonError
from honeymoon.scoring import score_deal

__all__ = ["main"]


class _Parser(argparse.ArgumentParser):
    """argparse that turns a usage mistake into a one-line error."""

    def error(self, message: str) -> None:  # type: ignore[override]
        raise HoneymoonError(f"{message} (see honeymoon {self.prog.split()[-1]} --help)")


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
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit status (0 ok, 2 bad input)."""
    try:
        args = _parser().parse_args(argv)
        if not (args.tricks.isascii() and args.tricks.isdigit() and len(args.tricks) <= 2):
            raise HoneymoonError(f"tricks is a whole number from 0 to 13, not {args.tricks!r}")
        score = score_deal(args.contract, int(args.tricks), vulnerable=args.vulnerable,
                           insult=not args.no_insult, honors=args.honors,
                           honors_side=args.honors_to)
    except HoneymoonError as error:
        print(f"honeymoon: {error}", file=sys.stderr)
        return 2
    if args.json:
        print(json.dumps(score.to_dict(), ensure_ascii=False))
    else:
        print(score.walkthrough())
    return 0
